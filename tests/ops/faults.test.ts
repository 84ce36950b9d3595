import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeSmtp } from '../api/fake-smtp.js';
import { startFakeVendors, vendorEnv } from '../api/fake-vendors.js';
import {
  killAll,
  scratchDatabase,
  signIn,
  startDbProxy,
  startInstance,
  until,
  type Instance,
} from './cluster.js';

/**
 * Faults on loopback, each bounded in time: a crash during writes, a stop under load, provider and
 * database outages, an upload cut off half-way. FAULT_OUTAGE_SECONDS shortens "a provider down for a
 * minute" (default 20 s; the retry ladder has the same shape at any length).
 */
const OUTAGE_SECONDS = Number(process.env.FAULT_OUTAGE_SECONDS ?? 20);
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  killAll();
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
});

const baseEnv = () => ({
  SESSION_SECRET: randomBytes(32).toString('hex'),
  FILE_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  PORTAL_DEMO: '1',
  RATE_LIMIT_PER_IP: '10000',
  CODES_PER_ADDRESS: '100',
  JOB_RETRY_DELAY_SECONDS: '1',
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Writes page views one after another on `workers` connections until stopped; returns the acknowledged paths. */
function writeStream(base: string, cookie: string, workers: number) {
  const acked: string[] = [];
  let stopped = false;
  let n = 0;
  const loops = Array.from({ length: workers }, async () => {
    while (!stopped) {
      const path = `/crash/${n++}`;
      try {
        const res = await fetch(`${base}/api/pageviews`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ path }),
        });
        if (res.status === 200) acked.push(path);
      } catch {
        return; // the server is gone
      }
    }
  });
  return {
    acked,
    sent: () => n,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

describe('kill -9 during a stream of writes loses no acknowledged write', () => {
  it('on PostgreSQL', async () => {
    const db = await scratchDatabase();
    cleanups.push(() => db.drop());
    const env = { ...baseEnv(), DATABASE_URL: db.url, DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-f1-')) };
    const first = await startInstance(env);
    const cookie = await signIn('school@example.org', { request: first.url });
    const stream = writeStream(first.url, cookie, 8);
    await sleep(1500);
    first.child.kill('SIGKILL');
    await stream.stop();
    expect(stream.acked.length).toBeGreaterThan(20);
    await startInstance(env).then((i) => i.stop());
    const rows = await db.query<{ path: string }>(`select path from page_views where path like '/crash/%'`);
    const stored = new Set(rows.map((r) => r.path));
    expect(stream.acked.filter((p) => !stored.has(p))).toEqual([]);
  });

  it('on embedded PGlite, and the restarted process takes over the dead one’s lock', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-f1-pglite-'));
    const env = { ...baseEnv(), DATA_DIR: dataDir };
    const first = await startInstance(env);
    const cookie = await signIn('school@example.org', { request: first.url });
    const stream = writeStream(first.url, cookie, 4);
    await sleep(1500);
    first.child.kill('SIGKILL');
    await stream.stop();
    expect(stream.acked.length).toBeGreaterThan(10);
    const second = await startInstance(env);
    expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
    expect(await second.stop()).toBe(0);
    const pglite = new PGlite(dataDir);
    try {
      const { rows } = await pglite.query<{ path: string }>(
        `select path from page_views where path like '/crash/%'`,
      );
      const stored = new Set(rows.map((r) => r.path));
      expect(stream.acked.filter((p) => !stored.has(p))).toEqual([]);
    } finally {
      await pglite.close();
    }
  });
});

describe('SIGTERM under load', () => {
  it('answers every request sent before the signal without a 5xx and exits within 10 s', async () => {
    const db = await scratchDatabase();
    cleanups.push(() => db.drop());
    const portal = await startInstance({
      ...baseEnv(),
      DATABASE_URL: db.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-f2-')),
    });
    const cookie = await signIn('school@example.org', { request: portal.url });
    const results: { startedAt: number; status: number | 'refused' }[] = [];
    let stopped = false;
    const loops = Array.from({ length: 16 }, async (_, i) => {
      while (!stopped) {
        const startedAt = Date.now();
        try {
          const res =
            i % 2
              ? await fetch(`${portal.url}/api/user/session`, { headers: { cookie } })
              : await fetch(`${portal.url}/api/pageviews`, {
                  method: 'POST',
                  headers: { cookie, 'content-type': 'application/json' },
                  body: JSON.stringify({ path: `/load/${startedAt}` }),
                });
          await res.arrayBuffer();
          results.push({ startedAt, status: res.status });
        } catch {
          results.push({ startedAt, status: 'refused' });
          await sleep(20);
        }
      }
    });
    await sleep(2000);
    const signalAt = Date.now();
    portal.child.kill('SIGTERM');
    const code = await Promise.race([portal.exited, sleep(10_000).then(() => 'still running')]);
    const exitedAfter = Date.now() - signalAt;
    stopped = true;
    await Promise.all(loops);
    expect(code).toBe(0);
    expect(exitedAfter).toBeLessThan(10_000);
    // A request sent well before the signal was in flight or done: it must have its answer, never a 5xx.
    const before = results.filter((r) => r.startedAt < signalAt - 50);
    expect(before.length).toBeGreaterThan(100);
    expect(before.filter((r) => r.status === 'refused' || r.status >= 500)).toEqual([]);
    // After the signal a request is either answered or turned away (503 or refused), never left hanging.
    const after = results.filter((r) => r.startedAt >= signalAt);
    expect(after.every((r) => r.status === 'refused' || r.status === 503 || r.status < 500)).toBe(true);
  });
});

describe('providers down, then back', () => {
  it(`loses no e-mail, text or ticket and sends none twice after a ${OUTAGE_SECONDS} s outage`, async () => {
    const db = await scratchDatabase();
    cleanups.push(() => db.drop());
    const smtp = await startFakeSmtp({ user: 'portal', pass: 'smtp-pass' });
    const vendors = await startFakeVendors();
    cleanups.push(
      () => smtp.close(),
      () => vendors.close(),
    );
    const portal = await startInstance({
      ...baseEnv(),
      ...vendorEnv(vendors),
      SMTP_URL: smtp.url,
      DATABASE_URL: db.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-f3-')),
    });
    const codeFromSmtp = async (email: string) => {
      await until(() => smtp.to(email).length > 0, 20_000, `mail to ${email}`);
      return /\b(\d{6})\b/.exec(smtp.to(email).at(-1)!.text)![1]!;
    };
    const cookie = await signIn('school@example.org', { request: portal.url, codeOf: codeFromSmtp });
    const mailsBefore = smtp.mails.length;

    smtp.down = true;
    vendors.down.add('twilio').add('zendesk');
    const outageStart = Date.now();
    const post = (path: string, body: object, headers: Record<string, string> = {}) =>
      fetch(`${portal.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const emails = ['new@example.org', 'setup@example.org', 'grad@example.org'];
    const phones = ['3125550101', '3125550102', '3125550107'];
    for (const to of emails) expect((await post('/api/sendgrid/sendToken', { to })).status).toBe(200);
    for (const phone of phones) expect((await post('/api/twilio/sendToken', { phone })).status).toBe(200);
    const ticketIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await post(
        '/api/zendesk/createTicket',
        { subject: 'Help chat question', body: `Outage question ${i}`, group_id: 'Success', tags: [] },
        { cookie },
      );
      expect(res.status).toBe(200);
      ticketIds.push(((await res.json()) as { id: string }).id);
    }
    await until(() => vendors.refused.twilio >= 3 && vendors.refused.zendesk >= 3, 20_000, 'failed attempts');
    await sleep(Math.max(0, OUTAGE_SECONDS * 1000 - (Date.now() - outageStart)));
    smtp.down = false;
    vendors.down.clear();

    await until(
      () =>
        smtp.mails.length - mailsBefore >= emails.length &&
        vendors.sms.length >= phones.length &&
        vendors.tickets.length >= 3,
      OUTAGE_SECONDS * 1000 + 60_000,
      'deliveries after the outage',
    );
    await sleep(3000);
    const mails = smtp.mails.slice(mailsBefore);
    expect(mails.flatMap((m) => m.to).sort()).toEqual([...emails].sort());
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(emails.length);
    expect(vendors.sms.map((m) => m.to).sort()).toEqual(phones.map((p) => `+1${p}`).sort());
    expect(vendors.tickets.map((t) => t.ticket.external_id).sort()).toEqual([...ticketIds].sort());
    const open = await db.query<{ n: number }>(
      `select count(*)::int as n from tickets where external_id is null`,
    );
    expect(open[0]!.n).toBe(0);
  });
});

describe('the database down, then back', () => {
  it('answers /readyz 503 and API calls 503 while it is down, and recovers by itself', async () => {
    const db = await scratchDatabase();
    cleanups.push(() => db.drop());
    const proxy = await startDbProxy();
    cleanups.push(() => proxy.close());
    const portal: Instance = await startInstance({
      ...baseEnv(),
      DATABASE_URL: proxy.via(db.url),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-f4-')),
    });
    const cookie = await signIn('school@example.org', { request: portal.url });
    const status = async (path: string) =>
      (await fetch(`${portal.url}${path}`, { headers: { cookie } }).catch(() => null))?.status ?? 0;
    expect(await status('/readyz')).toBe(200);

    await proxy.down();
    await until(async () => (await status('/readyz')) === 503, 15_000, '/readyz 503');
    expect(await status('/api/user/session')).toBe(503);
    expect(await status('/healthz')).toBe(200);
    await sleep(3000);

    await proxy.up();
    await until(async () => (await status('/readyz')) === 200, 30_000, '/readyz 200 again');
    expect(await status('/api/user/session')).toBe(200);
    expect(portal.child.exitCode).toBeNull();
  });
});

describe('an upload cut off half-way', () => {
  it('leaves no row, no stored file and no spooled file', async () => {
    const db = await scratchDatabase();
    cleanups.push(() => db.drop());
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-f5-'));
    const scratch = mkdtempSync(join(tmpdir(), 'portal-f5-tmp-'));
    const portal = await startInstance({
      ...baseEnv(),
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      TMPDIR: scratch,
    });
    // Uploads spool in the data folder's spool, or (with no data folder of its own) a private scratch spool.
    const spools = () =>
      [join(dataDir, 'spool'), ...readdirSync(scratch).map((d) => join(scratch, d, 'spool'))].filter((d) =>
        existsSync(d),
      );
    const spooled = () => spools().flatMap((d) => readdirSync(d).filter((f) => f.startsWith('upload-')));
    const cookie = await signIn('school@example.org', { request: portal.url });
    const filesBefore = readdirSync(join(dataDir, 'files')).sort();
    const { n: rowsBefore } = (await db.query<{ n: number }>(`select count(*)::int as n from uploads`))[0]!;

    const photo = await sharp(randomBytes(1200 * 1200 * 3), {
      raw: { width: 1200, height: 1200, channels: 3 },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    const boundary = `----portal${randomBytes(8).toString('hex')}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="folder"\r\n\r\ncdlALicense\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cdl.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const { port } = new URL(portal.url);
    let spooling = false;
    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/spaces',
        headers: {
          cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + photo.length + tail.length,
        },
      });
      req.on('error', () => resolve());
      req.on('response', () => resolve());
      req.write(head);
      req.write(photo.subarray(0, photo.length / 2), () => {
        // Half the photo is sent: the phone loses its signal.
        setTimeout(() => {
          spooling = spooled().length > 0;
          req.destroy();
          resolve();
        }, 300);
      });
    });
    await sleep(2000);
    // The cut came while the server was receiving the photo, not before it started.
    expect(spooling).toBe(true);
    const { n: rowsAfter } = (await db.query<{ n: number }>(`select count(*)::int as n from uploads`))[0]!;
    expect(rowsAfter).toBe(rowsBefore);
    expect(readdirSync(join(dataDir, 'files')).sort()).toEqual(filesBefore);
    expect(spooled()).toEqual([]);
    // The portal is fine: a whole upload after it works.
    expect((await fetch(`${portal.url}/readyz`)).status).toBe(200);
  });
});
