import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const OWNER = join('src', 'client', 'lib', 'progress.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

// One client module owns progress (decision 017): the completions cache key and the completion endpoints.
// A screen that wrote the key or posted a completion itself would skip the offline queue and its key.
const namesTheKey = /\[\s*['"`]completion['"`]\s*[\],]/;
const callsTheEndpoints =
  /import\s*\{[^}]*\b(completeStep|listCompletions)\b[^}]*\}\s*from\s*['"][^'"]*program\.endpoints(\.js)?['"]/;

describe('progress on the client', () => {
  const files = sourceFiles(join(root, 'src', 'client')).filter((f) => relative(root, f) !== OWNER);

  it('has its cache key named only by lib/progress.ts', () => {
    const namers = files.filter((f) => namesTheKey.test(readFileSync(f, 'utf8')));
    expect(namers.map((f) => relative(root, f))).toEqual([]);
  });

  it('has the completion endpoints called only by lib/progress.ts', () => {
    const callers = files.filter((f) => callsTheEndpoints.test(readFileSync(f, 'utf8')));
    expect(callers.map((f) => relative(root, f))).toEqual([]);
  });

  it('would be caught elsewhere', () => {
    expect(namesTheKey.test("client.invalidateQueries({ queryKey: ['completion'] })")).toBe(true);
    expect(namesTheKey.test('const key = ["completion", id] as const;')).toBe(true);
    expect(namesTheKey.test('className="completion"')).toBe(false);
    expect(
      callsTheEndpoints.test("import { listCompletions } from '@shared/contracts/program.endpoints';"),
    ).toBe(true);
  });
});
