import { fileURLToPath } from 'node:url';

/** The import aliases of tsconfig.json's `paths`, for Vite and Vitest (esbuild and tsx read tsconfig itself). */
const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const aliases = [
  { find: /^@shared\//, replacement: dir('./src/shared/') },
  { find: /^@server\//, replacement: dir('./src/server/') },
  { find: /^@client\//, replacement: dir('./src/client/') },
  { find: /^@content\//, replacement: dir('./content/') },
];

/**
 * React's module names answered by Preact's compatibility layer, for the browser build only (decision
 * 030). Types, component tests and the server keep React itself.
 */
export const browserReact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];
