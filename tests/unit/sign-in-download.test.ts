import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');

const aliases: Record<string, string> = {
  '@shared/': 'src/shared/',
  '@server/': 'src/server/',
  '@client/': 'src/client/',
  '@content/': 'content/',
};

function resolveImport(from: string, spec: string): string | null {
  const alias = Object.keys(aliases).find((a) => spec.startsWith(a));
  const path = alias ? join(root, aliases[alias]!, spec.slice(alias.length)) : resolve(dirname(from), spec);
  const base = path.replace(/\.js$/, '');
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base]) {
    if (existsSync(candidate) && /\.(tsx?|json)$/.test(candidate)) return candidate;
  }
  return null;
}

/** Files the entry pulls in through static, non-type imports: what ships in the first download. */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.json')) continue;
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/^import\s+(?!type\b)(?:[^'"]*?\s+from\s+)?['"]([.@][^'"]+)['"]/gm)) {
      const target = resolveImport(file, m[1]!);
      if (target) queue.push(target);
    }
  }
  return seen;
}

describe('the sign-in download (decision 005)', () => {
  const graph = [...staticGraph(join(root, 'src/client/app/main.tsx'))].map((f) => relative(root, f));

  it('is found from the entry', () => {
    expect(graph).toContain('src/client/features/auth/pages/LoginPage.tsx');
    expect(graph).toContain('src/shared/i18n-core.ts');
  });

  it('holds only the core catalogue, not the whole one', () => {
    expect(graph).not.toContain('src/shared/i18n.ts');
    expect(graph).not.toContain('src/shared/messages/en.ts');
  });

  it('holds no Spanish: a Spanish reader loads it on demand (decision 038)', () => {
    expect(graph.filter((f) => f.startsWith('src/shared/messages/es/'))).toEqual([]);
    expect(graph).not.toContain('src/client/lib/spanish.ts');
  });
});
