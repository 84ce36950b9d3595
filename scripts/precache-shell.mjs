// The service worker precaches the shell only (issue 22): the sign-in download (the page, its script and
// styles), the offline cache's code, the app frame and the stage screen, where a student lands after signing
// in (about 72 KB uncompressed, 26 KB on the wire, now that the frame no longer brings the whole message
// catalogue: decision 033). Every other chunk is kept by the worker when first used (CacheFirst), and what a
// page downloaded before the worker took control is put there too (app/shell/keep-loaded-assets.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chunkFiles } from '../src/shared/manifest-files.mjs';

/** Source modules (relative to src/client) whose chunks, with their static imports, form the shell. */
export const shellModules = [
  'lib/offline-cache.ts',
  'app/shell/Layout.tsx',
  'features/program/pages/StagePage.tsx',
];

/** Files the shell needs besides the chunks: the page itself and the web app manifest. */
const shellFiles = new Set(['index.html', 'manifest.webmanifest']);

/** The output files of the entry and the shell modules, with everything they import statically. */
export function shellFilesOf(manifest) {
  const files = new Set(shellFiles);
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) chunkFiles(manifest, key, files);
  for (const key of shellModules) {
    if (!manifest[key]) throw new Error(`precache: ${key} is not a chunk of the build`);
    chunkFiles(manifest, key, files);
  }
  const staff = Object.entries(manifest)
    .filter(([key]) => key.startsWith('features/staff/'))
    .map(([, chunk]) => chunk.file)
    .filter((file) => files.has(file));
  if (staff.length) throw new Error(`precache: staff chunks would reach students: ${staff.join(', ')}`);
  return files;
}

/** A Workbox manifestTransform: keep the shell's entries, drop the rest. */
export function precacheShellOnly(outDir) {
  return async (entries) => {
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
    const keep = shellFilesOf(manifest);
    return { manifest: entries.filter((e) => keep.has(e.url)), warnings: [] };
  };
}
