import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { idempotencyKeys, stipendRequests, tickets } from '@server/db/schema/index.js';
import type * as PlatformRepo from '@server/plugins/platform.repo.js';
import { usePortal, ROOMY_LIMITS, useSignIns } from './harness.js';

// The process "dies" between the route's commit and the answer kept after it: that late save never lands.
const crash = vi.hoisted(() => ({ afterCommit: false }));
vi.mock('@server/plugins/platform.repo.js', async (original) => {
  const real = await original<typeof PlatformRepo>();
  return {
    ...real,
    saveIdempotentAnswer: async (...args: Parameters<typeof real.saveIdempotentAnswer>) => {
      if (crash.afterCommit) throw new Error('process killed after the commit');
      return real.saveIdempotentAnswer(...args);
    },
  };
});

const portal = usePortal(ROOMY_LIMITS);
const cookies = useSignIns(portal, ['school', 'permit']);
afterAll(async () => {
  crash.afterCommit = false;
});

const db = () => portal.database.db;
const post = (url: string, cookie: string, payload: object, key: string) =>
  portal.app.inject({ method: 'POST', url, headers: { cookie, 'idempotency-key': key }, payload });

const keptAnswers = (key: string) => db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));

// Writes that must be exact keep their key in the record they make (`own`), so they never depend on an
// answer kept after the commit: the process dying there changes nothing for a later retry.
describe('a crash between the commit and the kept answer', () => {
  it('answers a help-desk retry from the ticket it made, with one ticket and no kept answer', async () => {
    crash.afterCommit = true;
    const key = crypto.randomUUID();
    const payload = {
      subject: 'Help chat question',
      body: 'Crash after commit',
      group_id: 'Success',
      tags: [],
    };
    const first = await post('/api/zendesk/createTicket', cookies.permit, payload, key);
    expect(first.statusCode).toBe(200);
    expect(await keptAnswers(key)).toHaveLength(0);

    const retry = await post('/api/zendesk/createTicket', cookies.permit, payload, key);
    expect(retry.statusCode).toBe(200);
    // The same ticket, read as it is now: still queued, or open once the help desk has taken it (the push
    // runs in the background, and on a busy machine it may land between the two calls).
    expect(retry.json()).toEqual({ id: first.json().id, status: expect.stringMatching(/^(queued|open)$/) });
    expect(await db().select().from(tickets).where(eq(tickets.body, 'Crash after commit'))).toHaveLength(1);
  });

  it('answers a stipend retry from the request it made instead of "already asked"', async () => {
    crash.afterCommit = true;
    const key = crypto.randomUUID();
    const payload = {
      email: 'marcus.pay@example.org',
      reasonNotes: 'Attendance: full',
      week: 1,
      answers: { week1: { ready: 4, hardest: 'Backing up the trailer' } },
    };
    const first = await post('/api/paypal/requestStipend', cookies.school, payload, key);
    expect(first.statusCode).toBe(200);
    expect(await keptAnswers(key)).toHaveLength(0);
    const retry = await post('/api/paypal/requestStipend', cookies.school, payload, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(first.body);
    expect(await db().select().from(stipendRequests)).toHaveLength(1);
    // Another key for the same week is another request: the week's rule answers.
    const other = await post('/api/paypal/requestStipend', cookies.school, payload, crypto.randomUUID());
    expect(other.statusCode).toBe(409);
  });
});
