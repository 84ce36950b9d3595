import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
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
