/// <reference lib="webworker" />
// The service worker (built by vite-plugin-pwa's injectManifest, which writes the precache list into
// self.__WB_MANIFEST): the shell precached (scripts/precache-shell.mjs), pages from the network with the
// shell as fallback, hashed chunks and the notes' pictures kept once used, class notes network first.
// Scripts and styles are kept gzip-compressed (stored-gzip.ts).
import { CLASS_NOTES_CACHE, CLASS_NOTES_PATH } from '@client/lib/offline-copies';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { addPlugins, cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { storedGzip } from './stored-gzip';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

// The page asks for the new worker when the student presses Update (OutOfDate.tsx).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The first worker takes the open page at once, so the screens opened after signing in are kept.
clientsClaim();

addPlugins([storedGzip]);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages come from the server, rendered with their answers (decision 039): the network first, never a kept
// copy of a page (it may carry a person's data); when the page cannot be had, the precached shell, which
// renders the screen from the answers kept on the phone. The shell is kept as it came (HTML is not
// compressed), so it is read straight from the cache.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && !/^\/(api|dev|healthz|readyz)(\/|$)/.test(url.pathname),
  new NetworkOnly({
    plugins: [
      {
        handlerDidError: async () =>
          (await caches.match('/index.html', { ignoreSearch: true })) ?? Response.error(),
      },
    ],
  }),
);

// Hashed file names never change content, so a kept copy is always right.
registerRoute(
  ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * 86_400, purgeOnQuotaError: true }),
      storedGzip,
    ],
  }),
);

// Class notes read offline: the network first (the server records the reading), the last copy when there
// is no signal. Without a plugin of its own, NetworkFirst keeps answers of 200 only (same origin).
registerRoute(
  ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith(CLASS_NOTES_PATH),
  new NetworkFirst({
    cacheName: CLASS_NOTES_CACHE,
    networkTimeoutSeconds: 6,
    plugins: [new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 60 * 60 * 24 * 60 })],
  }),
);

// The notes' pictures, kept once seen.
registerRoute(
  ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/learning/notes/'),
  new CacheFirst({
    cacheName: 'note-images',
    plugins: [new ExpirationPlugin({ maxEntries: 30, purgeOnQuotaError: true })],
  }),
);
