import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from '@server/db/lock.js';
import { devHelpdesk, tickets, users } from '@server/db/schema/index.js';
import { loadEnv } from '@server/env.js';
import { startTestPortal, usePortal, useSignIns } from './harness.js';

const portal = usePortal();
const cookies = useSignIns(portal, ['setup', 'coach']);

const inject = (opts: InjectOptions) => portal.app.inject(opts);

describe('health, docs and headers', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await inject({ url: '/readyz' })).json()).toEqual({ ok: true });
  });

  it('publishes OpenAPI generated from the contracts', async () => {
    const res = await inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/sendgrid/sendToken',
        '/api/twilio/sendToken',
        '/api/login',
        '/api/logout',
        '/api/user/session',
      ]),
    );
  });

  it('documents the session, the Idempotency-Key each write takes and the 429 of a route with its own limit', async () => {
    const doc = (await inject({ url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<string, { parameters?: { in: string; name: string; required: boolean }[]; responses: object }>
      >;
    };
    const keyOf = (path: string, method: string) =>
      doc.paths[path]![method]!.parameters?.find((p) => p.in === 'header' && p.name === 'idempotency-key');
    expect(keyOf('/api/uber/trip', 'post')).toMatchObject({ required: true });
    expect(keyOf('/api/completion', 'post')).toMatchObject({ required: false });
    expect(keyOf('/api/completion', 'get')).toBeUndefined();
    expect(doc.paths['/api/uber/access']!.post!.responses).toHaveProperty('429');
    expect(doc.paths['/api/completion']!.post!.responses).not.toHaveProperty('429');
    // Which operations need the session cookie, and which do not.
    const security = (path: string, method: string) =>
      (doc.paths[path]![method] as { security?: object[] }).security;
    expect(security('/api/completion', 'get')).toEqual([{ session: [] }]);
    expect(security('/api/login', 'post')).toBeUndefined();
    // The upload's multipart body.
    const upload = doc.paths['/api/spaces']!.post as {
      requestBody?: { content: Record<string, { schema: { required: string[] } }> };
    };
    expect(upload.requestBody!.content['multipart/form-data']!.schema.required).toEqual(['file', 'folder']);
  });

  it('sends pages a strict CSP without inline scripts', async () => {
    const res = await inject({ url: '/dev/mailbox' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('program steps', () => {
  it('lists the steps of a stage screen in order for a student', async () => {
    const res = await inject({ url: '/api/programSteps/welcome', headers: { cookie: cookies.setup } });
    expect(res.statusCode).toBe(200);
    const steps = res.json() as { order: number; url: string }[];
    expect(steps.length).toBeGreaterThan(3);
    expect(steps.map((s) => s.order)).toEqual([...steps.map((s) => s.order)].sort((a, b) => a - b));
  });

  it('refuses anonymous callers (401), staff (403) and unknown screens (400)', async () => {
    expect((await inject({ url: '/api/programSteps/welcome' })).statusCode).toBe(401);
    expect(
      (await inject({ url: '/api/programSteps/welcome', headers: { cookie: cookies.coach } })).statusCode,
    ).toBe(403);
    expect(
      (await inject({ url: '/api/programSteps/nope', headers: { cookie: cookies.setup } })).statusCode,
    ).toBe(400);
  });

  it('refuses a withdrawn student', async () => {
    const cookie = await portal.signIn('new@example.org');
    await portal.database.db
      .update(users)
      .set({ status: '99_Withdrew' })
      .where(eq(users.email, 'new@example.org'));
    const res = await inject({ url: '/api/programSteps/welcome', headers: { cookie } });
    expect(res.statusCode).toBe(403);
    const session = await inject({ url: '/api/user/session', headers: { cookie } });
    expect(session.json().status).toBe('99_Withdrew');
    await portal.database.db.update(users).set({ status: '0_New' }).where(eq(users.email, 'new@example.org'));
  });
});

describe('help-desk tickets from the help chat', () => {
  const body = {
    subject: 'Help chat question',
    body: 'When is my class?',
    group_id: 'Success',
    tags: ['help-chat'],
  };

  it('creates one ticket per idempotency key and pushes it to the help desk once', async () => {
    const key = crypto.randomUUID();
    const headers = { cookie: cookies.setup, 'idempotency-key': key };
    const first = await inject({ method: 'POST', url: '/api/zendesk/createTicket', headers, payload: body });
    const second = await inject({ method: 'POST', url: '/api/zendesk/createTicket', headers, payload: body });
    expect(first.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    const rows = await portal.database.db.select().from(tickets).where(eq(tickets.id, key));
    expect(rows).toHaveLength(1);
    for (let i = 0; i < 50; i++) {
      const pushed = await portal.database.db.select().from(devHelpdesk).where(eq(devHelpdesk.ticketId, key));
      if (pushed.length) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(
      await portal.database.db.select().from(devHelpdesk).where(eq(devHelpdesk.ticketId, key)),
    ).toHaveLength(1);
  });

  it('refuses an empty question with the help-chat message, and anonymous callers', async () => {
    const empty = await inject({
      method: 'POST',
      url: '/api/zendesk/createTicket',
      headers: { cookie: cookies.setup },
      payload: { ...body, body: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please write your question first.');
    expect(
      (await inject({ method: 'POST', url: '/api/zendesk/createTicket', payload: body })).statusCode,
    ).toBe(401);
  });

  it("does not let one student reuse another student's ticket key", async () => {
    const key = crypto.randomUUID();
    await inject({
      method: 'POST',
      url: '/api/zendesk/createTicket',
      headers: { cookie: cookies.setup, 'idempotency-key': key },
      payload: body,
    });
    const other = await portal.signIn('training@example.org');
    const res = await inject({
      method: 'POST',
      url: '/api/zendesk/createTicket',
      headers: { cookie: other, 'idempotency-key': key },
      payload: body,
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('page views', () => {
  it('records a navigation for the signed-in person only', async () => {
    expect(
      (await inject({ method: 'POST', url: '/api/pageviews', payload: { path: '/program/welcome' } }))
        .statusCode,
    ).toBe(401);
    const ok = await inject({
      method: 'POST',
      url: '/api/pageviews',
      headers: { cookie: cookies.setup },
      payload: { path: '/program/welcome' },
    });
    expect(ok.statusCode).toBe(200);
    const bad = await inject({
      method: 'POST',
      url: '/api/pageviews',
      headers: { cookie: cookies.setup },
      payload: { path: 'http://x' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('configuration and the data folder', () => {
  it('fails fast naming the bad variable', () => {
    expect(() => loadEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
  });

  it('lets only one process own a data folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-lock-'));
    const release = lockDataDir(dir);
    // Same pid is treated as stale, so simulate another live process by writing pid 1 (init is always alive).
    release();
    writeFileSync(join(dir, 'portal.lock'), '1');
    expect(() => lockDataDir(dir)).toThrow(/Another portal process \(pid 1\)/);
  });
});

describe('demo mode', () => {
  it('hides the dev outbox and mailbox outside demo mode', async () => {
    const prod = await startTestPortal({ PORTAL_DEMO: '0' });
    try {
      expect((await prod.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
      expect((await prod.app.inject({ url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
