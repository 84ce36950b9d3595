import { afterAll, beforeAll, expect, it } from 'vitest';
import { messages } from '@server/db/schema/index.js';
import type { OutgoingEmail } from '@server/ports/email.js';
import { startTestPortal, type TestPortal } from './harness.js';

let portal: TestPortal;
const attempts: string[] = [];
const delivered: OutgoingEmail[] = [];

beforeAll(async () => {
  portal = await startTestPortal(
    { JOB_RETRY_DELAY_SECONDS: '1' },
    {
      ports: {
        // A mail server that is down for the first two tries of every message.
        email: {
          async send(message) {
            attempts.push(message.id);
            if (attempts.filter((id) => id === message.id).length <= 2)
              throw new Error('SMTP 421 try again later');
            delivered.push(message);
          },
        },
      },
    },
  );
});
afterAll(async () => {
  await portal.close();
});

it('a failing e-mail service loses nothing: the code e-mail is retried until sent, and sent once', async () => {
  const res = await portal.app.inject({
    method: 'POST',
    url: '/api/sendgrid/sendToken',
    payload: { to: 'grad@example.org' },
  });
  expect(res.statusCode).toBe(200);
  for (let i = 0; i < 150 && delivered.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
  expect(delivered).toHaveLength(1);
  expect(delivered[0]!.to).toBe('grad@example.org');
  expect(attempts.filter((id) => id === delivered[0]!.id)).toHaveLength(3);
  await new Promise((r) => setTimeout(r, 1500));
  expect(delivered).toHaveLength(1);
}, 30_000);

it('outside demo mode a sent sign-in code is blanked in the database', async () => {
  const sent: string[] = [];
  const prod = await startTestPortal(
    { PORTAL_DEMO: '0' },
    { ports: { email: { send: async (m) => void sent.push(m.text) } } },
  );
  try {
    await prod.app.inject({
      method: 'POST',
      url: '/api/sendgrid/sendToken',
      payload: { to: 'new@example.org' },
    });
    for (let i = 0; i < 50 && sent.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(sent[0]).toMatch(/\b\d{6}\b/);
    let [row] = await prod.database.db.select().from(messages);
    for (let i = 0; i < 20 && row?.status !== 'sent'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      [row] = await prod.database.db.select().from(messages);
    }
    expect(row!.status).toBe('sent');
    expect(row!.text).toBe('');
  } finally {
    await prod.close();
  }
});
