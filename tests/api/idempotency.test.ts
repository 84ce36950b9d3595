import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys, pageViews, rateLimits, stipendRequests, tickets } from '@server/db/schema/index.js';
import { usePortal, ROOMY_LIMITS, startTestPortal, useSignIns } from './harness.js';

const portal = usePortal(ROOMY_LIMITS);
const cookies = useSignIns(portal, ['school', 'permit']);

const db = () => portal.database.db;
const post = (url: string, cookie: string | null, payload: object, key?: string) =>
  portal.app.inject({
    method: 'POST',
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const stipend = {
  email: 'marcus.pay@example.org',
  reasonNotes: 'Attendance: full',
  week: 1,
  answers: { week1: { ready: 4, hardest: 'Backing up the trailer' } },
};

describe('Idempotency-Key on creating POSTs', () => {
  it('answers a stipend retry from the request its key made (`own`), keeping no replayed answer', async () => {
    const key = crypto.randomUUID();
    const first = await post('/api/paypal/requestStipend', cookies.school, stipend, key);
    const retry = await post('/api/paypal/requestStipend', cookies.school, stipend, key);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(first.body);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await db().select().from(stipendRequests)).toHaveLength(1);
    expect(await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(0);
    // Without the key the route's own rule answers: the week was already asked for.
    expect((await post('/api/paypal/requestStipend', cookies.school, stipend)).statusCode).toBe(409);
  });

  it('replays the first answer of a `replay` write, and never hands its key to the handler', async () => {
    const key = crypto.randomUUID();
    const first = await post('/api/user/flags', cookies.permit, { flag: 'checklistTip' }, key);
    const retry = await post('/api/user/flags', cookies.permit, { flag: 'checklistTip' }, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses the same key with a different body (422) and lets another person use the same key', async () => {
    const key = crypto.randomUUID();
    const a = await post('/api/pageviews', cookies.permit, { path: '/program/permit' }, key);
    expect(a.statusCode).toBe(200);
    const changed = await post('/api/pageviews', cookies.permit, { path: '/program/other' }, key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json().message).toBe(
      'This was already sent with different details. Please reload the page and try again.',
    );
    const other = await post('/api/pageviews', cookies.school, { path: '/program/permit' }, key);
    expect(other.statusCode).toBe(200);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    const views = await db().select().from(pageViews).where(eq(pageViews.path, '/program/permit'));
    expect(views).toHaveLength(2);
  });

  it('runs two simultaneous taps with one key once, on either mechanism, and gives both the same answer', async () => {
    const key = crypto.randomUUID();
    const payload = { subject: 'Help chat question', body: 'Two taps', group_id: 'Success', tags: [] };
    const [a, b] = await Promise.all([
      post('/api/zendesk/createTicket', cookies.permit, payload, key),
      post('/api/zendesk/createTicket', cookies.permit, payload, key),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().id).toBe(b.json().id);
    expect(await db().select().from(tickets).where(eq(tickets.body, 'Two taps'))).toHaveLength(1);

    const [c, d] = await Promise.all([
      post('/api/pageviews', cookies.permit, { path: '/program/two-taps' }, key),
      post('/api/pageviews', cookies.permit, { path: '/program/two-taps' }, key),
    ]);
    expect([c.statusCode, d.statusCode]).toEqual([200, 200]);
    expect([c, d].filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
    const views = await db().select().from(pageViews).where(eq(pageViews.path, '/program/two-taps'));
    expect(views).toHaveLength(1);
  });

  it('keeps the same key apart on different routes', async () => {
    const key = crypto.randomUUID();
    const views = await post('/api/pageviews', cookies.permit, { path: '/program/a' }, key);
    const flags = await post('/api/user/flags', cookies.permit, { flag: 'checklistTip' }, key);
    expect(views.statusCode).toBe(200);
    expect(flags.statusCode).toBe(200);
    expect(flags.headers['idempotent-replayed']).toBeUndefined();
    const rows = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(rows.map((r) => r.route).sort()).toEqual(['/api/pageviews', '/api/user/flags']);
  });

  it('ignores the key for anonymous callers, refuses a malformed key, and never keeps a sign-in answer', async () => {
    const key = crypto.randomUUID();
    expect((await post('/api/pageviews', null, { path: '/x' }, key)).statusCode).toBe(401);
    expect((await post('/api/pageviews', cookies.permit, { path: '/x' }, 'bad key!')).statusCode).toBe(400);
    const code = await portal.requestCode({ to: 'grad@example.org' });
    const login = await post('/api/login', null, { email: 'grad@example.org', token: code }, key);
    expect(login.statusCode).toBe(200);
    const kept = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(kept).toHaveLength(0);
  });
});

describe('rate limits in the database', () => {
  it('counts sign-in attempts in the shared table', async () => {
    const limited = await startTestPortal({ RATE_LIMIT_PER_IP: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'new@example.org', token: '000000' },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 3)).not.toContain(429);
      expect(codes[3]).toBe(429);
      const rows = await limited.database.db.select().from(rateLimits);
      expect(rows.find((r) => r.key.includes('/api/login'))?.hits).toBe(4);
    } finally {
      await limited.close();
    }
  });
});
