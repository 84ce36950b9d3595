import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, documents, payouts } from '@server/db/schema/index.js';
import { startTestPortal, type TestPortal } from './harness.js';

/**
 * Endorsements end to end through the API: a graduate sends the proof of an endorsement to its folder,
 * a coach approves or sends it back in the document queue (audited by name), and only then may the
 * graduate ask for the endorsement payout, once.
 */
let portal: TestPortal;
let filesDir: string;
let grad: string;
let school: string;
let coach: string;

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'portal-endorse-test-'));
  portal = await startTestPortal(
    { RATE_LIMIT_PER_IP: '1000', CODES_PER_ADDRESS: '100' },
    { filesDir: join(filesDir, 'files') },
  );
  [grad, school, coach] = await Promise.all([
    portal.signIn('grad@example.org'),
    portal.signIn('school@example.org'),
    portal.signIn('coach@example.org'),
  ]);
});
afterAll(async () => {
  await portal.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const inject = (opts: InjectOptions) => portal.app.inject(opts);
const db = () => portal.database.db;

const photo = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#7a8a9a' } })
    .jpeg()
    .toBuffer();

async function upload(cookie: string, folder: string, key = randomUUID()) {
  const boundary = `----portal${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="folder"\r\n\r\n${folder}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cdl.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    await photo(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return inject({
    method: 'POST',
    url: '/api/spaces',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      cookie,
      'idempotency-key': key,
    },
    payload,
  });
}

const endorsements = (cookie?: string) =>
  inject({ url: '/api/documents/endorsements', headers: cookie ? { cookie } : {} });
const stateOf = async (kind: string) =>
  (
    (await endorsements(grad)).json() as { endorsements: { kind: string; state: string }[] }
  ).endorsements.find((e) => e.kind === kind);
const requestPayout = (cookie: string | null, key: string = randomUUID()) =>
  inject({
    method: 'POST',
    url: '/api/paypal/requestBonusPayout',
    payload: { reason: 'endorsement', email: 'andre.pay@example.org' },
    headers: { ...(cookie ? { cookie } : {}), 'idempotency-key': key },
  });
const queue = async () =>
  (await inject({ url: '/api/admin/documents', headers: { cookie: coach } })).json() as {
    id: string;
    folder: string;
    student: { firstName: string };
  }[];
const decide = (id: string, verb: 'approve' | 'reject', cookie: string, reason?: string) =>
  inject({
    method: 'POST',
    url: `/api/admin/documents/${id}/${verb}`,
    headers: { cookie },
    ...(reason ? { payload: { reason } } : {}),
  });

describe('GET /api/documents/endorsements', () => {
  it('answers the owner with the four endorsements, none sent yet, and no payout yet', async () => {
    const res = await endorsements(grad);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      endorsements: [
        { kind: 'hazmat', folder: 'endorsementHazmat', state: 'incomplete', sentBack: null },
        { kind: 'tankers', folder: 'endorsementTankers', state: 'incomplete', sentBack: null },
        {
          kind: 'doublesTriples',
          folder: 'endorsementDoublesTriples',
          state: 'incomplete',
          sentBack: null,
        },
        { kind: 'twic', folder: 'endorsementTWIC', state: 'incomplete', sentBack: null },
      ],
      payoutReady: false,
    });
  });

  it('answers only for the caller: anonymous gets 401, a coach 403, another student their own', async () => {
    expect((await endorsements()).statusCode).toBe(401);
    expect((await endorsements(coach)).statusCode).toBe(403);
    await db()
      .update(documents)
      .set({ endorsementTankersStatus: 'complete' })
      .where(eq(documents.userId, await portal.idOf('grad@example.org')));
    const other = (await endorsements(school)).json() as {
      payoutReady: boolean;
      endorsements: { state: string }[];
    };
    expect(other.payoutReady).toBe(false);
    expect(other.endorsements.every((e) => e.state === 'incomplete')).toBe(true);
    await db()
      .update(documents)
      .set({ endorsementTankersStatus: 'incomplete' })
      .where(eq(documents.userId, await portal.idOf('grad@example.org')));
  });
});

describe('endorsement proof and payout', () => {
  it('refuses the endorsement payout before any endorsement is approved, and records nothing', async () => {
    const quote = await inject({ url: '/api/paypal/quote/endorsement', headers: { cookie: grad } });
    expect(quote.json().notYet).toMatch(/once a coach approves it/);
    const res = await requestPayout(grad);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'First upload a photo of your endorsement. You can ask for this payout once a coach approves it.',
    );
    const rows = await db()
      .select()
      .from(payouts)
      .where(eq(payouts.userId, await portal.idOf('grad@example.org')));
    expect(rows).toHaveLength(0);
  });

  it('a sent-back proof shows the reason; a pending one still does not open the payout', async () => {
    const sent = await upload(grad, 'endorsementHazmat');
    expect(sent.statusCode).toBe(200);
    expect((await stateOf('hazmat'))?.state).toBe('pending');
    expect((await requestPayout(grad)).statusCode).toBe(403);
    // Another student cannot decide; a coach sends it back with a reason.
    const item = (await queue()).find((i) => i.folder === 'endorsementHazmat')!;
    expect(item.student.firstName).toBe('Andre');
    expect((await decide(item.id, 'approve', school)).statusCode).toBe(403);
    expect((await decide(item.id, 'reject', coach, 'The H does not show')).statusCode).toBe(200);
    const res = (await endorsements(grad)).json() as {
      endorsements: { kind: string; state: string; sentBack: { reason: string } | null }[];
    };
    expect(res.endorsements[0]).toMatchObject({
      kind: 'hazmat',
      state: 'sentBack',
      sentBack: { reason: 'The H does not show' },
    });
  });

  it('after a coach approves one, the payout may be asked for, once, whatever the taps', async () => {
    expect((await upload(grad, 'endorsementTankers')).statusCode).toBe(200);
    const item = (await queue()).find((i) => i.folder === 'endorsementTankers')!;
    expect((await decide(item.id, 'approve', coach)).statusCode).toBe(200);
    const audit = await inject({ url: '/api/admin/audit', headers: { cookie: coach } });
    expect(JSON.stringify(audit.json())).toContain('Approved Tankers Endorsement of Andre Williams');
    expect(JSON.stringify(audit.json())).toContain(
      'Sent back Hazmat Endorsement of Andre Williams (The H does not show)',
    );

    expect((await stateOf('tankers'))?.state).toBe('approved');
    expect((await endorsements(grad)).json().payoutReady).toBe(true);
    const quote = await inject({ url: '/api/paypal/quote/endorsement', headers: { cookie: grad } });
    expect(quote.json()).toMatchObject({ reason: 'endorsement', amount: null, notYet: null });

    // Another student (not a graduate, no approved endorsement) is still refused; anonymous callers get 401.
    expect((await requestPayout(school)).statusCode).toBe(403);
    expect((await requestPayout(null)).statusCode).toBe(401);

    const key = randomUUID();
    const [a, b] = await Promise.all([requestPayout(grad, key), requestPayout(grad, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().uuid).toBe(b.json().uuid);
    expect(a.json()).toMatchObject({ reason: 'endorsement', amount: null, status: 'pending' });
    // A new tap with a new key while it waits: refused, still one payout.
    expect((await requestPayout(grad)).statusCode).toBe(409);
    const rows = await db()
      .select()
      .from(payouts)
      .where(
        and(eq(payouts.userId, await portal.idOf('grad@example.org')), eq(payouts.reason, 'endorsement')),
      );
    expect(rows).toHaveLength(1);

    // The coach's payout queue names what it pays back; only a coach reads it.
    const staffQueue = await inject({ url: '/api/admin/payouts', headers: { cookie: coach } });
    const mine = (staffQueue.json() as { reason: string; approvedEndorsements: string[] }[]).find(
      (p) => p.reason === 'endorsement',
    );
    expect(mine?.approvedEndorsements).toEqual(['tankers']);
    expect((await inject({ url: '/api/admin/payouts', headers: { cookie: grad } })).statusCode).toBe(403);
  });

  it('is recorded as approved in the audit with the folder', async () => {
    const rows = await db().select().from(auditLog).where(eq(auditLog.action, 'documents.approve'));
    expect(rows.some((r) => JSON.stringify(r.detail).includes('endorsementTankers'))).toBe(true);
  });
});
