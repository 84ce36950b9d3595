import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD } from '@server/plugins/compression.js';
import { usePortal } from './harness.js';

const portal = usePortal({ PUBLIC_URL: 'http://portal.example.org' });
let student: string;
beforeAll(async () => {
  student = await portal.signIn('school@example.org');
});

const get = (url: string, acceptEncoding?: string) =>
  portal.app.inject({
    url,
    headers: {
      cookie: student,
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
  });

describe('compressed answers', () => {
  const big = '/api/programSteps/welcome';

  it('sends a large JSON answer brotli when asked, and it decodes to the same JSON', async () => {
    const plain = await get(big);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    const br = await get(big, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    // Compression changes the bytes, not the headers an API answer needs.
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends gzip to a caller that takes only gzip', async () => {
    const plain = await get(big);
    const gz = await get(big, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends plain JSON without Accept-Encoding, or with identity only', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await get(big, accept);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(Array.isArray(res.json()) || typeof res.json() === 'object').toBe(true);
    }
  });

  it('leaves an answer under the threshold as it is', async () => {
    // A refusal of a few bytes from a route that compresses its larger answers.
    const res = await get('/api/programSteps/nowhere', 'br, gzip');
    expect(res.statusCode).toBe(400);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toHaveProperty('code', 'VALIDATION');
  });

  it('never compresses a file that is compressed already (a PDF)', async () => {
    const res = await get('/api/learning/pdfs/non_driving_activities', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('never inflates a request body sent with Content-Encoding', async () => {
    const res = await portal.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: { cookie: student, 'content-encoding': 'gzip', 'content-type': 'application/json' },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
