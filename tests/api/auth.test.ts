import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, signInFailures, users } from '@server/db/schema/index.js';
import { hashSessionToken } from '@server/plugins/session.js';
import { usePortal } from './harness.js';

const portal = usePortal();

/** Moves the last wrong guess back in time, past the wait that five failures in a row impose. */
async function waitOutBackoff(email: string) {
  const [user] = await portal.database.db.select().from(users).where(eq(users.email, email));
  await portal.database.db
    .update(signInFailures)
    .set({ lastFailureAt: new Date(Date.now() - 60_000) })
    .where(eq(signInFailures.userId, user!.id));
}

const post = (url: string, payload: object, cookie?: string) =>
  portal.app.inject({ method: 'POST', url, payload, ...(cookie ? { headers: { cookie } } : {}) });

describe('sign-in with an e-mailed code', () => {
  it('sends a 6-digit code that signs the student in and lands on the status default path', async () => {
    const code = await portal.requestCode({ to: 'Permit@Example.org ' });
    expect(code).toMatch(/^\d{6}$/);
    const [message] = await portal.messagesTo('permit@example.org');
    expect(message!.subject).toContain(code);
    const res = await post('/api/login', { email: 'permit@example.org', token: code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirectTo: '/program/permit' });
    const cookie = res.cookies.find((c) => c.name === 'sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    const session = await portal.app.inject({
      url: '/api/user/session',
      headers: { cookie: `sid=${cookie.value}` },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({
      email: 'permit@example.org',
      status: '3_Permit',
      rank: 3,
      uberAccessEnabled: false,
    });
  });

  it('the school demo student has an assigned school in the session', async () => {
    const cookie = await portal.signIn('school@example.org');
    const session = (await portal.app.inject({ url: '/api/user/session', headers: { cookie } })).json();
    expect(session.school).toMatchObject({
      name: 'Midwest CDL Training Center',
      city: 'Chicago',
      state: 'IL',
    });
    expect(session.stipendSp).toBe(true);
    expect(session.uberAccessEnabled).toBe(true);
    expect(session.wb).toMatchObject({ name: 'Chicago Cook Workforce Partnership' });
    expect(Date.now() - Date.parse(session.userMetrics.inSchoolStartDate)).toBeGreaterThan(9 * 86_400_000);
  });

  it('a code works once', async () => {
    const code = await portal.requestCode({ to: 'setup@example.org' });
    expect((await post('/api/login', { email: 'setup@example.org', token: code })).statusCode).toBe(200);
    const again = await post('/api/login', { email: 'setup@example.org', token: code });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('Token incorrect');
  });

  it('five wrong codes kill the code, even the right one afterwards', async () => {
    const code = await portal.requestCode({ to: 'training@example.org' });
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(
        (await post('/api/login', { email: 'training@example.org', token: wrong })).json().message,
      );
    // One answer for every failure: the fifth says nothing more than the first.
    expect(new Set(answers)).toEqual(new Set(['Token incorrect. Check the code, or ask for a new one.']));
    await waitOutBackoff('training@example.org');
    const right = await post('/api/login', { email: 'training@example.org', token: code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toContain('Token incorrect');
  });

  it('answers an unknown address exactly like a known one and sends nothing', async () => {
    const known = await post('/api/sendgrid/sendToken', { to: 'school@example.org' });
    const unknown = await post('/api/sendgrid/sendToken', { to: 'nobody@example.org' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await new Promise((r) => setTimeout(r, 1500));
    const outbox = (await portal.app.inject({ url: '/api/dev/outbox' })).json() as { to: string }[];
    expect(outbox.some((m) => m.to === 'nobody@example.org')).toBe(false);
    const login = await post('/api/login', { email: 'nobody@example.org', token: '123456' });
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toContain('Token incorrect');
  });

  it('limits codes per address with a 429, the same for unknown addresses', async () => {
    const statuses = async (to: string) => {
      const out: number[] = [];
      for (let i = 0; i < 6; i++) out.push((await post('/api/sendgrid/sendToken', { to })).statusCode);
      return out;
    };
    expect(await statuses('onhold@example.org')).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await statuses('ghost@example.org')).toEqual([200, 200, 200, 200, 200, 429]);
    const res = await post('/api/sendgrid/sendToken', { to: 'ghost@example.org' });
    expect(res.json().message).toBe('Too many codes asked for. Please wait 15 minutes and try again.');
  });

  it('texts a code to a phone number in any common format', async () => {
    const code = await portal.requestCode({ phone: '(312) 555-0107' });
    const res = await post('/api/login', { phone: '312.555.0107', token: code });
    expect(res.statusCode).toBe(200);
    expect(res.json().redirectTo).toBe('/postprogram');
  });

  it('validates input with the spec messages', async () => {
    const noEmail = await post('/api/sendgrid/sendToken', { to: '' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toMatchObject({ code: 'VALIDATION', message: 'Email address is required' });
    const bad = await post('/api/sendgrid/sendToken', { to: 'not-an-email' });
    expect(bad.json().message).toBe('Must be a valid email address');
    const phone = await post('/api/twilio/sendToken', { phone: '312555010' });
    expect(phone.json().message).toBe('Must be a valid 10 digit US phone number.');
    const code = await post('/api/login', { email: 'new@example.org', token: '12ab' });
    expect(code.statusCode).toBe(400);
    expect(code.json().message).toBe('The code is 6 digits.');
    const junk = await portal.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(junk.statusCode).toBe(400);
  });

  it('logout revokes the session and the next call answers 401 Unauthorized', async () => {
    const cookie = await portal.signIn('new@example.org');
    expect((await portal.app.inject({ url: '/api/user/session', headers: { cookie } })).statusCode).toBe(200);
    expect((await post('/api/logout', {}, cookie)).statusCode).toBe(200);
    const after = await portal.app.inject({ url: '/api/user/session', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Unauthorized');
  });

  it('an expired session answers 401 on the session read and on every other signed-in call', async () => {
    const cookie = await portal.signIn('permit@example.org');
    const id = hashSessionToken(cookie.split('=')[1]!);
    await portal.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, id));
    for (const url of ['/api/user/session', '/api/completion']) {
      const res = await portal.app.inject({ url, headers: { cookie } });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('ends a session after 45 minutes without a request, and each request moves that limit on', async () => {
    const cookie = await portal.signIn('setup@example.org');
    const id = hashSessionToken(cookie.split('=')[1]!);
    const idleFor = (minutes: number) =>
      portal.database.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - minutes * 60_000) })
        .where(eq(sessions.id, id));
    const status = async (url: string) => (await portal.app.inject({ url, headers: { cookie } })).statusCode;

    // 44 minutes idle: still signed in, and the request counts as activity.
    await idleFor(44);
    expect(await status('/api/completion')).toBe(200);
    const [row] = await portal.database.db.select().from(sessions).where(eq(sessions.id, id));
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(60_000);

    // 46 minutes idle: gone, on the session read and on every other signed-in call, though 14 days are not up.
    await idleFor(46);
    expect(await status('/api/user/session')).toBe(401);
    expect(await status('/api/completion')).toBe(401);
  });

  it('answers 401 Unauthorized without a session or with a forged cookie', async () => {
    const none = await portal.app.inject({ url: '/api/user/session' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
    const forged = await portal.app.inject({ url: '/api/user/session', headers: { cookie: 'sid=forged' } });
    expect(forged.statusCode).toBe(401);
  });

  it('rotates the session at sign-in: the old cookie stops working', async () => {
    const first = await portal.signIn('instructor@example.org');
    const code = await portal.requestCode({ to: 'instructor@example.org' });
    const res = await post('/api/login', { email: 'instructor@example.org', token: code }, first);
    expect(res.statusCode).toBe(200);
    expect(
      (await portal.app.inject({ url: '/api/user/session', headers: { cookie: first } })).statusCode,
    ).toBe(401);
  });
});
