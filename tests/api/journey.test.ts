import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { completions, devEvents, documents, users, videoProgress } from '@server/db/schema/index.js';
import { autoCompletes, isStudentCompletable, type Completes } from '@shared/domain/progress.js';
import { gradedQuizOf, requiredVideoOf, rightAnswers } from '../learning-answers.js';
import { usePortal } from './harness.js';
import { historyOf } from './status-history.js';

const portal = usePortal();

const inject = (opts: InjectOptions) => portal.app.inject(opts);
const statusOf = async (email: string) =>
  (await portal.database.db.select({ s: users.status }).from(users).where(eq(users.email, email)))[0]!.s;

/**
 * Does every step of a stage: the student's own `click`/`view` steps through POST /api/completion, graded
 * tests by passing them; the other server-owned steps (uploads, stipend requests…) have their own tests
 * and are given here as the server would record them.
 */
async function completeStage(cookie: string, screen: string) {
  const steps = (await inject({ url: `/api/programSteps/${screen}`, headers: { cookie } })).json() as {
    url: string;
    completes: Completes;
  }[];
  const { uuid } = (await inject({ url: '/api/user/session', headers: { cookie } })).json() as {
    uuid: string;
  };
  for (const { url, completes } of steps.filter((s) => s.url.startsWith('/'))) {
    if (url.endsWith('/interstitial') || autoCompletes(completes)) continue;
    const quiz = gradedQuizOf(completes);
    if (quiz) {
      await passTest(cookie, quiz);
      continue;
    }
    if (!isStudentCompletable(completes)) {
      await portal.database.db.insert(completions).values({ userId: uuid, url }).onConflictDoNothing();
      continue;
    }
    const res = await inject({
      method: 'POST',
      url: '/api/completion',
      headers: { cookie },
      payload: { url },
    });
    expect(res.statusCode, url).toBe(200);
  }
}

/** A graded test's item completes only by passing the test (its video watched first, if it has one). */
async function passTest(cookie: string, quiz: string) {
  const video = requiredVideoOf(quiz);
  if (video) {
    const session = (await inject({ url: '/api/user/session', headers: { cookie } })).json() as {
      uuid: string;
    };
    await portal.database.db
      .insert(videoProgress)
      .values({ userId: session.uuid, videoKey: video, position: 15, furthest: 15, completed: true })
      .onConflictDoNothing();
  }
  const served = await inject({ url: `/api/quizzes/${quiz}/questions?kind=test`, headers: { cookie } });
  const res = await inject({
    method: 'POST',
    url: '/api/quizzes',
    headers: { cookie },
    payload: {
      assessmentName: quiz,
      kind: 'test',
      attemptKey: `journey-${quiz}`,
      answers: rightAnswers(quiz, served.json().questions),
    },
  });
  expect(res.json()).toMatchObject({ passed: true, recorded: true });
}

async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 60 && !ok(value); i++) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}

describe('completions', () => {
  it('marks a checklist item done by its path, once', async () => {
    const cookie = await portal.signIn('new@example.org');
    const url = '/program/welcome/program_rules';
    for (let i = 0; i < 2; i++) {
      const res = await inject({
        method: 'POST',
        url: '/api/completion',
        headers: { cookie },
        payload: { url },
      });
      expect(res.statusCode).toBe(200);
    }
    const list = (await inject({ url: '/api/completion', headers: { cookie } })).json() as { url: string }[];
    expect(list.filter((c) => c.url === url)).toHaveLength(1);
  });

  it('refuses a path that is not a program step, anonymous callers and staff', async () => {
    const cookie = await portal.signIn('new@example.org');
    const bad = await inject({
      method: 'POST',
      url: '/api/completion',
      headers: { cookie },
      payload: { url: '/nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('That is not a step of your checklist.');
    expect((await inject({ url: '/api/completion' })).statusCode).toBe(401);
    const coach = await portal.signIn('coach@example.org');
    expect((await inject({ url: '/api/completion', headers: { cookie: coach } })).statusCode).toBe(403);
  });

  it("keeps one student's completions from another", async () => {
    const a = await portal.signIn('setup@example.org');
    // The instructor's demo record has no checklist progress of its own.
    const b = await portal.signIn('instructor@example.org');
    await inject({
      method: 'POST',
      url: '/api/completion',
      headers: { cookie: a },
      payload: { url: '/program/welcome/program_rules' },
    });
    const theirs = (await inject({ url: '/api/completion', headers: { cookie: b } })).json() as {
      url: string;
    }[];
    expect(theirs.some((c) => c.url === '/program/welcome/program_rules')).toBe(false);
  });
});

describe('forward status moves', () => {
  it('refuses a skipped or backward move and changes nothing', async () => {
    const cookie = await portal.signIn('setup@example.org');
    const skip = await inject({
      method: 'PATCH',
      url: '/api/user',
      headers: { cookie },
      payload: { status: '4_School' },
    });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('Your status cannot move there from where you are now.');
    const back = await inject({
      method: 'PATCH',
      url: '/api/user',
      headers: { cookie },
      payload: { status: '0_New' },
    });
    expect(back.statusCode).toBe(409);
    const fromElsewhere = await inject({
      method: 'PATCH',
      url: '/api/user',
      headers: { cookie },
      payload: { status: '3_Permit', from: '2_Training' },
    });
    expect(fromElsewhere.statusCode).toBe(409);
    expect(await statusOf('setup@example.org')).toBe('1_Setup');
    expect(await historyOf(portal, 'setup@example.org')).toEqual([]);
  });

  it('refuses the forward move until every step of the stage is done', async () => {
    const newbie = await portal.signIn('new@example.org');
    const res = await inject({
      method: 'PATCH',
      url: '/api/user',
      headers: { cookie: newbie },
      payload: { status: '2_Training' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Finish every step of your checklist first.');
    expect(await statusOf('new@example.org')).toBe('0_New');
  });

  it('never marks a document step done by a click: only an upload completes it', async () => {
    const cookie = await portal.signIn('new@example.org');
    const res = await inject({
      method: 'POST',
      url: '/api/completion',
      headers: { cookie },
      payload: { url: '/program/documents/upload' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This step is done when you finish it on its own screen.');
  });

  it('moves one stage forward once, however often the button is tapped, and awards the badge', async () => {
    const cookie = await portal.signIn('training@example.org');
    await completeStage(cookie, 'prepermit');
    const tap = () =>
      inject({
        method: 'PATCH',
        url: '/api/user',
        headers: { cookie },
        payload: { status: '3_Permit', from: '2_Training' },
      });
    const results = await Promise.all([tap(), tap()]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await statusOf('training@example.org')).toBe('3_Permit');
    expect(await historyOf(portal, 'training@example.org')).toEqual([
      { from: '2_Training', to: '3_Permit', path: 'forward', by: 'training@example.org', reason: null },
    ]);
    const badges = await eventually(
      () => portal.database.db.select().from(devEvents).where(eq(devEvents.port, 'chat.badge')),
      (rows) => rows.length > 0,
    );
    expect(badges.map((b) => b.payload)).toEqual([{ slackId: 'U0DEMO0103', milestone: 'classesCompleted' }]);
  });

  it('moving to post-program joins the chat channel, syncs, and sends the welcome e-mail', async () => {
    const cookie = await portal.signIn('school@example.org');
    await completeStage(cookie, 'school');
    // Finishing school also waits for an approved CDL-A photo and a signed agreement.
    const { uuid } = (await inject({ url: '/api/user/session', headers: { cookie } })).json() as {
      uuid: string;
    };
    await portal.database.db
      .update(documents)
      .set({ cdlaStatus: 'complete', fwAgreementStatus: 'complete' })
      .where(eq(documents.userId, uuid));
    const res = await inject({
      method: 'PATCH',
      url: '/api/user',
      headers: { cookie },
      payload: { status: '5_PostProgram' },
    });
    expect(res.json()).toEqual({ status: '5_PostProgram', loggedOut: false });
    const ports = await eventually(
      async () => (await portal.database.db.select().from(devEvents)).map((e) => e.port),
      (p) => p.includes('chat.addToChannel') && p.includes('crm.postProgramSync'),
    );
    expect(ports).toEqual(expect.arrayContaining(['chat.addToChannel', 'crm.postProgramSync']));
    const mail = await eventually(
      () => portal.messagesTo('school@example.org'),
      (m) => m.some((x) => x.subject === 'Welcome to Freeway Career Services'),
    );
    expect(mail.some((x) => x.subject === 'Welcome to Freeway Career Services')).toBe(true);
  });

  it('refuses staff and anonymous callers', async () => {
    expect(
      (await inject({ method: 'PATCH', url: '/api/user', payload: { status: '2_Training' } })).statusCode,
    ).toBe(401);
    const coach = await portal.signIn('coach@example.org');
    const res = await inject({
      method: 'PATCH',
      url: '/api/user',
      headers: { cookie: coach },
      payload: { status: '2_Training' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('withdrawal', () => {
  it('is refused at rank 5 and for instructors', async () => {
    for (const email of ['grad@example.org', 'instructor@example.org']) {
      const cookie = await portal.signIn(email);
      const res = await inject({
        method: 'PATCH',
        url: '/api/user',
        headers: { cookie },
        payload: { status: '99_Withdrew' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        'Withdrawal is not available at your stage. Please talk with your Success Coach.',
      );
    }
    expect(await statusOf('grad@example.org')).toBe('5_PostProgram');
  });

  it('sets 99_Withdrew, e-mails the student, and ends every session', async () => {
    const cookie = await portal.signIn('onhold@example.org').catch(() => '');
    expect(cookie).not.toBe('');
    const permit = await portal.signIn('permit@example.org');
    const second = await portal.signIn('permit@example.org');
    const res = await inject({
      method: 'PATCH',
      url: '/api/user',
      headers: { cookie: permit },
      payload: { status: '99_Withdrew' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: '99_Withdrew', loggedOut: true });
    expect(await statusOf('permit@example.org')).toBe('99_Withdrew');
    expect(await historyOf(portal, 'permit@example.org')).toEqual([
      { from: '3_Permit', to: '99_Withdrew', path: 'withdrawal', by: 'permit@example.org', reason: null },
    ]);
    expect((await inject({ url: '/api/user/session', headers: { cookie: second } })).statusCode).toBe(401);
    const mail = await eventually(
      () => portal.messagesTo('permit@example.org'),
      (m) => m.some((x) => x.subject === 'You have left the Freeway program'),
    );
    const withdrawal = mail.find((x) => x.subject === 'You have left the Freeway program')!;
    expect(withdrawal.text).toContain('Hi Robert');
    // Signed in again, the program API refuses them; the session still says who they are.
    const again = await portal.signIn('permit@example.org');
    expect((await inject({ url: '/api/user/session', headers: { cookie: again } })).json().status).toBe(
      '99_Withdrew',
    );
    expect((await inject({ url: '/api/completion', headers: { cookie: again } })).statusCode).toBe(403);
  });
});
