import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { quizNames } from '@shared/domain/learning.js';
import { contentDir } from '@server/paths.js';
import type { Db } from '../client.js';
import { quizQuestions } from '../schema/index.js';

const bankFile = z.array(
  z.object({
    q: z.string().min(5),
    a: z.array(z.string().min(1)).length(4),
    c: z.number().int().min(0).max(3),
    e: z.string().min(5),
  }),
);

/** A stable id per quiz and position, so a restart keeps the ids a browser may still hold. */
function questionId(quiz: string, position: number): string {
  const h = createHash('sha256').update(`quiz:${quiz}:${position}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Content files keep the right answer anywhere; the seed rotates the choices by a fixed amount per
 * question so the right answer is not always in the same place.
 */
function rotate(answers: string[], correct: number, by: number) {
  const n = answers.length;
  const out = answers.map((_, i) => answers[(i + by) % n]!);
  return { answers: out, correctAnswer: (correct - by + n) % n };
}

export function readQuestionBanks(dir = join(contentDir, 'learning', 'quizzes')) {
  return quizNames.flatMap((quiz) => {
    const file = join(dir, `${quiz}.json`);
    if (!existsSync(file)) throw new Error(`content/learning/quizzes/${quiz}.json is missing`);
    const parsed = bankFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) throw new Error(`content/learning/quizzes/${quiz}.json: ${parsed.error.message}`);
    return parsed.data.map((item, position) => ({
      id: questionId(quiz, position),
      quiz,
      position,
      question: item.q,
      ...rotate(item.a, item.c, (position * 3 + quiz.length) % 4),
      explanation: item.e,
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
