import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { aliases } from './aliases';
import { bundledPackages } from './scripts/bundled-packages.mjs';
import { precacheShellOnly } from './scripts/precache-shell.mjs';
import { screenChunks } from './scripts/screen-chunks.mjs';
import { CLASS_NOTES_CACHE, CLASS_NOTES_PATH } from './src/client/lib/offline-copies';

const chunks = screenChunks(resolve(import.meta.dirname, 'src/client'));

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  resolve: { alias: aliases },
  plugins: [
    react(),
    chunks.plugin,
    bundledPackages,
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      filename: 'service-worker.js',
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
      workbox: {
        // The shell only (scripts/precache-shell.mjs): a first visit to the sign-in page does not download
        // the staff console, the map or the help chat. Other chunks are kept once a screen has used them.
        // The manifest's icon is not precached: the page's icon is inline (index.html).
        globPatterns: ['**/*.{js,css,html}'],
        manifestTransforms: [precacheShellOnly('dist/client')],
        runtimeCaching: [
          {
            // Pages come from the server, rendered with their answers (decision 039): the network first,
            // never a kept copy of a page (it may carry a person's data); when the page cannot be had, the
            // precached shell, which renders the screen from the answers kept on the phone.
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && !/^\/(api|dev|healthz|readyz)(\/|$)/.test(url.pathname),
            handler: 'NetworkOnly',
            options: {
              plugins: [
                {
                  handlerDidError: async () =>
                    (await caches.match('/index.html', { ignoreSearch: true })) ?? Response.error(),
                },
              ],
            },
          },
          {
            // Hashed file names never change content, so a kept copy is always right.
            urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'assets',
              expiration: { maxEntries: 80, maxAgeSeconds: 30 * 86_400, purgeOnQuotaError: true },
            },
          },
          {
            // Class notes read offline: the network first (the server records the reading), the last copy
            // when there is no signal. A RegExp, not a function: the worker gets the pattern's value.
            urlPattern: new RegExp(`^https?://[^/?#]+${CLASS_NOTES_PATH}`),
            handler: 'NetworkFirst',
            options: {
              cacheName: CLASS_NOTES_CACHE,
              networkTimeoutSeconds: 6,
              expiration: { maxEntries: 20, maxAgeSeconds: 60 * 60 * 24 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // The notes' pictures, kept once seen.
            urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/learning/notes/'),
            handler: 'CacheFirst',
            options: { cacheName: 'note-images', expiration: { maxEntries: 30, purgeOnQuotaError: true } },
          },
        ],
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        // One worker file: the browser's update check revalidates one script instead of two.
        inlineWorkboxRuntime: true,
        // The first worker takes the open page at once, so the screens opened after signing in are kept.
        clientsClaim: true,
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
