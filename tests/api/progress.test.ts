import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readProgramSteps } from '@server/seed/content.js';
import { completions, payouts } from '@server/db/schema/index.js';
import { hasReachedScreen, statuses, type Status } from '@shared/domain/program.js';
import { isStudentCompletable } from '@shared/domain/progress.js';
import { usePortal } from './harness.js';

/**
 * Issue "Journey integrity": progress is what the server saw happen. Over the API, a student can mark done
 * only their own `click`/`view` steps of a stage they have reached; nothing else changes anything.
 */
const portal = usePortal({ RATE_LIMIT_PER_IP: '10000', CODES_PER_ADDRESS: '100' });

const students = [
  'new@example.org',
  'setup@example.org',
  'training@example.org',
  'permit@example.org',
  'school@example.org',
  'onhold@example.org',
  'grad@example.org',
  'instructor@example.org',
];
const steps = readProgramSteps().filter((s) => s.url.startsWith('/'));
const urls = [...new Set(steps.map((s) => s.url))];

const completionsOf = async (userId: string) =>
  (await portal.database.db.select().from(completions).where(eq(completions.userId, userId)))
    .map((c) => `${c.url}@${c.createdAt.toISOString()}`)
    .sort();
const complete = (cookie: string, url: string) =>
  portal.app.inject({ method: 'POST', url: '/api/completion', headers: { cookie }, payload: { url } });

/** Whether the student may mark this URL done themselves: a click/view step of a stage they reached. */
const isTheirs = (status: Status, url: string) =>
  steps.some((s) => s.url === url && isStudentCompletable(s.completes) && hasReachedScreen(status, s.screen));

describe('POST /api/completion refuses what the server owns', () => {
  it.each(students)(
    '%s: every server-owned step and every step of a later stage, changing nothing',
    async (email) => {
      const cookie = await portal.signIn(email);
      const user = await portal.userOf(email);
      expect(statuses).toContain(user.status);
      const before = await completionsOf(user.id);
      const refused = urls.filter((url) => !isTheirs(user.status as Status, url));
      expect(refused.length).toBeGreaterThan(10);
      for (const url of refused) {
        const res = await complete(cookie, url);
        expect(res.statusCode, url).toBe(403);
        expect([
          'This step is done when you finish it on its own screen.',
          'This step is for a later stage. Finish your checklist first.',
        ]).toContain(res.json().message);
      }
      expect(await completionsOf(user.id)).toEqual(before);
    },
  );

  it('names which of the two refusals applies', async () => {
    const cookie = await portal.signIn('setup@example.org');
    const owned = await complete(cookie, '/program/welcome/orientation_quiz');
    expect(owned.json().message).toBe('This step is done when you finish it on its own screen.');
    const later = await complete(cookie, '/program/permit/howto_permit');
    expect(later.json().message).toBe('This step is for a later stage. Finish your checklist first.');
    const careers = await complete(cookie, '/postprogram/career_services/interview_agent');
    expect(careers.json().message).toBe('This step is for a later stage. Finish your checklist first.');
    // The job board's step is done by opening the board (decision 025), never by asking for it.
    const board = await complete(cookie, '/postprogram/career_services/job_board');
    expect(board.json().message).toBe('This step is done when you finish it on its own screen.');
  });
});

describe('a walk to the end without the work', () => {
  it('stops at the first stage, and no payout can be filed', async () => {
    const email = 'new@example.org';
    const cookie = await portal.signIn(email);
    const user = await portal.userOf(email);
    // Everything a script could ask for: every step of every screen, then every forward move in turn.
    for (const url of urls) await complete(cookie, url);
    for (const status of ['2_Training', '3_Permit', '4_School', '5_PostProgram'] as const) {
      const res = await portal.app.inject({
        method: 'PATCH',
        url: '/api/user',
        headers: { cookie },
        payload: { status },
      });
      expect(res.statusCode, status).toBe(409);
    }
    expect((await portal.userOf(email)).status).toBe('0_New');
    // Only the welcome stage's own click/view steps were recorded.
    const done = (await completionsOf(user.id)).map((c) => c.split('@')[0]!);
    expect(done.length).toBeGreaterThan(0);
    for (const url of done) expect(isTheirs('0_New', url), url).toBe(true);

    const payout = await portal.app.inject({
      method: 'POST',
      url: '/api/paypal/requestBonusPayout',
      headers: { cookie, 'idempotency-key': 'walk-without-work-1' },
      payload: { reason: 'permit', email: 'new@example.org' },
    });
    expect(payout.statusCode).toBeGreaterThanOrEqual(400);
    expect(payout.statusCode).toBeLessThan(500);
    expect(await portal.database.db.select().from(payouts).where(eq(payouts.userId, user.id))).toEqual([]);
  });
});
