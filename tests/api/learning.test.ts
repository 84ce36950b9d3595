import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { videoProgress } from '@server/db/schema/index.js';
import { readQuestionBanks, readQuizTopics } from '@server/seed/learning.js';
import type { QuizName } from '@shared/domain/learning.js';
import { usePortal, useSignIns } from './harness.js';

const portal = usePortal();
const cookies = useSignIns(portal, ['training', 'permit', 'coach']);
beforeAll(async () => {
  // These tests take permit training's tests and the pre-trip study again as students who have not yet.
  for (const email of ['permit@example.org', 'onhold@example.org', 'grad@example.org'])
    await portal.forgetProgress(email);
});

const inject = (opts: InjectOptions) => portal.app.inject(opts);
const bank = readQuestionBanks();
type Q = { id: string; question: string; answers: string[] };
/** Where the right answer sits in the order this draw served the question's options. */
const rightOf = (q: Q) => {
  const item = bank.find((b) => b.id === q.id)!;
  return q.answers.indexOf(item.answers[item.correctAnswer]!);
};
async function testQuestions(cookie: string, quiz = 'airbrakes'): Promise<Q[]> {
  const res = await inject({ url: `/api/quizzes/${quiz}/questions?kind=test`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json().questions as Q[];
}
/** An answer sheet with `wrong` answers wrong, the rest right. */
function sheet(questions: Q[], wrong: number) {
  return questions.map((q, i) => ({
    questionId: q.id,
    answer: i < wrong ? (rightOf(q) + 1) % 4 : rightOf(q),
  }));
}
const topicNames = readQuizTopics();
/**
 * The score per topic a sheet made by `sheet(questions, wrong)` should get, worked out from the content:
 * the bank's topics in the order content/learning/quiz-topics.json lists them, each with its name.
 */
function expectedTopics(quiz: QuizName, questions: Q[], wrong: number) {
  const asked = questions.map((q, i) => ({
    topic: bank.find((b) => b.id === q.id)!.topic,
    right: i >= wrong,
  }));
  return Object.entries(topicNames[quiz]).flatMap(([topic, label]) => {
    const mine = asked.filter((a) => a.topic === topic);
    const correct = mine.filter((a) => a.right).length;
    return mine.length === 0
      ? []
      : [{ topic, label, correct, total: mine.length, score: Math.round((correct / mine.length) * 100) }];
  });
}
const submit = (cookie: string | undefined, payload: object) =>
  inject({ method: 'POST', url: '/api/quizzes', headers: cookie ? { cookie } : {}, payload });
const completions = async (cookie: string) =>
  ((await inject({ url: '/api/completion', headers: { cookie } })).json() as { url: string }[]).map(
    (c) => c.url,
  );
const scores = async (cookie: string) =>
  (await inject({ url: '/api/quizzes', headers: { cookie } })).json() as {
    assessmentName: string;
    score: number;
  }[];

describe('quiz questions', () => {
  it('serves test questions without answers or explanations, the configured count', async () => {
    const res = await inject({
      url: '/api/quizzes/airbrakes/questions?kind=test',
      headers: { cookie: cookies.training },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.questions).toHaveLength(20);
    expect(res.body).not.toMatch(/correct|explanation/i);
    expect(Object.keys(body.questions[0]).sort()).toEqual(['answers', 'id', 'question']);
    expect(body.answers).toEqual({});
  });

  it('serves every question for practice', async () => {
    const res = await inject({
      url: '/api/quizzes/combination/questions?kind=practice',
      headers: { cookie: cookies.training },
    });
    expect(res.json().questions.length).toBe(bank.filter((q) => q.quiz === 'combination').length);
  });

  it('refuses an anonymous caller, staff, and an unknown quiz', async () => {
    expect((await inject({ url: '/api/quizzes/airbrakes/questions?kind=test' })).statusCode).toBe(401);
    expect(
      (
        await inject({
          url: '/api/quizzes/airbrakes/questions?kind=test',
          headers: { cookie: cookies.coach },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await inject({
          url: '/api/quizzes/cooking/questions?kind=test',
          headers: { cookie: cookies.training },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('every bank has at least 20 questions with four distinct choices', () => {
    for (const quiz of [
      'general_knowledge_1',
      'general_knowledge_2',
      'airbrakes',
      'combination',
      'non_driving_activities',
    ]) {
      const qs = bank.filter((q) => q.quiz === quiz);
      expect(qs.length).toBeGreaterThanOrEqual(20);
      for (const q of qs) expect(new Set(q.answers).size).toBe(4);
    }
  });
});

async function practiceQuestions(cookie: string, quiz: string): Promise<Q[]> {
  const res = await inject({ url: `/api/quizzes/${quiz}/questions?kind=practice`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json().questions as Q[];
}
const check = (cookie: string | undefined, quiz: string, questionId: string, answer: number) =>
  inject({
    method: 'POST',
    url: `/api/quizzes/${quiz}/check`,
    headers: cookie ? { cookie } : {},
    payload: { questionId, answer },
  });

describe('practice check', () => {
  /** A student whose test results no other test here looks at. */
  let fresh: string;
  beforeAll(async () => {
    fresh = await portal.signIn('new@example.org');
  });

  it('tells whether an answer is right, with the explanation', async () => {
    const [q] = await practiceQuestions(cookies.training, 'general_knowledge_1');
    const res = await check(cookies.training, 'general_knowledge_1', q!.id, rightOf(q!));
    expect(res.statusCode).toBe(200);
    expect(res.json().correct).toBe(true);
    expect(res.json().explanation.length).toBeGreaterThan(5);
  });

  it('shows each draw its own order of options and grades by the order that draw showed', async () => {
    const first = await practiceQuestions(cookies.training, 'general_knowledge_1');
    const second = await practiceQuestions(cookies.training, 'general_knowledge_1');
    const moved = second.filter((q, i) => q.answers.join('|') !== first[i]!.answers.join('|'));
    expect(moved.length).toBeGreaterThan(0);
    for (const [i, q] of second.entries())
      expect([...q.answers].sort()).toEqual([...first[i]!.answers].sort());
    // The draw now open is the second one: the right answer's position there is right, and only there.
    const q = moved[0]!;
    const before = first.find((f) => f.id === q.id)!;
    expect((await check(cookies.training, 'general_knowledge_1', q.id, rightOf(q))).json()).toMatchObject({
      correct: true,
      correctAnswer: rightOf(q),
    });
    if (rightOf(before) !== rightOf(q))
      expect(
        (await check(cookies.training, 'general_knowledge_1', q.id, rightOf(before))).json().correct,
      ).toBe(false);
  });

  it('refuses a question of another quiz, and an anonymous caller', async () => {
    const [q] = await practiceQuestions(cookies.training, 'general_knowledge_1');
    expect((await check(cookies.training, 'airbrakes', q!.id, 0)).statusCode).toBe(404);
    expect((await check(undefined, 'general_knowledge_1', q!.id, 0)).statusCode).toBe(401);
  });

  it('reveals nothing about a live test draw until that test is submitted', async () => {
    const quiz = 'general_knowledge_1';
    const practice = await practiceQuestions(fresh, quiz);
    const drawn = await testQuestions(fresh, quiz);
    for (const q of drawn) {
      const res = await check(fresh, quiz, q.id, 0);
      expect(res.statusCode).toBe(409);
      expect(res.json()).not.toHaveProperty('correctAnswer');
      expect(res.json().message).toBe(
        'This question is in the test you have open. Its answer shows once you submit the test, or open the practice again to leave that test.',
      );
    }
    // Nor through a practice answer sheet, whose result lists the right answers.
    const leak = await submit(fresh, {
      assessmentName: quiz,
      kind: 'practice',
      attemptKey: 'practice-leak-1',
      answers: drawn.map((q) => ({ questionId: q.id, answer: 0 })),
    });
    expect(leak.statusCode).toBe(409);
    expect(leak.body).not.toContain('correctAnswer');
    // Practice questions outside the draw still answer.
    const outside = practice.find((q) => !drawn.some((d) => d.id === q.id))!;
    expect((await check(fresh, quiz, outside.id, rightOf(outside))).json().correct).toBe(true);

    const graded = await submit(fresh, {
      assessmentName: quiz,
      kind: 'test',
      attemptKey: 'live-draw-1',
      answers: sheet(drawn, 0),
    });
    expect(graded.statusCode).toBe(200);
    const inPractice = practice.find((q) => q.id === drawn[0]!.id)!;
    const after = await check(fresh, quiz, inPractice.id, rightOf(inPractice));
    expect(after.statusCode).toBe(200);
    expect(after.json().correctAnswer).toBe(rightOf(inPractice));
  });

  it('answers only for a practice run the student has opened', async () => {
    const quiz = 'general_knowledge_2';
    const drawn = await testQuestions(fresh, quiz);
    const outside = bank.find((q) => q.quiz === quiz && !drawn.some((d) => d.id === q.id))!;
    for (const id of [outside.id, drawn[0]!.id]) {
      const res = await check(fresh, quiz, id, 0);
      expect(res.statusCode).toBe(409);
      expect(res.json()).not.toHaveProperty('correctAnswer');
    }
    expect((await check(fresh, quiz, outside.id, 0)).json().message).toBe(
      'Please open the practice questions again to check your answers.',
    );
  });

  it('opening the practice abandons an unsubmitted test, so its draw cannot be answered from practice', async () => {
    const quiz = 'general_knowledge_2';
    const drawn = await testQuestions(fresh, quiz);
    await practiceQuestions(fresh, quiz);
    expect((await check(fresh, quiz, drawn[0]!.id, 0)).statusCode).toBe(200);
    const stale = await submit(fresh, {
      assessmentName: quiz,
      kind: 'test',
      attemptKey: 'abandoned-1',
      answers: sheet(drawn, 0),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('This test has new questions now. Please load it again.');
  });
});

describe('graded test', () => {
  it('grades a forged score by the answers, keeps no first failure, then records the second attempt', async () => {
    const questions = await testQuestions(cookies.training);
    const forged = await submit(cookies.training, {
      assessmentName: 'airbrakes',
      kind: 'test',
      attemptKey: 'attempt-one-abc',
      answers: sheet(questions, 10),
      score: 100,
    });
    expect(forged.statusCode).toBe(200);
    expect(forged.json()).toMatchObject({ score: 50, passed: false, recorded: false, attempt: 1 });
    expect(forged.json().results[0].explanation.length).toBeGreaterThan(5);
    expect(Object.keys(forged.json().results[0]).sort()).toEqual([
      'answer',
      'correct',
      'correctAnswer',
      'explanation',
      'questionId',
    ]);
    // The score per topic comes from the questions' own topics, in the bank's order, with their names.
    const topics = forged.json().topics as { topic: string; total: number; correct: number }[];
    expect(topics).toEqual(expectedTopics('airbrakes', questions, 10));
    expect(topics.length).toBeGreaterThan(1);
    expect(topics.reduce((n, l) => n + l.total, 0)).toBe(20);
    expect(topics.reduce((n, l) => n + l.correct, 0)).toBe(10);
    // (The student's own earlier scores, such as orientation, are not this test's.)
    const airbrakes = async (cookie: string) =>
      (await scores(cookie)).filter((s) => s.assessmentName === 'airbrakes');
    expect(await airbrakes(cookies.training)).toEqual([]);
    expect(await completions(cookies.training)).not.toContain('/program/prepermit/airbrakes/test');

    // A retry is a new draw of the test.
    const retry = await testQuestions(cookies.training);
    const second = await submit(cookies.training, {
      assessmentName: 'airbrakes',
      kind: 'test',
      attemptKey: 'attempt-two-abc',
      answers: sheet(retry, 2),
    });
    expect(second.json()).toMatchObject({ score: 90, passed: true, recorded: true, attempt: 2 });
    // Another draw asks about the topics in another order; the result lists them in the bank's.
    expect(second.json().topics).toEqual(expectedTopics('airbrakes', retry, 2));
    expect(await completions(cookies.training)).toContain('/program/prepermit/airbrakes/test');
    expect((await airbrakes(cookies.training)).map((s) => [s.assessmentName, s.score])).toEqual([
      ['airbrakes', 90],
    ]);
    // Another student sees none of it.
    expect(await scores(cookies.permit)).toEqual([]);
    expect(await completions(cookies.permit)).not.toContain('/program/prepermit/airbrakes/test');
  });

  it('refuses to complete a graded test item through the checklist completion call', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/completion',
      headers: { cookie: cookies.permit },
      payload: { url: '/program/prepermit/general_knowledge_1/test' },
    });
    expect(res.statusCode).toBe(403);
    expect(await completions(cookies.permit)).not.toContain('/program/prepermit/general_knowledge_1/test');
  });

  it('a double submit is one attempt', async () => {
    const questions = await testQuestions(cookies.permit, 'combination');
    const payload = {
      assessmentName: 'combination',
      kind: 'test',
      attemptKey: 'double-tap-123',
      answers: sheet(questions, 0),
    };
    const [a, b] = await Promise.all([submit(cookies.permit, payload), submit(cookies.permit, payload)]);
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(a.json()).toMatchObject({ score: 100, recorded: true, attempt: 1 });
    expect((await scores(cookies.permit)).filter((s) => s.assessmentName === 'combination')).toHaveLength(1);
  });

  it('refuses a test sheet that leaves a question out, or an anonymous one', async () => {
    const questions = await testQuestions(cookies.training, 'general_knowledge_2');
    const partial = await submit(cookies.training, {
      assessmentName: 'general_knowledge_2',
      kind: 'test',
      attemptKey: 'partial-sheet-1',
      answers: sheet(questions, 0).slice(1),
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe('Answer all questions first');
    const anon = await submit(undefined, {
      assessmentName: 'general_knowledge_2',
      kind: 'test',
      attemptKey: 'anon-sheet-1',
      answers: sheet(questions, 0),
    });
    expect(anon.statusCode).toBe(401);
    expect(
      (
        await submit(cookies.coach, {
          assessmentName: 'general_knowledge_2',
          kind: 'test',
          attemptKey: 'coach-sheet-1',
          answers: sheet(questions, 0),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('records a practice score without completing the test item', async () => {
    const res = await inject({
      url: '/api/quizzes/non_driving_activities/questions?kind=practice',
      headers: { cookie: cookies.permit },
    });
    const questions = res.json().questions as Q[];
    const done = await submit(cookies.permit, {
      assessmentName: 'non_driving_activities',
      kind: 'practice',
      attemptKey: 'practice-run-1',
      answers: sheet(questions, 0),
    });
    expect(done.json()).toMatchObject({ score: 100, recorded: true });
    expect(await completions(cookies.permit)).not.toContain('/program/prepermit/non_driving_activities/test');
  });
});

describe('answers kept as the student goes', () => {
  type Draw = { drawId: string; answers: Record<string, number>; questions: Q[] };
  async function openTest(cookie: string, quiz: string): Promise<Draw> {
    const res = await inject({ url: `/api/quizzes/${quiz}/questions?kind=test`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json() as Draw;
  }
  const keep = (cookie: string | undefined, quiz: string, drawId: string, answers: object) =>
    inject({
      method: 'PUT',
      url: `/api/quizzes/${quiz}/draws/${drawId}/answers`,
      headers: cookie ? { cookie } : {},
      payload: { answers },
    });

  it('keeps the owner’s answers on the open draw and resumes the same test with them', async () => {
    const cookie = await portal.signIn('onhold@example.org');
    const draw = await openTest(cookie, 'general_knowledge_1');
    const [a, b, c] = draw.questions;
    const partial = { [a!.id]: rightOf(a!), [b!.id]: (rightOf(b!) + 1) % 4 };
    const kept = await keep(cookie, 'general_knowledge_1', draw.drawId, partial);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({ drawId: draw.drawId, answers: partial });
    // The same PUT again changes nothing; a later one replaces the set.
    expect((await keep(cookie, 'general_knowledge_1', draw.drawId, partial)).json().answers).toEqual(partial);
    const more = { ...partial, [c!.id]: 0 };
    expect((await keep(cookie, 'general_knowledge_1', draw.drawId, more)).statusCode).toBe(200);

    const resumed = await openTest(cookie, 'general_knowledge_1');
    expect(resumed.drawId).toBe(draw.drawId);
    expect(resumed.questions).toEqual(draw.questions);
    expect(resumed.answers).toEqual(more);
    // Nothing is graded or recorded by keeping answers.
    expect((await scores(cookie)).filter((s) => s.assessmentName === 'general_knowledge_1')).toEqual([]);

    // Grading is unchanged: the submitted sheet decides, and uses the draw up with its kept answers.
    const graded = await submit(cookie, {
      assessmentName: 'general_knowledge_1',
      kind: 'test',
      attemptKey: 'kept-answers-1',
      answers: sheet(draw.questions, 0),
    });
    expect(graded.json()).toMatchObject({ score: 100, passed: true, recorded: true, passScore: 80 });
    expect(graded.json().topics).toEqual(expectedTopics('general_knowledge_1', draw.questions, 0));
    expect(graded.json().topics.map((l: { label: string }) => l.label)).toEqual(
      Object.values(topicNames.general_knowledge_1),
    );
    expect((await keep(cookie, 'general_knowledge_1', draw.drawId, partial)).statusCode).toBe(409);
    const next = await openTest(cookie, 'general_knowledge_1');
    expect(next.drawId).not.toBe(draw.drawId);
    expect(next.answers).toEqual({});
  });

  it('refuses answers outside the draw or its choices, with a message and no server error', async () => {
    const cookie = await portal.signIn('onhold@example.org');
    const draw = await openTest(cookie, 'general_knowledge_2');
    const q = draw.questions[0]!;
    const outside = bank.find(
      (b) => b.quiz === 'general_knowledge_2' && !draw.questions.some((d) => d.id === b.id),
    )!;
    for (const answers of [
      { [outside.id]: 0 },
      { [q.id]: 4 },
      { [q.id]: -1 },
      { [q.id]: 1.5 },
      { 'not-a-uuid': 0 },
    ]) {
      const res = await keep(cookie, 'general_knowledge_2', draw.drawId, answers);
      expect(res.statusCode, JSON.stringify(answers)).toBe(400);
      expect(res.json().message.length).toBeGreaterThan(5);
    }
    expect((await keep(cookie, 'general_knowledge_2', 'not-a-draw', {})).statusCode).toBe(400);
    expect((await openTest(cookie, 'general_knowledge_2')).answers).toEqual({});
  });

  it('refuses another student, a coach and an anonymous caller, and leaves the owner’s answers alone', async () => {
    const owner = await portal.signIn('grad@example.org');
    const draw = await openTest(owner, 'combination');
    const mine = { [draw.questions[0]!.id]: 2 };
    expect((await keep(owner, 'combination', draw.drawId, mine)).statusCode).toBe(200);
    const forged = { [draw.questions[0]!.id]: 0 };

    const intruder = await keep(cookies.permit, 'combination', draw.drawId, forged);
    expect(intruder.statusCode).toBe(409);
    expect(intruder.body).not.toContain(draw.questions[0]!.id);
    expect((await keep(cookies.coach, 'combination', draw.drawId, forged)).statusCode).toBe(403);
    expect((await keep(undefined, 'combination', draw.drawId, forged)).statusCode).toBe(401);
    // A draw of another quiz is not this one either.
    expect((await keep(owner, 'airbrakes', draw.drawId, {})).statusCode).toBe(409);

    expect((await openTest(owner, 'combination')).answers).toEqual(mine);
  });
});

describe('lesson video progress', () => {
  const progress = (cookie: string | undefined, furthest: number) =>
    inject({
      method: 'POST',
      url: '/api/videos/airbrakes/progress',
      headers: cookie ? { cookie } : {},
      payload: { position: furthest, furthest },
    });

  it('takes a vanishingly small or malformed position without a server error', async () => {
    const send = (payload: object) =>
      inject({
        method: 'POST',
        url: '/api/videos/airbrakes/progress',
        headers: { cookie: cookies.permit },
        payload,
      });
    const tiny = await send({ position: 1e-320, furthest: 1e-320 });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.json()).toMatchObject({ position: 0 });
    for (const bad of [{ position: -1, furthest: 0 }, { position: 0, furthest: 1e308 }, { position: '5' }]) {
      const res = await send({ furthest: 0, ...bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('A playback position must be a number of seconds from 0 to 36000.');
    }
  });

  it('cuts a forged jump to the end back to what playback allows, then completes the class item', async () => {
    const forged = await progress(cookies.training, 8);
    expect(forged.statusCode).toBe(200);
    expect(forged.json()).toMatchObject({ furthest: 5, completed: false, duration: 8 });
    expect(await completions(cookies.training)).not.toContain('/program/prepermit/airbrakes');
    await new Promise((r) => setTimeout(r, 1100));
    const later = await progress(cookies.training, 7);
    expect(later.json()).toMatchObject({ furthest: 7, completed: true });
    expect(await completions(cookies.training)).toContain('/program/prepermit/airbrakes');
    const resumed = await inject({
      url: '/api/videos/airbrakes/progress',
      headers: { cookie: cookies.training },
    });
    expect(resumed.json()).toMatchObject({ position: 7, completed: true });
  });

  it('keeps each student to their own progress and refuses anonymous callers, staff and unknown videos', async () => {
    const theirs = await inject({
      url: '/api/videos/airbrakes/progress',
      headers: { cookie: cookies.permit },
    });
    expect(theirs.json()).toMatchObject({ furthest: 0, completed: false });
    expect((await progress(undefined, 1)).statusCode).toBe(401);
    expect((await progress(cookies.coach, 1)).statusCode).toBe(403);
    const unknown = await inject({
      method: 'POST',
      url: '/api/videos/cooking/progress',
      headers: { cookie: cookies.training },
      payload: { position: 1, furthest: 1 },
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('test draws', () => {
  it('serves an open test again as it was, draws anew after practice, and grades only the latest draw, once', async () => {
    const cookie = await portal.signIn('new@example.org');
    const first = await testQuestions(cookie, 'orientation');
    expect(await testQuestions(cookie, 'orientation')).toEqual(first);
    // Opening the practice leaves the open test: the next test is a new draw.
    await practiceQuestions(cookie, 'orientation');
    const second = await testQuestions(cookie, 'orientation');
    expect(first).toHaveLength(10);
    expect(second).not.toEqual(first);

    // The earlier draw is gone: its sheet is not this test.
    const stale = await submit(cookie, {
      assessmentName: 'orientation',
      kind: 'test',
      attemptKey: 'stale-draw-1',
      answers: sheet(first, 0),
    });
    expect(stale.statusCode).toBe(400);

    const graded = await submit(cookie, {
      assessmentName: 'orientation',
      kind: 'test',
      attemptKey: 'latest-draw-1',
      answers: sheet(second, 5),
    });
    expect(graded.json()).toMatchObject({ score: 50, recorded: false });
    expect(graded.json().results.map((r: { questionId: string }) => r.questionId)).toEqual(
      second.map((q) => q.id),
    );
    // Grading used the draw up: the same questions again, right this time, are refused.
    const again = await submit(cookie, {
      assessmentName: 'orientation',
      kind: 'test',
      attemptKey: 'latest-draw-2',
      answers: sheet(second, 0),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This test has new questions now. Please load it again.');

    const retry = await testQuestions(cookie, 'orientation');
    const passed = await submit(cookie, {
      assessmentName: 'orientation',
      kind: 'test',
      attemptKey: 'retry-draw-1',
      answers: sheet(retry, 0),
    });
    expect(passed.json()).toMatchObject({ score: 100, passed: true, recorded: true, attempt: 2 });
    expect(await completions(cookie)).toContain('/program/welcome/orientation_quiz');
  });

  it('completes the orientation quiz item only by grading', async () => {
    const cookie = await portal.signIn('setup@example.org');
    const res = await inject({
      method: 'POST',
      url: '/api/completion',
      headers: { cookie },
      payload: { url: '/program/welcome/orientation_quiz' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('onboarding', () => {
  const report = (cookie: string, furthest: number) =>
    inject({
      method: 'POST',
      url: '/api/videos/onboarding/progress',
      headers: { cookie },
      payload: { position: furthest, furthest },
    });
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('serves the quiz only once the video is watched to 99 %, and passing it completes onboarding', async () => {
    const cookie = await portal.signIn('school@example.org');
    const early = await inject({ url: '/api/quizzes/onboarding/questions?kind=test', headers: { cookie } });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe('Watch entire video to continue');

    // Playback reports as a player sends them; a jump to the end is held to what real time allows.
    expect((await report(cookie, 15)).json()).toMatchObject({ furthest: 5, completed: false });
    await wait(1100);
    expect((await report(cookie, 12)).json()).toMatchObject({ furthest: 12, completed: false });
    await wait(600);
    // 14.8 of 15 seconds is 98.7 %: not yet.
    expect((await report(cookie, 14.8)).json()).toMatchObject({ completed: false });
    expect(
      (await inject({ url: '/api/quizzes/onboarding/questions?kind=test', headers: { cookie } })).statusCode,
    ).toBe(403);
    expect((await report(cookie, 15)).json()).toMatchObject({ completed: true });
    // Watching completes nothing on the checklist by itself: the quiz does.
    expect(await completions(cookie)).not.toContain('/program/school/onboarding');

    const quiz = await testQuestions(cookie, 'onboarding');
    expect(quiz).toHaveLength(10);
    const passed = await submit(cookie, {
      assessmentName: 'onboarding',
      kind: 'test',
      attemptKey: 'onboarding-pass-1',
      answers: sheet(quiz, 2),
    });
    expect(passed.json()).toMatchObject({ score: 80, passed: true, recorded: true });
    expect(await completions(cookie)).toContain('/program/school/onboarding');

    // Another student's onboarding is untouched.
    const theirs = await inject({
      url: '/api/videos/onboarding/progress',
      headers: { cookie: cookies.training },
    });
    expect(theirs.json()).toMatchObject({ completed: false });
  });

  it('lets the enrollment button mark its item, but not the onboarding item', async () => {
    // On hold for school, the school's steps are not theirs yet.
    const onhold = await portal.signIn('onhold@example.org');
    const early = await inject({
      method: 'POST',
      url: '/api/completion',
      headers: { cookie: onhold },
      payload: { url: '/program/school/enrollment' },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe('This step is for a later stage. Finish your checklist first.');
    expect(await completions(onhold)).not.toContain('/program/school/enrollment');
    const cookie = await portal.signIn('school@example.org');
    const enrollment = await inject({
      method: 'POST',
      url: '/api/completion',
      headers: { cookie },
      payload: { url: '/program/school/enrollment' },
    });
    expect(enrollment.statusCode).toBe(200);
    expect(await completions(cookie)).toContain('/program/school/enrollment');
    const onboarding = await inject({
      method: 'POST',
      url: '/api/completion',
      headers: { cookie },
      payload: { url: '/program/school/onboarding' },
    });
    expect(onboarding.statusCode).toBe(403);
    expect(
      (
        await inject({
          method: 'POST',
          url: '/api/completion',
          payload: { url: '/program/school/enrollment' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('pre-trip study and class PDFs', () => {
  const pdf = (cookie: string | undefined, name: string, query = '') =>
    inject({ url: `/api/learning/pdfs/${name}${query}`, headers: cookie ? { cookie } : {} });
  const state = async (cookie: string) =>
    (await inject({ url: '/api/learning/pretrip', headers: { cookie } })).json();

  it('opens the slides and the parts guide only after both videos, and keeps the test score', async () => {
    const cookie = await portal.signIn('grad@example.org');
    expect(await state(cookie)).toEqual({
      videos: { pretrip_video_1: false, pretrip_video_2: false },
      unlocked: false,
      testScore: null,
      testPassed: false,
    });
    const locked = await pdf(cookie, 'pretrip_slides');
    expect(locked.statusCode).toBe(403);
    expect(await completions(cookie)).not.toContain('/program/school/pretrip_pdf_1');

    const session = (await inject({ url: '/api/user/session', headers: { cookie } })).json() as {
      uuid: string;
    };
    await portal.database.db.insert(videoProgress).values({
      userId: session.uuid,
      videoKey: 'pretrip_video_1',
      position: 12,
      furthest: 12,
      completed: true,
    });
    expect((await state(cookie)).unlocked).toBe(false);
    expect((await pdf(cookie, 'pretrip_parts')).statusCode).toBe(403);
    await portal.database.db.insert(videoProgress).values({
      userId: session.uuid,
      videoKey: 'pretrip_video_2',
      position: 12,
      furthest: 12,
      completed: true,
    });
    expect((await state(cookie)).unlocked).toBe(true);

    const slides = await pdf(cookie, 'pretrip_slides');
    expect(slides.statusCode).toBe(200);
    expect(slides.headers['content-type']).toBe('application/pdf');
    expect(slides.headers['content-disposition']).toBe('inline; filename="pretrip_slides.pdf"');
    expect(slides.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await completions(cookie)).toContain('/program/school/pretrip_pdf_1');
    // Everyone else is still locked out.
    expect((await pdf(cookies.permit, 'pretrip_slides')).statusCode).toBe(403);

    const questions = await testQuestions(cookie, 'pretrip');
    await submit(cookie, {
      assessmentName: 'pretrip',
      kind: 'test',
      attemptKey: 'pretrip-pass-1',
      answers: sheet(questions, 1),
    });
    expect(await state(cookie)).toMatchObject({ testScore: 95, testPassed: true });
  });

  it('serves an open class PDF to a student to read or download, to nobody else', async () => {
    const read = await pdf(cookies.training, 'non_driving_activities');
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const download = await pdf(cookies.training, 'texas_special_requirements', '?download=1');
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="texas_special_requirements.pdf"',
    );
    expect((await pdf(undefined, 'non_driving_activities')).statusCode).toBe(401);
    expect((await pdf(cookies.coach, 'non_driving_activities')).statusCode).toBe(403);
    expect((await pdf(cookies.training, '..%2Fpasswd')).statusCode).toBe(400);
    expect((await inject({ url: '/api/learning/pretrip' })).statusCode).toBe(401);
  });
});

describe('class assets', () => {
  it('gives the URL of a class video or slides by id', async () => {
    const trophy = await inject({
      url: '/api/contentful/asset/trophy',
      headers: { cookie: cookies.training },
    });
    expect(trophy.json()).toEqual({ url: '/learning/trophy.webm' });
    const slides = await inject({
      url: '/api/contentful/asset/pretrip-slides',
      headers: { cookie: cookies.training },
    });
    expect(slides.json()).toEqual({ url: '/api/learning/pdfs/pretrip_slides' });
    expect(
      (await inject({ url: '/api/contentful/asset/nothing', headers: { cookie: cookies.training } }))
        .statusCode,
    ).toBe(404);
    expect((await inject({ url: '/api/contentful/asset/trophy' })).statusCode).toBe(401);
  });
});
