import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { resolve } from 'node:path';
import { aliases } from './aliases';
import { screenKeys } from './scripts/screen-keys.mjs';

/** The server's build of the pages (decision 039): src/client/app/server-page.tsx into dist/ssr. */
export default defineConfig({
  root: 'src/client',
  resolve: { alias: aliases },
  plugins: [
    screenKeys(resolve(import.meta.dirname, 'src/client')),
    react(),
    {
      // The worker registers in the browser only (OutOfDate's effect, which the server never runs).
      name: 'no-worker-on-the-server',
      resolveId: (id) => (id === 'virtual:pwa-register' ? '\0no-worker' : null),
      load: (id) =>
        id === '\0no-worker' ? 'export const registerSW = () => () => Promise.resolve();' : null,
    },
  ],
  build: {
    ssr: 'app/server-page.tsx',
    outDir: '../../dist/ssr',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    // The public folder is the browser's; the server reads it from dist/client.
    copyPublicDir: false,
  },
});
