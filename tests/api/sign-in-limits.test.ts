import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  codeRequests,
  loginCodes,
  signInClientFailures,
  signInFailures,
  users,
} from '@server/db/schema/index.js';
import { FAILURE_FLOOR_MS } from '@server/features/auth/sign-in-limits.js';
import { codeFrom, startTestPortal, type TestPortal, usePortal } from './harness.js';

const portal = usePortal({ RATE_LIMIT_PER_IP: '1000', CODES_PER_ADDRESS: '50' });
let coach: string;
beforeAll(async () => {
  coach = await portal.signIn('coach@example.org');
});

const db = () => portal.database.db;
const login = (email: string, token: string) =>
  portal.app.inject({ method: 'POST', url: '/api/login', payload: { email, token } });
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

async function signInOf(email: string) {
  const res = await portal.app.inject({
    url: `/api/admin/students/${await portal.idOf(email)}`,
    headers: { cookie: coach },
  });
  expect(res.statusCode).toBe(200);
  return res.json().signIn as { failures: number; lockedUntil: string | null };
}
/** Sets the person's failure record as if the guesses had happened a while ago. */
async function setFailures(email: string, consecutive: number, lockedUntil: Date | null = null) {
  const userId = await portal.idOf(email);
  const state = { consecutive, lastFailureAt: new Date(Date.now() - 60_000), lockedUntil };
  await db()
    .insert(signInFailures)
    .values({ userId, ...state })
    .onConflictDoUpdate({ target: signInFailures.userId, set: state });
  // The clients that guessed (here all one address) as well.
  await db().update(signInClientFailures).set(state).where(eq(signInClientFailures.userId, userId));
}
async function timed(email: string, token: string) {
  const start = Date.now();
  const res = await login(email, token);
  return { status: res.statusCode, body: res.body, ms: Date.now() - start };
}

describe('failed sign-in codes per account (NIST SP 800-63B)', () => {
  it('counts wrong codes across codes: a new code does not start the count over', async () => {
    const first = await portal.requestCode({ to: 'permit@example.org' });
    for (let i = 0; i < 4; i++) await login('permit@example.org', wrongFor(first));
    const second = await portal.requestCode({ to: 'permit@example.org' });
    await login('permit@example.org', wrongFor(second));
    expect(await signInOf('permit@example.org')).toEqual({ failures: 5, lockedUntil: null });
  });

  it('does not count guesses while no code is live, so a stranger cannot lock someone out without one', async () => {
    for (let i = 0; i < 3; i++) expect((await login('new@example.org', '123456')).statusCode).toBe(400);
    expect(await signInOf('new@example.org')).toEqual({ failures: 0, lockedUntil: null });
  });

  it('after five in a row a guess must wait: even the right code is refused until then', async () => {
    const first = await portal.requestCode({ to: 'setup@example.org' });
    for (let i = 0; i < 4; i++) await login('setup@example.org', wrongFor(first));
    const code = await portal.requestCode({ to: 'setup@example.org' });
    await login('setup@example.org', wrongFor(code));
    expect((await login('setup@example.org', code)).statusCode).toBe(400);
    // Refused guesses are not counted.
    expect((await signInOf('setup@example.org')).failures).toBe(5);
    await setFailures('setup@example.org', 5);
    expect((await login('setup@example.org', code)).statusCode).toBe(200);
    expect(await signInOf('setup@example.org')).toEqual({ failures: 0, lockedUntil: null });
  });

  it('locks sign-in for 15 minutes at the tenth wrong code; a new code is replaced by a notice', async () => {
    const code = await portal.requestCode({ to: 'training@example.org' });
    await setFailures('training@example.org', 9);
    await login('training@example.org', wrongFor(code));
    const state = await signInOf('training@example.org');
    expect(state.failures).toBe(10);
    const lockMinutes = (Date.parse(state.lockedUntil!) - Date.now()) / 60_000;
    expect(lockMinutes).toBeGreaterThan(14);
    expect(lockMinutes).toBeLessThanOrEqual(15);

    // The right code is refused while locked, and asking for a new one sends the reason instead of a code.
    expect((await login('training@example.org', code)).statusCode).toBe(400);
    const before = (await portal.messagesTo('training@example.org')).length;
    await portal.app.inject({
      method: 'POST',
      url: '/api/sendgrid/sendToken',
      payload: { to: 'training@example.org' },
    });
    let notice: { text: string } | undefined;
    for (let i = 0; i < 50 && !notice; i++) {
      const list = await portal.messagesTo('training@example.org');
      notice = list.length > before ? list[0] : undefined;
      if (!notice) await new Promise((r) => setTimeout(r, 100));
    }
    expect(notice!.text).toContain('sign-in is paused for 15 minutes');
    expect(notice!.text).not.toMatch(/\b\d{6}\b/);
  });

  it('a lock grows: the twentieth wrong code in a row locks for 30 minutes', async () => {
    const code = await portal.requestCode({ to: 'onhold@example.org' });
    await setFailures('onhold@example.org', 19);
    await login('onhold@example.org', wrongFor(code));
    const { lockedUntil } = await signInOf('onhold@example.org');
    expect(Math.round((Date.parse(lockedUntil!) - Date.now()) / 60_000)).toBe(30);
  });

  it('a coach sees the lock and lifts it (audited); a student cannot', async () => {
    const code = await portal.requestCode({ to: 'grad@example.org' });
    await setFailures('grad@example.org', 10, new Date(Date.now() + 15 * 60_000));
    const id = await portal.idOf('grad@example.org');
    expect((await signInOf('grad@example.org')).lockedUntil).not.toBeNull();

    const student = await portal.signIn('school@example.org');
    const refused = await portal.app.inject({
      method: 'POST',
      url: `/api/admin/students/${id}/sign-in-unlock`,
      headers: { cookie: student },
    });
    expect(refused.statusCode).toBe(403);

    const lifted = await portal.app.inject({
      method: 'POST',
      url: `/api/admin/students/${id}/sign-in-unlock`,
      headers: { cookie: coach },
    });
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toEqual({ failures: 0, lockedUntil: null });
    expect(await signInOf('grad@example.org')).toEqual({ failures: 0, lockedUntil: null });
    const audit = await portal.app.inject({
      url: `/api/admin/audit?student=${id}`,
      headers: { cookie: coach },
    });
    expect(audit.json()[0]).toMatchObject({
      action: 'signIn.unlock',
      detail: { before: { failures: 10 } },
    });
    expect((await login('grad@example.org', code)).statusCode).toBe(200);
  });
});

describe('one answer for every failure', () => {
  it('answers byte for byte the same for a known and an unknown address on every wrong-code path', async () => {
    const email = 'school@example.org';
    const unknown = 'nobody-here@example.org';
    const answers: {
      path: string;
      known: Awaited<ReturnType<typeof timed>>;
      stranger: Awaited<ReturnType<typeof timed>>;
    }[] = [];
    const compare = async (path: string, token: string) =>
      answers.push({ path, known: await timed(email, token), stranger: await timed(unknown, token) });

    // Wrong: a live code exists and another is guessed.
    const code = await portal.requestCode({ to: email });
    await portal.app.inject({ method: 'POST', url: '/api/sendgrid/sendToken', payload: { to: unknown } });
    await compare('wrong', wrongFor(code));
    // No code asked for at all.
    await db()
      .update(loginCodes)
      .set({ consumedAt: new Date() })
      .where(eq(loginCodes.userId, await portal.idOf(email)));
    await compare('no code', '123456');
    // Expired.
    const expiring = await portal.requestCode({ to: email });
    await db()
      .update(loginCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginCodes.userId, await portal.idOf(email)));
    await compare('expired', expiring);
    // Used up by five wrong tries.
    const usedUp = await portal.requestCode({ to: email });
    await setFailures(email, 0);
    for (let i = 0; i < 4; i++) await login(email, wrongFor(usedUp));
    await setFailures(email, 0);
    await login(email, wrongFor(usedUp));
    await setFailures(email, 0);
    await compare('used up', usedUp);
    // Waiting after five in a row.
    const waiting = await portal.requestCode({ to: email });
    await db()
      .update(signInFailures)
      .set({ consecutive: 6, lastFailureAt: new Date() })
      .where(eq(signInFailures.userId, await portal.idOf(email)));
    await compare('backoff', waiting);
    // Locked.
    await setFailures(email, 10, new Date(Date.now() + 15 * 60_000));
    await compare('locked', waiting);

    for (const { path, known, stranger } of answers) {
      expect(known.status, path).toBe(400);
      expect(stranger.status, path).toBe(400);
      expect(known.body, path).toBe(stranger.body);
      expect(known.ms, path).toBeGreaterThanOrEqual(FAILURE_FLOOR_MS - 5);
      expect(stranger.ms, path).toBeGreaterThanOrEqual(FAILURE_FLOOR_MS - 5);
    }
    expect(new Set(answers.map((a) => a.known.body)).size).toBe(1);
    expect(JSON.parse(answers[0]!.known.body)).toEqual({
      code: 'VALIDATION',
      message: 'Token incorrect. Check the code, or ask for a new one.',
      field: 'token',
    });
  });
});

/**
 * Issue 38 item 4 (NIST SP 800-63B §5.2.2): whatever a stranger who knows only the address does from their
 * own client (spend its code requests, guess wrong until sign-in locks), the owner asking from another
 * client gets a code and signs in with it. A portal of its own, with the limits of production.
 */
describe('a stranger never keeps the owner out', () => {
  let limited: TestPortal;
  beforeAll(async () => {
    limited = await startTestPortal({
      RATE_LIMIT_PER_IP: '1000',
      CODES_PER_ADDRESS: '5',
      CODES_PER_ADDRESS_ALL_CLIENTS: '12',
    });
  });
  afterAll(async () => {
    await limited.close();
  });
  const stranger = '203.0.113.66';
  const owner = '198.51.100.23';
  const ldb = () => limited.database.db;
  const post = (remoteAddress: string, url: string, payload: object) =>
    limited.app.inject({ method: 'POST', url, payload, remoteAddress });
  const ask = (remoteAddress: string, to: string) => post(remoteAddress, '/api/sendgrid/sendToken', { to });
  /** A code asked for from one client, read from the outbox. */
  async function codeFor(to: string, remoteAddress: string): Promise<string> {
    const before = (await limited.messagesTo(to)).length;
    expect((await ask(remoteAddress, to)).statusCode).toBe(200);
    for (let i = 0; i < 100; i++) {
      const list = await limited.messagesTo(to);
      const fresh = list.slice(0, list.length - before).find((m) => /\b\d{6}\b/.test(m.text));
      if (fresh) return codeFrom(fresh.text);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no code for ${to}`);
  }
  const userIdOf = async (email: string) =>
    (await ldb().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  /** Moves every failure of the person back a minute, as if the guesses had been spread past the backoff. */
  const age = async (email: string) => {
    const id = await userIdOf(email);
    await ldb().execute(
      sql`update sign_in_failures set last_failure_at = now() - interval '1 minute' where user_id = ${id}`,
    );
    await ldb().execute(
      sql`update sign_in_client_failures set last_failure_at = now() - interval '1 minute' where user_id = ${id}`,
    );
  };

  it('spending the code requests from one client does not stop the owner’s from another', async () => {
    const email = 'permit@example.org';
    for (let i = 0; i < 5; i++) expect((await ask(stranger, email)).statusCode).toBe(200);
    const refused = await ask(stranger, email);
    expect(refused.statusCode).toBe(429);
    const code = await codeFor(email, owner);
    expect((await post(owner, '/api/login', { email, token: code })).statusCode).toBe(200);
  });

  it('requests and wrong guesses that lock sign-in from one client leave the owner’s fresh code working', async () => {
    const email = 'training@example.org';
    for (let round = 0; round < 2; round++) {
      const code = await codeFor(email, stranger);
      for (let i = 0; i < 5; i++) {
        await age(email);
        await post(stranger, '/api/login', { email, token: wrongFor(code) });
      }
    }
    // Every code request the stranger has left, spent too.
    while ((await ask(stranger, email)).statusCode === 200);
    const [count] = await ldb()
      .select()
      .from(signInFailures)
      .where(eq(signInFailures.userId, await userIdOf(email)));
    expect(count!.consecutive).toBe(10);
    expect(count!.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);

    const code = await codeFor(email, owner);
    expect((await post(owner, '/api/login', { email, token: code })).statusCode).toBe(200);
  });

  it('while sign-in is locked, a client that never failed can use only a code it asked for itself', async () => {
    const email = 'onhold@example.org';
    for (let round = 0; round < 2; round++) {
      const mine = await codeFor(email, stranger);
      for (let i = 0; i < 5; i++) {
        await age(email);
        await post(stranger, '/api/login', { email, token: wrongFor(mine) });
      }
    }
    const [count] = await ldb()
      .select()
      .from(signInFailures)
      .where(eq(signInFailures.userId, await userIdOf(email)));
    expect(count!.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
    // The owner's code, tried by another new client of the stranger's, is refused; the owner uses it.
    const code = await codeFor(email, owner);
    expect((await post('203.0.113.67', '/api/login', { email, token: code })).statusCode).toBe(400);
    expect((await post(owner, '/api/login', { email, token: code })).statusCode).toBe(200);
  });

  it('has a ceiling over all clients that only many clients together reach', async () => {
    const email = 'grad@example.org';
    for (let i = 0; i < 12; i++)
      expect((await ask(`203.0.113.${100 + Math.floor(i / 5)}`, email)).statusCode).toBe(200);
    expect((await ask(owner, email)).statusCode).toBe(429);
  });

  it('counts wrong contact-change codes and wrong sign-in codes as one count on the person', async () => {
    const email = 'school@example.org';
    const cookie = await limited.signIn(email);
    const body = { email: 'school.new@example.org', confirmEmail: 'school.new@example.org' };
    const change = (payload: object) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/account/email/code',
        headers: { cookie },
        payload,
        remoteAddress: stranger,
      });
    const before = (await limited.messagesTo(email)).length;
    const asked = await limited.app.inject({
      method: 'POST',
      url: '/api/account/email/current-code',
      headers: { cookie },
      payload: body,
      remoteAddress: stranger,
    });
    expect(asked.statusCode).toBe(200);
    let current = '';
    for (let i = 0; i < 100 && !current; i++) {
      const fresh = (await limited.messagesTo(email)).slice(0, -before || undefined);
      const found = fresh.find((m) => /\b\d{6}\b/.test(m.text));
      if (found) current = codeFrom(found.text);
      else await new Promise((r) => setTimeout(r, 100));
    }
    // Three wrong contact-change codes, then two wrong sign-in codes, from one client: five in a row.
    for (let i = 0; i < 3; i++)
      expect((await change({ ...body, currentCode: wrongFor(current) })).statusCode).toBe(400);
    const signIn = await codeFor(email, stranger);
    for (let i = 0; i < 2; i++) await post(stranger, '/api/login', { email, token: wrongFor(signIn) });
    const [count] = await ldb()
      .select()
      .from(signInFailures)
      .where(eq(signInFailures.userId, await userIdOf(email)));
    expect(count!.consecutive).toBe(5);
    // So the next contact-change guess waits, even the right one; the sign-in code waits as well.
    expect((await change({ ...body, currentCode: current })).statusCode).toBe(429);
    expect((await post(stranger, '/api/login', { email, token: signIn })).statusCode).toBe(400);
  });

  it('forgets clients whose last wrong code is over two days old, and code requests past the window', async () => {
    const email = 'setup@example.org';
    const id = await userIdOf(email);
    const old = new Date(Date.now() - 3 * 24 * 60 * 60_000);
    await ldb().insert(signInClientFailures).values({
      userId: id,
      clientKey: 'stale-client',
      consecutive: 10,
      lastFailureAt: old,
      lockedUntil: old,
    });
    await ldb().insert(codeRequests).values({ keyHash: 'stale-address', clientKey: 'x', createdAt: old });
    const code = await codeFor(email, stranger);
    await post(stranger, '/api/login', { email, token: wrongFor(code) });
    const clients = await ldb()
      .select({ clientKey: signInClientFailures.clientKey })
      .from(signInClientFailures)
      .where(eq(signInClientFailures.userId, id));
    expect(clients.map((c) => c.clientKey)).not.toContain('stale-client');
    expect(clients).toHaveLength(1);
    const stale = await ldb().select().from(codeRequests).where(eq(codeRequests.keyHash, 'stale-address'));
    expect(stale).toEqual([]);
  });
});
