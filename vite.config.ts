import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { aliases } from './aliases';
import { bundledPackages } from './scripts/bundled-packages.mjs';
import { precacheShellOnly } from './scripts/precache-shell.mjs';
import { screenChunks } from './scripts/screen-chunks.mjs';
import { scriptsAfterStyles } from './scripts/script-priority.mjs';

/** The worker's minifier options (its build takes only a minifier's name from the PWA options). */
const workerTerserOptions = {
  name: 'worker-terser-options',
  config: () => ({
    build: {
      terserOptions: {
        mangle: { toplevel: true, properties: { regex: /(^_|_$)/, reserved: ['__WB_MANIFEST'] } },
      },
    },
  }),
};

const chunks = screenChunks(resolve(import.meta.dirname, 'src/client'));

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  resolve: { alias: aliases },
  plugins: [
    react(),
    chunks.plugin,
    bundledPackages,
    scriptsAfterStyles,
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      filename: 'service-worker.ts',
      includeManifestIcons: false,
      manifest: {
        name: 'Freeway Student Portal',
        short_name: 'Freeway',
        description: 'Your steps from orientation to a CDL-A and a trucking job.',
        theme_color: '#0a6b3a',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
      },
      // A worker of our own (src/client/service-worker/service-worker.ts): Workbox's routes and strategies,
      // with scripts and styles kept gzip-compressed in Cache Storage (issue 43, decision 039).
      strategies: 'injectManifest',
      srcDir: 'service-worker',
      injectManifest: {
        // The shell only (scripts/precache-shell.mjs): a first visit to the sign-in page does not download
        // the staff console, the map or the help chat. Other chunks are kept once a screen has used them.
        // The manifest's icon is not precached: the page's icon is inline (index.html).
        globPatterns: ['**/*.{js,css,html}'],
        manifestTransforms: [precacheShellOnly('dist/client')],
        // One classic script: the page registers it without `type: 'module'`.
        rollupFormat: 'iife',
        // Workbox's private members end or start with "_": Terser shortens them, as Workbox's own build does.
        minify: 'terser',
        buildPlugins: { vite: [workerTerserOptions] },
      },
    }),
  ],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: false,
    manifest: true,
    // Every browser the portal supports preloads modules itself; the polyfill only costs start-up time.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: chunks.codeSplitting } },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' } },
});
