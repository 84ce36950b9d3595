/**
 * The first worker starts after the page has loaded its code, so the chunks of that first visit went
 * past it. Once it is active, it is asked to keep them (Workbox's CACHE_URLS message): each goes through
 * the worker's own route for /assets/, which takes it from the browser's copy (hashed files are cached for
 * a year) and keeps it as every other chunk, compressed (service-worker/stored-gzip.ts). Chunks it already
 * holds are left as they are, so the screens of that visit open without signal later and nothing is
 * downloaded that the page did not already load.
 */
export async function keepLoadedAssets(): Promise<void> {
  const { active } = await navigator.serviceWorker.ready;
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.href);
  if (active && urls.length)
    active.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [...new Set(urls)] } });
}
