import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
  MAX_TOPICS_PER_BANK,
  MIN_TOPICS_PER_BANK,
  quizNames,
  type QuizName,
} from '@shared/domain/learning.js';
import { contentDir } from '@server/paths.js';
import type { Db } from '@server/db/client.js';
import { quizQuestions } from '@server/db/schema/index.js';

const bankFile = z.array(
  z.object({
    q: z.string().min(5),
    a: z.array(z.string().min(1)).length(4),
    c: z.number().int().min(0).max(3),
    e: z.string().min(5),
    /** The question's topic: a key of its bank in content/learning/quiz-topics.json. */
    t: z.string().min(1),
  }),
);

const topicKey = z.string().regex(/^[a-z][a-z_]{0,23}$/, 'a topic key is a short lower-case word');
/** Per bank, its topics as key -> the name the result screen shows, in the order results list them. */
const topicsFile = z.record(
  z.enum(quizNames),
  z.record(topicKey, z.string().trim().min(3).max(60)).refine((topics) => {
    const n = Object.keys(topics).length;
    return n >= MIN_TOPICS_PER_BANK && n <= MAX_TOPICS_PER_BANK;
  }, `a bank has ${MIN_TOPICS_PER_BANK} to ${MAX_TOPICS_PER_BANK} topics`),
);
export type QuizTopics = Record<QuizName, Record<string, string>>;

/** content/learning/quiz-topics.json, checked: every bank, each with 2 to 5 named topics. */
export function readQuizTopics(file = join(contentDir, 'learning', 'quiz-topics.json')): QuizTopics {
  const parsed = topicsFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`content/learning/quiz-topics.json: ${parsed.error.message}`);
  return parsed.data;
}

let topicsCache: QuizTopics | null = null;

/** A bank's topics (key -> name, in the bank's order), read once. */
export function quizTopicsOf(quiz: QuizName): Record<string, string> {
  topicsCache ??= readQuizTopics();
  return topicsCache[quiz];
}

/** A stable id per quiz and position, so a restart keeps the ids a browser may still hold. */
function questionId(quiz: string, position: number): string {
  const h = createHash('sha256').update(`quiz:${quiz}:${position}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Content files keep the right answer anywhere; the seed rotates the choices by a fixed amount per
 * question so the right answer is not always in the same place.
 */
/** How far a question's answers are turned (the same in every language, so the right one stays put). */
export function rotationOf(quiz: string, position: number): number {
  return (position * 3 + quiz.length) % 4;
}

export function rotate(answers: string[], correct: number, by: number) {
  const n = answers.length;
  const out = answers.map((_, i) => answers[(i + by) % n]!);
  return { answers: out, correctAnswer: (correct - by + n) % n };
}

/**
 * Every bank of content/learning/quizzes, checked: a malformed question, a topic its bank does not name,
 * or a named topic no question has stops start-up with the file's name.
 */
export function readQuestionBanks(
  dir = join(contentDir, 'learning', 'quizzes'),
  topics: QuizTopics = readQuizTopics(),
) {
  return quizNames.flatMap((quiz) => {
    const file = join(dir, `${quiz}.json`);
    if (!existsSync(file)) throw new Error(`content/learning/quizzes/${quiz}.json is missing`);
    const parsed = bankFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) throw new Error(`content/learning/quizzes/${quiz}.json: ${parsed.error.message}`);
    const named = Object.keys(topics[quiz]);
    const unknown = parsed.data.findIndex((item) => !named.includes(item.t));
    if (unknown !== -1)
      throw new Error(
        `content/learning/quizzes/${quiz}.json: question ${unknown + 1} has topic "${parsed.data[unknown]!.t}", which content/learning/quiz-topics.json does not name for ${quiz}`,
      );
    const unused = named.filter((key) => !parsed.data.some((item) => item.t === key));
    if (unused.length > 0)
      throw new Error(
        `content/learning/quiz-topics.json: no question of ${quiz} has topic ${unused.join(', ')}`,
      );
    return parsed.data.map((item, position) => ({
      id: questionId(quiz, position),
      quiz,
      position,
      question: item.q,
      ...rotate(item.a, item.c, rotationOf(quiz, position)),
      explanation: item.e,
      topic: item.t,
    }));
  });
}

/** Each start replaces the question banks with what content/ says. */
export async function syncQuestionBanks(db: Db): Promise<number> {
  const rows = readQuestionBanks();
  await db.transaction(async (tx) => {
    await tx.delete(quizQuestions);
    await tx.insert(quizQuestions).values(rows);
  });
  return rows.length;
}
