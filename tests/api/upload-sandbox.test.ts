import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '@server/db/schema/index.js';
import { uploadPool, WORKER_MEMORY_MB } from '@server/sandbox/upload-work.js';
import { usePortal } from './harness.js';
import { operatorBombPdf, webmJunk, webmRecording } from './hostile-files.js';

const portal = usePortal({ RATE_LIMIT_PER_IP: '1000', WORK_QUEUE_PER_USER: '20' });
let grad: string;
let port: number;
let bomb: Buffer;

beforeAll(async () => {
  // Ten files from one graduate at once: the per-person cap must not be what answers here.
  grad = await portal.signIn('grad@example.org');
  bomb = operatorBombPdf();
  await portal.app.listen({ port: 0, host: '127.0.0.1' });
  port = (portal.app.server.address() as AddressInfo).port;
}, 120_000);

const freshLimits = () => portal.database.db.delete(rateLimits);

function multipart(fields: Record<string, string>, file: { name: string; type: string; data: Buffer }) {
  const boundary = `----portal${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

/** One HTTP request over a real socket, so the portal reads it as it would in production. */
function send(opts: {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  agent?: Agent;
}): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: opts.path,
        method: opts.method ?? 'GET',
        headers: opts.headers,
        agent: opts.agent ?? false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            headers: res.headers,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

const uploadPdf = (data: Buffer) => {
  const form = multipart({ folder: 'linkedinPdf' }, { name: 'profile.pdf', type: 'application/pdf', data });
  return send({
    method: 'POST',
    path: '/api/spaces',
    headers: { 'content-type': form.type, cookie: grad },
    body: form.body,
  });
};

/** Times /healthz every few milliseconds (and samples the process's memory) until `work` settles. */
async function watch(work: Promise<unknown>): Promise<{ worstMs: number; peakRss: number; polls: number }> {
  const agent = new Agent({ keepAlive: true });
  let busy = true;
  void work.finally(() => (busy = false));
  let worstMs = 0;
  let peakRss = process.memoryUsage().rss;
  let polls = 0;
  while (busy) {
    const started = performance.now();
    const res = await send({ path: '/healthz', agent });
    expect(res.status).toBe(200);
    worstMs = Math.max(worstMs, performance.now() - started);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    polls++;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  agent.destroy();
  return { worstMs, peakRss, polls };
}

const tooComplex =
  'This PDF is too complex for us to read. Export your profile again as a PDF, or upload a smaller one.';

describe('a PDF built to stall the parser (issue 38)', () => {
  // The machine running the tests is shared with other work, so one slow moment can come from elsewhere:
  // the best of three rounds must hold (the unsandboxed parser held /healthz for the whole upload).
  it('is refused with 422 within its deadline while /healthz keeps answering in under 200 ms', async () => {
    expect(bomb.length).toBeGreaterThan(100_000);
    const rounds: number[] = [];
    for (let round = 0; round < 3 && !rounds.some((worst) => worst < 200); round++) {
      await freshLimits();
      const started = performance.now();
      const upload = uploadPdf(bomb);
      const { worstMs, polls } = await watch(upload);
      const res = await upload;
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(res.status).toBe(422);
      expect(JSON.parse(res.body)).toMatchObject({
        code: 'UNPROCESSABLE',
        message: tooComplex,
        field: 'file',
      });
      expect(polls).toBeGreaterThan(0);
      rounds.push(worstMs);
    }
    expect(Math.min(...rounds)).toBeLessThan(200);
  }, 90_000);

  it('ten at once leave the portal answering, and its memory within the pool’s cap', async () => {
    const rounds: number[] = [];
    for (let round = 0; round < 3 && !rounds.some((worst) => worst < 200); round++) {
      await freshLimits();
      const before = process.memoryUsage().rss;
      const uploads = Promise.all(Array.from({ length: 10 }, () => uploadPdf(bomb)));
      const { worstMs, peakRss } = await watch(uploads);
      expect((await uploads).map((r) => r.status)).toEqual(Array(10).fill(422));
      // Each worker's heap is capped; what the pool may add to the process is that cap per worker, plus
      // the inflated bytes the cheap checks allow (24 MB) and the worker's code.
      const cap = uploadPool().size * (WORKER_MEMORY_MB + 24 + 64) * 1024 * 1024;
      expect(peakRss - before).toBeLessThan(cap);
      rounds.push(worstMs);
    }
    expect(Math.min(...rounds)).toBeLessThan(200);
  }, 180_000);

  it('still reads an ordinary PDF in the worker', async () => {
    await freshLimits();
    const small = operatorBombPdf(200);
    const res = await uploadPdf(small);
    expect(res.status).toBe(200);
  }, 30_000);
});

describe('recordings and photo dates (issue 38 item 8)', () => {
  const uploadAudio = (data: Buffer) => {
    const form = multipart(
      { folder: 'speakYourWorthAudios', durationMs: '12000' },
      { name: 'answer.webm', type: 'audio/webm;codecs=opus', data },
    );
    return send({
      method: 'POST',
      path: '/api/spaces',
      headers: { 'content-type': form.type, cookie: grad },
      body: form.body,
    });
  };

  it('refuses random bytes behind a WebM header with 422, and keeps a real recording', async () => {
    await freshLimits();
    const junk = await uploadAudio(webmJunk(48_000));
    expect(junk.status).toBe(422);
    expect(JSON.parse(junk.body)).toMatchObject({
      code: 'UNPROCESSABLE',
      message: 'This file is not a recording we can play. Please record your answer again.',
    });
    const real = await uploadAudio(webmRecording(48_000));
    expect(real.status).toBe(200);
  });

  it('refuses a profile-photo date from year 0432 or from next week', async () => {
    const patch = (date: string) =>
      portal.app.inject({
        method: 'PATCH',
        url: '/api/usersMetrics',
        headers: { cookie: grad },
        payload: { profilePhotoUploadDate: date },
      });
    for (const date of ['0432-05-01T00:00:00.000Z', new Date(Date.now() + 7 * 86_400_000).toISOString()]) {
      const res = await patch(date);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'The photo date must be a real date between 2020 and today.',
        field: 'profilePhotoUploadDate',
      });
    }
    expect((await patch(new Date().toISOString())).statusCode).toBe(200);
  });
});
