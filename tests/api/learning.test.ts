import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQuestionBanks } from '../../src/server/db/seed/learning.js';
import { startTestPortal, type TestPortal } from './harness.js';

let portal: TestPortal;
let student: string;
let other: string;
let coach: string;
beforeAll(async () => {
  portal = await startTestPortal();
  student = await portal.signIn('training@example.org');
  other = await portal.signIn('permit@example.org');
  coach = await portal.signIn('coach@example.org');
});
afterAll(async () => {
  await portal.close();
});

const inject = (opts: InjectOptions) => portal.app.inject(opts);
const bank = readQuestionBanks();
const correctOf = (id: string) => bank.find((q) => q.id === id)!.correctAnswer;

type Q = { id: string; question: string; answers: string[] };
async function testQuestions(cookie: string, quiz = 'airbrakes'): Promise<Q[]> {
  const res = await inject({ url: `/api/quizzes/${quiz}/questions?kind=test`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json().questions as Q[];
}
/** An answer sheet with `wrong` answers wrong, the rest right. */
function sheet(questions: Q[], wrong: number) {
  return questions.map((q, i) => ({
    questionId: q.id,
    answer: i < wrong ? (correctOf(q.id) + 1) % 4 : correctOf(q.id),
  }));
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
      headers: { cookie: student },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.questions).toHaveLength(20);
    expect(res.body).not.toMatch(/correct|explanation/i);
    expect(Object.keys(body.questions[0]).sort()).toEqual(['answers', 'id', 'question']);
  });

  it('serves every question for practice', async () => {
    const res = await inject({
      url: '/api/quizzes/combination/questions?kind=practice',
      headers: { cookie: student },
    });
    expect(res.json().questions.length).toBe(bank.filter((q) => q.quiz === 'combination').length);
  });

  it('refuses an anonymous caller, staff, and an unknown quiz', async () => {
    expect((await inject({ url: '/api/quizzes/airbrakes/questions?kind=test' })).statusCode).toBe(401);
    expect(
      (await inject({ url: '/api/quizzes/airbrakes/questions?kind=test', headers: { cookie: coach } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await inject({ url: '/api/quizzes/cooking/questions?kind=test', headers: { cookie: student } }))
        .statusCode,
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

describe('practice check', () => {
  it('tells whether an answer is right, with the explanation', async () => {
    const [q] = await testQuestions(student, 'general_knowledge_1');
    const res = await inject({
      method: 'POST',
      url: '/api/quizzes/general_knowledge_1/check',
      headers: { cookie: student },
      payload: { questionId: q!.id, answer: correctOf(q!.id) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().correct).toBe(true);
    expect(res.json().explanation.length).toBeGreaterThan(5);
  });

  it('refuses a question of another quiz, and an anonymous caller', async () => {
    const [q] = await testQuestions(student, 'general_knowledge_1');
    const payload = { questionId: q!.id, answer: 0 };
    const wrongQuiz = await inject({
      method: 'POST',
      url: '/api/quizzes/airbrakes/check',
      headers: { cookie: student },
      payload,
    });
    expect(wrongQuiz.statusCode).toBe(404);
    const anon = await inject({ method: 'POST', url: '/api/quizzes/general_knowledge_1/check', payload });
    expect(anon.statusCode).toBe(401);
  });
});

describe('graded test', () => {
  it('grades a forged score by the answers, keeps no first failure, then records the second attempt', async () => {
    const questions = await testQuestions(student);
    const forged = await submit(student, {
      assessmentName: 'airbrakes',
      kind: 'test',
      attemptKey: 'attempt-one-abc',
      answers: sheet(questions, 10),
      score: 100,
    });
    expect(forged.statusCode).toBe(200);
    expect(forged.json()).toMatchObject({ score: 50, passed: false, recorded: false, attempt: 1 });
    expect(forged.json().results[0].explanation.length).toBeGreaterThan(5);
    expect(await scores(student)).toEqual([]);
    expect(await completions(student)).not.toContain('/program/prepermit/airbrakes/test');

    const second = await submit(student, {
      assessmentName: 'airbrakes',
      kind: 'test',
      attemptKey: 'attempt-two-abc',
      answers: sheet(questions, 2),
    });
    expect(second.json()).toMatchObject({ score: 90, passed: true, recorded: true, attempt: 2 });
    expect(await completions(student)).toContain('/program/prepermit/airbrakes/test');
    expect((await scores(student)).map((s) => [s.assessmentName, s.score])).toEqual([['airbrakes', 90]]);
    // Another student sees none of it.
    expect(await scores(other)).toEqual([]);
    expect(await completions(other)).not.toContain('/program/prepermit/airbrakes/test');
  });

  it('refuses to complete a graded test item through the checklist completion call', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/completion',
      headers: { cookie: other },
      payload: { url: '/program/prepermit/general_knowledge_1/test' },
    });
    expect(res.statusCode).toBe(403);
    expect(await completions(other)).not.toContain('/program/prepermit/general_knowledge_1/test');
  });

  it('a double submit is one attempt', async () => {
    const questions = await testQuestions(other, 'combination');
    const payload = {
      assessmentName: 'combination',
      kind: 'test',
      attemptKey: 'double-tap-123',
      answers: sheet(questions, 0),
    };
    const [a, b] = await Promise.all([submit(other, payload), submit(other, payload)]);
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(a.json()).toMatchObject({ score: 100, recorded: true, attempt: 1 });
    expect((await scores(other)).filter((s) => s.assessmentName === 'combination')).toHaveLength(1);
  });

  it('refuses a test sheet that leaves a question out, or an anonymous one', async () => {
    const questions = await testQuestions(student, 'general_knowledge_2');
    const partial = await submit(student, {
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
        await submit(coach, {
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
      headers: { cookie: other },
    });
    const questions = res.json().questions as Q[];
    const done = await submit(other, {
      assessmentName: 'non_driving_activities',
      kind: 'practice',
      attemptKey: 'practice-run-1',
      answers: sheet(questions, 0),
    });
    expect(done.json()).toMatchObject({ score: 100, recorded: true });
    expect(await completions(other)).not.toContain('/program/prepermit/non_driving_activities/test');
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

  it('cuts a forged jump to the end back to what playback allows, then completes the class item', async () => {
    const forged = await progress(student, 8);
    expect(forged.statusCode).toBe(200);
    expect(forged.json()).toMatchObject({ furthest: 5, completed: false, duration: 8 });
    expect(await completions(student)).not.toContain('/program/prepermit/airbrakes');
    await new Promise((r) => setTimeout(r, 1100));
    const later = await progress(student, 7);
    expect(later.json()).toMatchObject({ furthest: 7, completed: true });
    expect(await completions(student)).toContain('/program/prepermit/airbrakes');
    const resumed = await inject({ url: '/api/videos/airbrakes/progress', headers: { cookie: student } });
    expect(resumed.json()).toMatchObject({ position: 7, completed: true });
  });

  it('keeps each student to their own progress and refuses anonymous callers, staff and unknown videos', async () => {
    const theirs = await inject({ url: '/api/videos/airbrakes/progress', headers: { cookie: other } });
    expect(theirs.json()).toMatchObject({ furthest: 0, completed: false });
    expect((await progress(undefined, 1)).statusCode).toBe(401);
    expect((await progress(coach, 1)).statusCode).toBe(403);
    const unknown = await inject({
      method: 'POST',
      url: '/api/videos/cooking/progress',
      headers: { cookie: student },
      payload: { position: 1, furthest: 1 },
    });
    expect(unknown.statusCode).toBe(400);
  });
});
