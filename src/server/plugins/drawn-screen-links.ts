import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chunkFiles, type Manifest } from '@shared/manifest-files.mjs';

/**
 * The styles and code of the screens a page rendered on the server drew (decision 039), as links for its
 * head: without them a screen whose styles come with its code would show unstyled until its script ran,
 * and its code would be found only once the entry had run. `already`: the page as sent so far, whose links
 * are not named twice.
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
          : // Low priority, as the page's own script (scripts/script-priority.mjs): the screen is drawn already.
            `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${f}">`,
      )
      .join('');
  };
}
