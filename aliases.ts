import { fileURLToPath } from 'node:url';

/** The import aliases of tsconfig.json's `paths`, for Vite and Vitest (esbuild and tsx read tsconfig itself). */
const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const aliases = [
  { find: /^@shared\//, replacement: dir('./src/shared/') },
  { find: /^@server\//, replacement: dir('./src/server/') },
  { find: /^@client\//, replacement: dir('./src/client/') },
  { find: /^@content\//, replacement: dir('./content/') },
];
