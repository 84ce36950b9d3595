import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { core } from '@shared/messages/core';
import { en } from '@shared/messages/en';

/**
 * Which message section files a source file needs (decision 033): each dotted string in it that is a key of
 * the catalogue, or the start of one (`documents.names.${name}`), names a section; a section outside the
 * core lives in `src/shared/messages/<file>.ts` and must be imported by the file that names it.
 */
const root = join(import.meta.dirname, '..');
const messagesDir = join(root, 'src/shared/messages');

function keysOf(node: object, prefix = '', into = new Set<string>()): Set<string> {
  for (const [k, v] of Object.entries(node)) {
    const key = prefix + k;
    into.add(key);
    if (v && typeof v === 'object') keysOf(v as object, `${key}.`, into);
  }
  return into;
}

const keys = keysOf(en);
const coreSections = new Set(Object.keys(core));

/** Section name → the file (without extension) that registers it. */
export const sectionFiles: Map<string, string> = new Map(
  readdirSync(messagesDir)
    .filter((f) => f.endsWith('.ts') && f !== 'en.ts' && f !== 'core.ts')
    .flatMap((f) =>
      [...readFileSync(join(messagesDir, f), 'utf8').matchAll(/^export const (\w+) = \{/gm)].map(
        (m) => [m[1]!, f.replace(/\.ts$/, '')] as [string, string],
      ),
    ),
);

/** The message files a source text names, as file names without extension. */
export function neededFiles(source: string): Set<string> {
  const needed = new Set<string>();
  for (const m of source.matchAll(/['"`]([a-zA-Z]+(?:\.[A-Za-z0-9_]+)*\.?)(?=['"`]|\$\{)/g)) {
    const text = m[1]!.replace(/\.$/, '');
    if (!text.includes('.') || !keys.has(text)) continue;
    const section = text.split('.')[0]!;
    if (coreSections.has(section)) continue;
    const file = sectionFiles.get(section);
    if (file) needed.add(file);
  }
  return needed;
}

/** The message files a source text imports (`import '…/messages/x'` or `import { x } from '…/messages/x'`). */
export function importedFiles(source: string): Set<string> {
  return new Set(
    [...source.matchAll(/(?:import|from)\s+['"][^'"]*\/messages\/([\w-]+)(?:\.js)?['"]/g)].map((m) => m[1]!),
  );
}

/**
 * Every source file the browser may load that may name a message key, relative to the project root. The
 * server loads every section at start (server/app.ts), so its files are not listed.
 */
export function sourceFiles(dir = join(root, 'src')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    const skip = path === messagesDir || path === join(root, 'src/server');
    if (statSync(path).isDirectory()) return skip ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [relative(root, path)] : [];
  });
}

export const projectRoot = root;

/** Message sections only staff read: they stay English, and the reading-level rule does not hold them. */
export const STAFF_ONLY_SECTIONS: readonly string[] = [
  'review',
  'staff',
  'staffConsole',
  'staffStudent',
  'staffFacts',
  'devMailbox',
  'enrolment',
];

/** Every text of a message catalogue by its dotted key. */
export function messageLeaves(
  node: unknown,
  prefix = '',
  out = new Map<string, string>(),
): Map<string, string> {
  if (typeof node === 'string') out.set(prefix, node);
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) messageLeaves(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}
