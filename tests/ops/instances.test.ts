import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeSmtp, type FakeSmtp } from '../api/fake-smtp.js';
import {
  killAll,
  scratchDatabase,
  signIn,
  startInstance,
  until,
  type Instance,
  type ScratchDatabase,
} from './cluster.js';

/**
 * Two portal processes on one PostgreSQL database, as behind a load balancer: sessions, sign-in codes,
 * jobs and rate limits are shared through the database; e-mail goes to one SMTP server.
 */
let db: ScratchDatabase;
let smtp: FakeSmtp;
let a: Instance;
let b: Instance;
const RATE_LIMIT = 10;

beforeAll(async () => {
  db = await scratchDatabase();
  smtp = await startFakeSmtp({ user: 'portal', pass: 'smtp-pass' });
  const env = {
    DATABASE_URL: db.url,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    FILE_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    SMTP_URL: smtp.url,
    PORTAL_DEMO: '1',
    RATE_LIMIT_PER_IP: String(RATE_LIMIT),
    CODES_PER_ADDRESS: '100',
    JOB_RETRY_DELAY_SECONDS: '1',
    DATA_DIR: `/tmp/portal-ops-${process.pid}`,
  };
  // Started together: the start-up lock makes them migrate and seed one after the other.
  [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
});
afterAll(async () => {
  killAll();
  await smtp?.close();
  await db?.drop();
});

const codeFromSmtp = async (email: string) => {
  await until(() => smtp.to(email).length > 0, 20_000, `mail to ${email}`);
  return /\b(\d{6})\b/.exec(smtp.to(email).at(-1)!.text)![1]!;
};

it('starts both on one new database, seeded once', async () => {
  const { n } = (
    await db.query<{ n: number }>(`select count(*)::int as n from users where email = 'school@example.org'`)
  )[0]!;
  expect(n).toBe(1);
  for (const instance of [a, b]) expect((await fetch(`${instance.url}/readyz`)).status).toBe(200);
});

it('a code sent by one instance signs in on the other, and the session works on both until logout', async () => {
  const cookie = await signIn('school@example.org', { request: a.url, login: b.url, codeOf: codeFromSmtp });
  for (const instance of [a, b]) {
    const res = await fetch(`${instance.url}/api/user/session`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { email: string }).email).toBe('school@example.org');
  }
  expect((await fetch(`${a.url}/api/logout`, { method: 'POST', headers: { cookie } })).status).toBe(200);
  expect((await fetch(`${b.url}/api/user/session`, { headers: { cookie } })).status).toBe(401);
});

it('runs each e-mail job exactly once although both instances work the queue', async () => {
  const people = ['new', 'setup', 'training', 'permit', 'onhold', 'grad', 'instructor', 'coach'].map(
    (p) => `${p}@example.org`,
  );
  const before = smtp.mails.length;
  // Eight sign-in e-mails, asked for alternately on each instance (eight requests stay under the IP limit).
  for (const [i, to] of people.entries()) {
    const res = await fetch(`${(i % 2 ? b : a).url}/api/sendgrid/sendToken`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to }),
    });
    expect(res.status).toBe(200);
  }
  await until(() => smtp.mails.length >= before + people.length, 30_000, 'eight e-mails');
  // Time for a duplicate to show up if a job ran twice.
  await new Promise((r) => setTimeout(r, 3000));
  const sent = smtp.mails.slice(before);
  expect(sent).toHaveLength(people.length);
  expect(new Set(sent.map((m) => m.messageId)).size).toBe(people.length);
  expect(sent.flatMap((m) => m.to).sort()).toEqual([...people].sort());
  const rows = await db.query<{ status: string }>(`select status from messages where kind = 'login-code'`);
  expect(rows.every((r) => r.status === 'sent')).toBe(true);
});

it('holds the per-IP rate limit across both instances', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < RATE_LIMIT + 2; i++) {
    const res = await fetch(`${(i % 2 ? b : a).url}/api/twilio/sendToken`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: `312555${String(9000 + i)}` }),
    });
    statuses.push(res.status);
  }
  // Each instance alone allows RATE_LIMIT; together they still allow RATE_LIMIT, not twice that.
  expect(statuses.slice(0, RATE_LIMIT).every((s) => s === 200)).toBe(true);
  expect(statuses.slice(RATE_LIMIT)).toEqual([429, 429]);
});
