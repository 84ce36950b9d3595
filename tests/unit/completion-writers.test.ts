import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

// Progress has one front door (decision 017): what completes a step is declared in content and applied by
// src/server/progress. A feature that wrote the table itself would bypass the declarations.
const writesCompletions =
  /\.(insert|delete|update)\(\s*completions\b|(insert\s+into|delete\s+from|update)\s+"?completions"?\b/i;
const progressRepo = /from\s+['"][^'"]*progress\/progress\.repo(\.js)?['"]/;

describe('the completions table', () => {
  const files = sourceFiles(join(root, 'src')).filter(
    (f) => !relative(root, f).startsWith(join('src', 'server', 'progress')),
  );

  it('is written only by src/server/progress', () => {
    const writers = files.filter((f) => writesCompletions.test(readFileSync(f, 'utf8')));
    expect(writers.map((f) => relative(root, f))).toEqual([]);
  });

  it('has its repository imported only by src/server/progress', () => {
    const importers = files.filter((f) => progressRepo.test(readFileSync(f, 'utf8')));
    expect(importers.map((f) => relative(root, f))).toEqual([]);
  });

  it('would be caught writing elsewhere', () => {
    expect(writesCompletions.test('await tx.insert(completions).values({ userId, url })')).toBe(true);
    expect(writesCompletions.test('await tx.delete(completions).where(x)')).toBe(true);
    expect(writesCompletions.test('sql`delete from completions where user_id = ${id}`')).toBe(true);
    expect(progressRepo.test("import { addCompletions } from '@server/progress/progress.repo.js';")).toBe(
      true,
    );
  });
});
