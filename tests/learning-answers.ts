import { readFileSync } from 'node:fs';
import { quizPlans, type VideoKey } from '../src/shared/domain/learning.js';
import { waysOf, type Completes } from '../src/shared/domain/progress.js';

type Item = { q: string; a: string[]; c: number };
type Served = { id: string; question: string; answers: string[] };
interface Requester {
  post(url: string, options: { data: object }): Promise<{ json(): Promise<unknown> }>;
}

/** The right answer sheet for served test questions, found from the question banks in content/. */
export function rightAnswers(quiz: string, questions: Served[]) {
  const bank = JSON.parse(readFileSync(`content/learning/quizzes/${quiz}.json`, 'utf8')) as Item[];
  return questions.map((q) => {
    const item = bank.find((i) => i.q === q.question)!;
    return { questionId: q.id, answer: q.answers.indexOf(item.a[item.c]!) };
  });
}

/** The quiz whose passing test completes a step, as the step declares it; null for any other step. */
export function gradedQuizOf(completes: Completes): string | null {
  for (const way of waysOf(completes))
    if (typeof way === 'object' && way.event === 'quizPassed' && way.key) return way.key;
  return null;
}

/**
 * Watches a video the way a player reports it: the furthest point grows with real time (the server
 * allows no more than double speed), until the server counts it as watched.
 */
export async function watchVideo(request: Requester, key: VideoKey): Promise<void> {
  // Past any video's end: the server keeps the furthest point to the file's length and real time.
  const seconds = 36_000;
  for (let i = 0; i < 30; i++) {
    const body = (await (
      await request.post(`/api/videos/${key}/progress`, { data: { position: seconds, furthest: seconds } })
    ).json()) as { completed: boolean };
    if (body.completed) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${key} never counted as watched`);
}

/** A video that must be watched before the quiz's test is served, if any. */
export function requiredVideoOf(quiz: string): VideoKey | null {
  return quizPlans[quiz as keyof typeof quizPlans]?.requiresVideo ?? null;
}

interface Client extends Requester {
  get(url: string): Promise<{ json(): Promise<unknown> }>;
}

/** Passes a graded test the way a student does: its video first if it has one, then every answer right. */
export async function passTest(request: Client, quiz: string, attemptKey: string): Promise<boolean> {
  const video = requiredVideoOf(quiz);
  if (video) await watchVideo(request, video);
  const served = (await (await request.get(`/api/quizzes/${quiz}/questions?kind=test`)).json()) as {
    questions: Served[];
  };
  const graded = (await (
    await request.post('/api/quizzes', {
      data: { assessmentName: quiz, kind: 'test', attemptKey, answers: rightAnswers(quiz, served.questions) },
    })
  ).json()) as { passed: boolean };
  return graded.passed;
}
