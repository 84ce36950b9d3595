// Bundle budget (DESIGN.md §5): the login route's initial JS ≤ 120 KB gzip, every lazy chunk ≤ 40 KB gzip,
// and each screen a student opens first needs at most SCREEN_FILES files of code and style with the app frame
// (27 to 38 before decision 037). A Spanish reader's screen also needs the Spanish of its sections
// (decision 038): at most SPANISH_FILES more files, and the sign-in download waits for the core words only.
// The browser runs React DOM itself (decision 039): the sign-in download must carry it, and no chunk Preact.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkFiles } from '../src/shared/manifest-files.mjs';
import { screenChunkRoots } from './screen-chunks.mjs';

const SCREEN_FILES = 10;
const SPANISH_FILES = 3;

const dir = 'dist/client';
const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const walk = (key, files) => chunkFiles(manifest, key, files);
const sum = (files) => [...files].reduce((total, f) => total + gz(f), 0);

// The Spanish loader's file and the Spanish files the sections of each chunk need (scripts/screen-chunks.mjs).
const spanish = JSON.parse(readFileSync(join(dir, '.vite/spanish.json'), 'utf8'));
const spanishNeeds = spanish.needs;
const spanishCore = walk('../shared/messages/es/core.ts', new Set());
const spanishLoader = new Set([spanish.loader]);
/** What a Spanish reader downloads besides `files`: the core words, the loader, the sections' Spanish. */
const spanishFor = (files) => {
  const extra = new Set([...spanishCore, ...spanishLoader]);
  for (const f of files) for (const es of spanishNeeds[f] ?? []) extra.add(es);
  for (const f of files) extra.delete(f);
  return extra;
};

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const initial = walk(entryKey, new Set());

const initialBytes = sum([...initial].filter((f) => f.endsWith('.js')));
const failures = [];
if (initialBytes > 120 * 1024) failures.push(`initial JS ${kb(initialBytes)} > 120 KB`);
console.log(`initial JS (login route): ${kb(initialBytes)} gzip of 120 KB`);
const initialSpanish = new Set([...initial].flatMap((f) => spanishNeeds[f] ?? []));
const beyondCore = [...initialSpanish].filter((f) => !spanishCore.has(f));
console.log(
  `  for a Spanish reader: + ${kb(sum(spanishCore))} before the first render (es/core), ` +
    `+ ${kb(sum(spanishLoader))} beside it, not waited for (the loader, with the shell's Spanish)`,
);
if (beyondCore.length) {
  failures.push(
    `the sign-in download names sections whose Spanish is not in es/core: ${beyondCore.join(', ')}`,
  );
}

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
    const es = spanishFor(files);
    console.log(
      `${root} with the frame: ${files.size} files, ${kb(sum(files))} (budget ${SCREEN_FILES}); ` +
        `for a Spanish reader + ${es.size} files, ${kb(sum(es))} (budget ${SPANISH_FILES})`,
    );
    if (files.size > SCREEN_FILES) failures.push(`${root}: ${files.size} files > ${SCREEN_FILES}`);
    if (es.size > SPANISH_FILES)
      failures.push(`${root} in Spanish: ${es.size} more files > ${SPANISH_FILES}`);
  }
}
// Which packages the build carries (scripts/bundled-packages.mjs).
const packages = JSON.parse(readFileSync(join(dir, '.vite/packages.json'), 'utf8'));
for (const name of Object.keys(packages).filter((p) => p === 'preact' || p.startsWith('preact-'))) {
  failures.push(
    `${name} is bundled (in ${packages[name].join(', ')}): the browser runs React DOM (decision 039)`,
  );
}
if (!(packages['react-dom'] ?? []).some((f) => initial.has(f))) {
  failures.push('react-dom is not in the sign-in download: the browser must run React DOM (decision 039)');
}
console.log(`renderer: react-dom in ${(packages['react-dom'] ?? []).join(', ') || 'no chunk'}`);
if (failures.length) {
  console.error(`Bundle budget exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('bundle budget: ok');
