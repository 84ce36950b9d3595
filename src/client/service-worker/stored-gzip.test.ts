import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { storedGzip } from './stored-gzip';

const SCRIPT = 'export const answer = 42;\n'.repeat(200);
const request = new Request('http://localhost/assets/index-abc.js');
const state = {};
const event = new Event('fetch') as ExtendableEvent;

function answer(body: string, type: string, status = 200) {
  return new Response(body, {
    status,
    headers: { 'content-type': type, 'content-length': String(body.length), 'cache-control': 'immutable' },
  });
}

const keep = (response: Response) => storedGzip.cacheWillUpdate!({ request, response, event, state });
const use = (cachedResponse: Response | undefined) =>
  storedGzip.cachedResponseWillBeUsed!({ request, cachedResponse, cacheName: 'assets', event, state });

describe('scripts and styles kept gzip-compressed', () => {
  it('keeps a script as gzip, typed as such, and serves it back as the script it was', async () => {
    const kept = (await keep(answer(SCRIPT, 'text/javascript; charset=utf-8')))!;
    expect(kept.headers.get('content-type')).toBe('application/gzip');
    expect(kept.headers.get('content-length')).toBeNull();
    const stored = Buffer.from(await kept.clone().arrayBuffer());
    expect(stored.length).toBeLessThan(SCRIPT.length / 10);
    expect(gunzipSync(stored).toString()).toBe(SCRIPT);

    const served = (await use(kept))!;
    expect(await served.text()).toBe(SCRIPT);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(served.headers.get('cache-control')).toBe('immutable');
    expect(served.headers.get('x-gzip-of')).toBeNull();
    expect(served.headers.get('content-length')).toBeNull();
  });

  it('compresses styles too, and leaves the page and other files as they came', async () => {
    expect((await keep(answer('body{}', 'text/css')))!.headers.get('content-type')).toBe('application/gzip');
    const page = (await keep(answer('<!doctype html>', 'text/html; charset=utf-8')))!;
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toBe('<!doctype html>');
  });

  it('keeps only answers of 200', async () => {
    expect(await keep(answer('gone', 'text/javascript', 404))).toBeNull();
    expect(await keep(new Response(null, { status: 204 }))).toBeNull();
  });

  it('serves a plain kept copy (kept before compression, or without the streams) as it is', async () => {
    const plain = answer(SCRIPT, 'text/javascript');
    expect(await use(plain)).toBe(plain);
    expect(await use(undefined)).toBeUndefined();
  });
});
