import type { WorkboxPlugin } from 'workbox-core';

/**
 * A kept copy whose body is gzip says so in its own headers: its type is application/gzip (so the browser
 * does not take it for a script to compile when it is kept) and this header holds the type it is served
 * with. The header stays in the cache: the page's copy never carries it.
 */
const GZIP_OF = 'x-gzip-of';

const compressible = (type: string) => /^(text\/css|(text|application)\/javascript)\b/.test(type);

/** The same answer with another body and type: no length or encoding of the old body is carried over. */
function withBody(response: Response, body: ReadableStream<Uint8Array>, type: string, gzipOf?: string) {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  headers.set('content-type', type);
  if (gzipOf) headers.set(GZIP_OF, gzipOf);
  else headers.delete(GZIP_OF);
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Keeps scripts and styles gzip-compressed in Cache Storage and hands them out as they came (issue 43):
 * the shell is about a third of its size on the phone. Only answers of 200 are kept, as Workbox does
 * without a plugin. A browser without the compression streams keeps and reads plain copies.
 */
export const storedGzip: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    const type = response.headers.get('content-type') ?? '';
    if (typeof CompressionStream === 'undefined' || !response.body || !compressible(type)) return response;
    const gzip = response.body.pipeThrough(new CompressionStream('gzip'));
    return withBody(response, gzip, 'application/gzip', type);
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    const type = cachedResponse?.headers.get(GZIP_OF);
    if (!cachedResponse || !type) return cachedResponse;
    // Kept compressed by a browser that can no longer read it: the network answers instead.
    if (typeof DecompressionStream === 'undefined' || !cachedResponse.body) return null;
    return withBody(cachedResponse, cachedResponse.body.pipeThrough(new DecompressionStream('gzip')), type);
  },
};
