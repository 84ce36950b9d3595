import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '@server/db/schema/index.js';
import { usePortal, ROOMY_LIMITS } from './harness.js';
import { uploadTo } from './uploads.js';

const portal = usePortal(ROOMY_LIMITS);
let training: string;
/** 50 × 800,000 pixels: under the 50-megapixel cap, a few hundred KB compressed, 1:16,000 in shape. */
let needle: Buffer;

beforeAll(async () => {
  training = await portal.signIn('training@example.org');
  needle = await sharp({ create: { width: 50, height: 800_000, channels: 3, background: '#808080' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}, 120_000);

/**
 * Limits count per signed-in person, whatever the address: the route's 10 a minute are reset before each
 * call, so the limit never answers first.
 */
const freshLimits = () => portal.database.db.delete(rateLimits);
const analyse = async (imageData: Buffer, imageType = 'image/png') => {
  await freshLimits();
  return portal.app.inject({
    method: 'POST',
    url: '/api/open-ai/analyze-profile-image',
    headers: { cookie: training },
    payload: { imageData: imageData.toString('base64'), imageType },
  });
};

const uploadPhoto = (data: Buffer, type = 'image/png') =>
  uploadTo(portal, training, 'profilePhoto', { name: 'photo.png', type, data });

/** One HTTP request over a real socket; the status and body once it has all arrived. */
function send(opts: {
  port: number;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  agent?: Agent;
  localAddress?: string;
}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: opts.port,
        path: opts.path,
        method: opts.method ?? 'GET',
        headers: opts.headers,
        agent: opts.agent ?? false,
        localAddress: opts.localAddress,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

const narrowMessage =
  'This photo is too long and narrow. Please use a photo whose long side is at most 10 times its short side.';

describe('image bombs', () => {
  it('refuses a 50 × 800,000 PNG for analysis at once, with a clear message', async () => {
    const started = performance.now();
    const res = await analyse(needle);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(narrowMessage);
  }, 30_000);

  it('keeps /healthz under 100 ms over HTTP while ten of them arrive together', async () => {
    // A real socket, so each request is read and parsed as it arrives, as in production.
    await portal.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = portal.app.server.address() as AddressInfo;
    const body = JSON.stringify({ imageData: needle.toString('base64'), imageType: 'image/png' });
    const agent = new Agent({ keepAlive: true });

    /** Times /healthz every few milliseconds until `work` settles; the slowest answer. */
    async function worstHealthzDuring(work: Promise<unknown>): Promise<number> {
      let busy = true;
      void work.finally(() => (busy = false));
      let worst = 0;
      while (busy) {
        const started = performance.now();
        await send({ port, agent, path: '/healthz' });
        worst = Math.max(worst, performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return worst;
    }

    // The machine is shared with other work, so one slow moment can come from elsewhere: the best of
    // three rounds must hold (the old code stalled /healthz for seconds in every round). Each round
    // starts with fresh limits, since all ten come from one signed-in student.
    const rounds: number[] = [];
    for (let round = 0; round < 3 && !rounds.some((worst) => worst < 100); round++) {
      await freshLimits();
      const started = performance.now();
      const bombs = Promise.all(
        Array.from({ length: 10 }, () =>
          send({
            port,
            localAddress: `127.0.0.${20 + round}`,
            method: 'POST',
            path: '/api/open-ai/analyze-profile-image',
            headers: { 'content-type': 'application/json', cookie: training },
            body,
          }),
        ),
      );
      rounds.push(await worstHealthzDuring(bombs));
      expect((await bombs).map((a) => a.status)).toEqual(Array(10).fill(400));
      expect(performance.now() - started).toBeLessThan(5000);
    }
    agent.destroy();
    expect(Math.min(...rounds)).toBeLessThan(100);
  }, 60_000);

  it('refuses the same shape as a profile photo upload', async () => {
    const res = await uploadPhoto(needle);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(narrowMessage);
  }, 30_000);

  it('refuses SVG, GIF and WebP sent as image/png, by their bytes', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800"><rect width="100%" height="100%" fill="#ccc"/></svg>',
    );
    const base = sharp({ create: { width: 600, height: 800, channels: 3, background: '#cccccc' } });
    const gif = await base.clone().gif().toBuffer();
    const webp = await base.clone().webp().toBuffer();
    for (const [bytes, type] of [
      [svg, 'image/svg+xml'],
      [gif, 'image/gif'],
      [webp, 'image/webp'],
    ] as const) {
      const res = await analyse(bytes, 'image/png');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        `File type "${type}" is not supported. Please use: image/jpeg, image/jpg, image/png.`,
      );
      const up = await uploadPhoto(bytes, 'image/png');
      expect(up.statusCode).toBe(415);
      expect(up.json().message).toContain(`File type "${type}" is not supported.`);
    }
  });

  it('still rates an ordinary wide photo, without enlarging a small one', async () => {
    const small = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#a0a0a0' } })
      .png()
      .toBuffer();
    expect((await analyse(small)).statusCode).toBe(200);
    const wide = await sharp({ create: { width: 2000, height: 300, channels: 3, background: '#a0a0a0' } })
      .jpeg()
      .toBuffer();
    expect((await analyse(wide, 'image/jpeg')).statusCode).toBe(200);
  });
});
