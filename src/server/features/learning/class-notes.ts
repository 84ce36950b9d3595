import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { classNotes, type ClassNotes } from '@shared/contracts/learning.js';
import { classPdfNames, type ClassPdf } from '@shared/domain/learning.js';
import { getLocale, type Locale } from '@shared/locale.js';
import { readLocalizedJson } from '@server/content-locale.js';
import { deepFreeze } from '@server/deep-freeze.js';
import { contentDir } from '@server/paths.js';

let cache: Map<ClassPdf, ClassNotes> | null = null;

/**
 * Every class's notes from content/learning/notes/<name>.json, read and checked once. A missing or
 * malformed file fails loudly at the first read rather than serving half a page.
 */
export function readClassNotes(dir = join(contentDir, 'learning', 'notes')): Map<ClassPdf, ClassNotes> {
  return new Map(
    classPdfNames.map((name) => {
      const parsed = classNotes.safeParse(JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')));
      if (!parsed.success) throw new Error(`content/learning/notes/${name}.json: ${parsed.error.message}`);
      return [name, parsed.data] as const;
    }),
  );
}

/** A class's notes in the reader's language: `<name>.es.json` when it exists and is valid, else English. */
function classNotesOf(name: ClassPdf, locale: Locale = getLocale()): ClassNotes {
  cache ??= readClassNotes();
  if (locale === 'en') return cache.get(name)!;
  const value = readLocalizedJson(
    join(contentDir, 'learning', 'notes', `${name}.json`),
    locale,
    (v) => classNotes.safeParse(v).success,
  );
  const parsed = classNotes.safeParse(value);
  return parsed.success ? parsed.data : cache.get(name)!;
}

const pages = new Map<string, NotesPage>();
type NotesPage = Readonly<{ name: ClassPdf } & ClassNotes>;

/**
 * The notes page's answer, made once per class and language and frozen throughout: every reader gets the
 * same object, which the response serializer then writes once (plugins/serializer.ts).
 */
export function notesPageOf(name: ClassPdf, locale: Locale = getLocale()): NotesPage {
  const key = `${locale}:${name}`;
  let page = pages.get(key);
  if (!page) pages.set(key, (page = deepFreeze({ name, ...classNotesOf(name, locale) })));
  return page;
}
