import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { classNotes, type ClassNotes } from '@shared/contracts/learning.js';
import { classPdfNames, type ClassPdf } from '@shared/domain/learning.js';
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

export function classNotesOf(name: ClassPdf): ClassNotes {
  cache ??= readClassNotes();
  return cache.get(name)!;
}
