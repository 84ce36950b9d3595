// Vite's build manifest (dist/client/.vite/manifest.json), read the same way by the precache, the page's
// hints (decision 036) and the size check: what a chunk needs is its file, its styles and, recursively,
// every chunk it imports statically.

/**
 * Adds to `files` the files of the manifest entry `key` and of its static imports, in import order.
 * Returns `files`; an unknown key adds nothing.
 */
export function chunkFiles(manifest, key, files = new Set(), { styles = true } = {}) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  if (styles) for (const css of chunk.css ?? []) files.add(css);
  for (const dep of chunk.imports ?? []) chunkFiles(manifest, dep, files, { styles });
  return files;
}
