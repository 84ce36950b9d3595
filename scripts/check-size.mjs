// Bundle budget (DESIGN.md §5): the login route's initial JS ≤ 120 KB gzip, every lazy chunk ≤ 40 KB gzip.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = 'dist/client';
const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const initial = new Set();
(function walk(key) {
  const chunk = manifest[key];
  if (!chunk || initial.has(chunk.file)) return;
  initial.add(chunk.file);
  for (const dep of chunk.imports ?? []) walk(dep);
})(entryKey);

const initialBytes = [...initial].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0);
const failures = [];
if (initialBytes > 120 * 1024) failures.push(`initial JS ${kb(initialBytes)} > 120 KB`);
console.log(`initial JS (login route): ${kb(initialBytes)} gzip of 120 KB`);

for (const chunk of Object.values(manifest)) {
  if (initial.has(chunk.file) || !chunk.file.endsWith('.js')) continue;
  const size = gz(chunk.file);
  const line = `  lazy ${chunk.file}: ${kb(size)}`;
  if (size > 40 * 1024) failures.push(`${chunk.file} ${kb(size)} > 40 KB`);
  console.log(line);
}
if (failures.length) {
  console.error(`Bundle budget exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('bundle budget: ok');
