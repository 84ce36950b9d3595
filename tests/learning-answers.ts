import { readFileSync } from 'node:fs';

type Item = { q: string; a: string[]; c: number };
type Served = { id: string; question: string; answers: string[] };

/** The right answer sheet for served test questions, found from the question banks in content/. */
export function rightAnswers(quiz: string, questions: Served[]) {
  const bank = JSON.parse(readFileSync(`content/learning/quizzes/${quiz}.json`, 'utf8')) as Item[];
  return questions.map((q) => {
    const item = bank.find((i) => i.q === q.question)!;
    return { questionId: q.id, answer: q.answers.indexOf(item.a[item.c]!) };
  });
}

/** The checklist URL of a graded test, and the quiz it belongs to; null for any other item. */
export function gradedQuizOf(url: string): string | null {
  return /^\/program\/prepermit\/([a-z0-9_]+)\/test$/.exec(url)?.[1] ?? null;
}
