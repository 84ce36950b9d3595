import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginCodes, signInClientFailures, signInFailures, users } from '@server/db/schema/index.js';
import { FAILURE_FLOOR_MS } from '@server/features/auth/sign-in-limits.js';
import { startTestPortal, type TestPortal } from './harness.js';

let portal: TestPortal;
let coach: string;
beforeAll(async () => {
  portal = await startTestPortal({ RATE_LIMIT_PER_IP: '1000', CODES_PER_ADDRESS: '50' });
  coach = await portal.signIn('coach@example.org');
});
afterAll(async () => {
  await portal.close();
});

const db = () => portal.database.db;
const login = (email: string, token: string) =>
  portal.app.inject({ method: 'POST', url: '/api/login', payload: { email, token } });
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

async function idOf(email: string): Promise<string> {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}
async function signInOf(email: string) {
  const res = await portal.app.inject({
    url: `/api/admin/students/${await idOf(email)}`,
    headers: { cookie: coach },
  });
  expect(res.statusCode).toBe(200);
  return res.json().signIn as { failures: number; lockedUntil: string | null };
}
/** Sets the person's failure record as if the guesses had happened a while ago. */
async function setFailures(email: string, consecutive: number, lockedUntil: Date | null = null) {
  const userId = await idOf(email);
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
    const id = await idOf('grad@example.org');
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
      .where(eq(loginCodes.userId, await idOf(email)));
    await compare('no code', '123456');
    // Expired.
    const expiring = await portal.requestCode({ to: email });
    await db()
      .update(loginCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginCodes.userId, await idOf(email)));
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
      .where(eq(signInFailures.userId, await idOf(email)));
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
