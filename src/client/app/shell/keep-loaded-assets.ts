/** The worker's cache of hashed chunks (vite.config.ts runtimeCaching). */
const ASSET_CACHE = 'assets';

/**
 * The first worker starts after the page has loaded its code, so the chunks of that first visit went
 * past it. Once it is active, they are put in its cache from the browser's own copy (hashed files are
 * cached for a year), so the screens of that visit open without signal later. Nothing is downloaded that
 * the page did not already load.
 */
export async function keepLoadedAssets(): Promise<void> {
  if (!('caches' in window)) return;
  await navigator.serviceWorker.ready;
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.href);
  const cache = await caches.open(ASSET_CACHE);
  for (const url of new Set(urls)) {
    if (await caches.match(url)) continue;
    await cache.add(url).catch(() => {
      // Gone from the browser's copy and no signal: it is kept the next time a screen uses it.
    });
  }
}
