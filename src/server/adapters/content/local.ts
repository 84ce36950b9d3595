import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { contentEntry, type ContentEntry, type ContentModel } from '@shared/contracts/content.js';
import { getLocale } from '@shared/locale.js';
import { localizedPath } from '@server/content-locale.js';
import { contentDir } from '@server/paths.js';
import type { ContentPort } from '@server/ports/content.js';

const field = (id: string, name: string, type: string, required = true) => ({
  id,
  name,
  type,
  required,
  localized: type === 'Text' || type === 'RichText',
});

/** The one content type the local files hold: the page model every entry of the content port follows. */
const LOCAL_MODELS: ContentModel[] = [
  {
    id: 'workforcePage',
    name: 'Workforce page',
    fields: [
      field('title', 'Title', 'Text'),
      field('path', 'Path', 'Symbol'),
      field('workforceBoardId', 'Workforce board', 'Symbol', false),
      field('body', 'Body', 'RichText'),
    ],
  },
];

/**
 * Reads workforce pages from content/workforce/pages.json, the program's step pages (how-to and
 * information steps) from content/steps/pages.json, and class asset URLs (videos, slides) from
 * content/learning/assets.json once; a malformed file stops start-up.
 */
export function localContent(
  dir = join(contentDir, 'workforce'),
  assetsFile = join(contentDir, 'learning', 'assets.json'),
  stepsFile = join(contentDir, 'steps', 'pages.json'),
): ContentPort {
  const read = (file: string): ContentEntry[] =>
    existsSync(file) ? z.array(contentEntry).parse(JSON.parse(readFileSync(file, 'utf8'))) : [];
  const entries = [...read(join(dir, 'pages.json')), ...read(stepsFile)];
  // Spanish pages beside the English files (<name>.es.json, same ids); a missing or broken one is English.
  const readTranslation = (file: string): ContentEntry[] => {
    try {
      return read(localizedPath(file, 'es'));
    } catch {
      return [];
    }
  };
  const spanish = new Map(
    [...readTranslation(join(dir, 'pages.json')), ...readTranslation(stepsFile)].map((e) => [e.id, e]),
  );
  const inReadersLanguage = (entry: ContentEntry) =>
    getLocale() === 'es' ? (spanish.get(entry.id) ?? entry) : entry;
  const assets: Record<string, string> = existsSync(assetsFile)
    ? z.record(z.string(), z.string().startsWith('/')).parse(JSON.parse(readFileSync(assetsFile, 'utf8')))
    : {};
  const norm = (s: string) => s.trim().toLowerCase();
  return {
    async getEntry(id) {
      const entry = entries.find((e) => e.id === id);
      return entry ? inReadersLanguage(entry) : null;
    },
    async findEntries({ title, workforceBoardId }) {
      return entries
        .filter(
          (e) =>
            norm(e.title) === norm(title) &&
            (workforceBoardId === undefined ||
              e.workforceBoardId === null ||
              e.workforceBoardId === workforceBoardId),
        )
        .map(inReadersLanguage);
    },
    async getAssetUrl(id) {
      return Object.hasOwn(assets, id) ? assets[id]! : null;
    },
    async getContentModel(id) {
      return LOCAL_MODELS.find((m) => m.id === id) ?? null;
    },
  };
}
