// Bundle budget (DESIGN.md §5): the login route's initial JS ≤ 120 KB gzip, every lazy chunk ≤ 40 KB gzip,
// and each screen a student opens first needs at most SCREEN_FILES files of code and style with the app frame
// (27 to 38 before decision 037).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkFiles } from './manifest-files.mjs';
import { screenChunkRoots } from './screen-chunks.mjs';

const SCREEN_FILES = 10;

const dir = 'dist/client';
const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const walk = (key, files) => chunkFiles(manifest, key, files);

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const initial = walk(entryKey, new Set());

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
for (const roots of Object.values(screenChunkRoots)) {
  for (const root of roots) {
    const files = walk(root, walk('app/shell/Layout.tsx', new Set(initial)));
    console.log(`${root} with the frame: ${files.size} files (budget ${SCREEN_FILES})`);
    if (files.size > SCREEN_FILES) failures.push(`${root}: ${files.size} files > ${SCREEN_FILES}`);
  }
}
if (failures.length) {
  console.error(`Bundle budget exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('bundle budget: ok');
