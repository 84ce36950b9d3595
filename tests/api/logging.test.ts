import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { messages } from '@server/db/schema/index.js';
import { messageHash } from '@server/queue/messages.js';
import { startTestPortal, type TestPortal } from './harness.js';

let portal: TestPortal;
const lines: string[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  portal = await startTestPortal({}, { logger: { level: 'trace', stream } });
  // A query that fails with a personal value among its parameters, as a bug in a route would.
  portal.app.get('/test/failing-query', async () => {
    await portal.database.db.execute(sql`select * from no_such_table where ssn = ${'078-05-1120'}`);
    return {};
  });
});
afterAll(async () => {
  await portal.close();
});

it('logs requests with ids but never a sign-in code, session cookie or message text', async () => {
  const code = await portal.requestCode({ to: 'school@example.org' });
  const login = await portal.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: 'school@example.org', token: code },
  });
  const cookie = login.cookies.find((c) => c.name === 'sid')!.value;
  await portal.app.inject({ url: '/api/user/session', headers: { cookie: `sid=${cookie}` } });
  const log = lines.join('\n');
  expect(log).toContain('"reqId"');
  expect(log).toContain('/api/login');
  // As a value of its own: the same six digits may occur by chance inside a timestamp or a duration.
  expect(log).not.toMatch(new RegExp(`(?<![\\d.])${code}(?!\\d)`));
  expect(log).not.toContain(cookie);
});

it('never logs a signing-link token or a secret query value', async () => {
  const token = 'SigningLinkToken0123456789abcdef';
  await portal.app.inject({ url: `/api/hellosign/signing/${token}` });
  await portal.app.inject({ url: '/api/agreement/signed?token=QueryToken987&code=481516&student=x' });
  const log = lines.join('\n');
  expect(log).toContain('/api/hellosign/signing/[redacted]');
  expect(log).not.toContain(token);
  expect(log).not.toContain('QueryToken987');
  expect(log).not.toContain('481516');
});

it('logs a failed query by its error code, never its parameters or message text', async () => {
  const ssn = '078-05-1120';
  const res = await portal.app.inject({ url: '/test/failing-query' });
  expect(res.statusCode).toBe(500);
  const log = lines.join('\n');
  expect(log).toContain('"code":"42P01"');
  expect(log).not.toContain(ssn);
  expect(log).not.toContain('no_such_table');
});

it('blanks a message once sent and keeps only its hash', async () => {
  await portal.requestCode({ to: 'grad@example.org' });
  const [sent] = await portal.messagesTo('grad@example.org');
  let row: typeof messages.$inferSelect | undefined;
  for (let i = 0; i < 50 && row?.status !== 'sent'; i++) {
    [row] = await portal.database.db.select().from(messages).where(eq(messages.to, 'grad@example.org'));
    if (row?.status !== 'sent') await new Promise((r) => setTimeout(r, 100));
  }
  expect(row).toMatchObject({ status: 'sent', text: '', subject: null });
  expect(row!.textSha256).toBe(messageHash(sent!.subject, sent!.text));
});

it('never logs an e-mail address in a request URL (issue 38)', async () => {
  const urls = [
    '/api/user/byEmail/jane.doe%40example.org',
    '/api/user/byEmail/jane.doe@example.org',
    '/api/classes/attendance/byEmail/jane.doe%40example.org',
    '/api/zendesk/getUserByEmail/jane.doe@example.org',
    '/api/anything/else?email=jane.doe%40example.org&student=x',
  ];
  for (const url of urls) await portal.app.inject({ url });
  const log = lines.join('\n');
  expect(log).toContain('/api/user/byEmail/[redacted]');
  expect(log).toContain('/api/zendesk/getUserByEmail/[redacted]');
  expect(log).toContain('student=x');
  expect(log).not.toMatch(/jane\.doe/);
});
