import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screenPreloadsFor } from '@shared/screen-preloads.js';
import { chunkFiles, type Manifest } from '@shared/manifest-files.mjs';

/**
 * Preload links for the page a signed-in screen is opened on (decision 036): the screen's chunks, which
 * the app would otherwise discover only after its entry has run, and its first answers, which it would ask
 * for only after that. Without a session cookie the page names no answers: they would be refused.
 */
export function screenHints(clientDir: string): (path: string, signedIn: boolean) => string {
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  // The entry's own imports are already named by index.html.
  const inEntry = chunkFiles(manifest, 'index.html', new Set(), { styles: false });
  const modulesCache = new Map<string, string>();

  function moduleLinks(keys: string[]): string {
    const id = keys.join(' ');
    let links = modulesCache.get(id);
    if (links === undefined) {
      const files = new Set(
        keys.flatMap((key) => [...chunkFiles(manifest, key, new Set(), { styles: false })]),
      );
      for (const f of inEntry) files.delete(f);
      links = [...files].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('');
      modulesCache.set(id, links);
    }
    return links;
  }

  return (path, signedIn) => {
    const preload = screenPreloadsFor(path);
    if (!preload) return '';
    const data = signedIn
      ? preload.data.map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`).join('')
      : '';
    return moduleLinks(preload.modules) + data;
  };
}

/**
 * The styles and code of the screens a page rendered on the server drew (decision 039), as links for its
 * head: without them a screen whose styles come with its code would show unstyled until its script ran.
 * `already`: the page as sent so far, whose links are not named twice.
 */
export function drawnScreenLinks(clientDir: string): (keys: string[], already: string) => string {
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const inEntry = chunkFiles(manifest, 'index.html');
  return (keys, already) => {
    const files = new Set(keys.flatMap((key) => [...chunkFiles(manifest, key)]));
    return [...files]
      .filter((f) => !inEntry.has(f) && !already.includes(`/${f}"`))
      .map((f) =>
        f.endsWith('.css')
          ? `<link rel="stylesheet" crossorigin href="/${f}">`
          : `<link rel="modulepreload" crossorigin href="/${f}">`,
      )
      .join('');
  };
}
