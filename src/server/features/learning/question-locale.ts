import { join } from 'node:path';
import { getLocale, type Locale } from '@shared/locale.js';
import { readLocalizedJson } from '@server/content-locale.js';
import { rotate, rotationOf } from '@server/seed/learning.js';
import { contentDir } from '@server/paths.js';

type Item = { q: string; a: string[]; c: number; e: string; t: string };
type Question = {
  quiz: string;
  position: number;
  question: string;
  answers: string[];
  correctAnswer: number;
  explanation: string;
};

/**
 * A question bank's questions in the reader's language (issue 25): `quizzes/<quiz>.es.json` beside the
 * English bank, same order. A translated question is used only when it has as many answers and the same
 * right one; otherwise, or without a translation, the English question stays. Grading never changes: the
 * ids, positions and right answers are the English bank's, in the database.
 */
export function localizeQuestions<T extends Question>(rows: T[], locale: Locale = getLocale()): T[] {
  if (locale === 'en') return rows;
  const banks = new Map<string, Item[] | null>();
  return rows.map((row) => {
    if (!banks.has(row.quiz)) {
      const file = join(contentDir, 'learning', 'quizzes', `${row.quiz}.json`);
      const bank = readLocalizedJson(file, locale, Array.isArray) as Item[];
      banks.set(row.quiz, bank);
    }
    const item = banks.get(row.quiz)?.[row.position];
    if (!item || !Array.isArray(item.a) || item.a.length !== row.answers.length) return row;
    const turned = rotate(item.a, item.c, rotationOf(row.quiz, row.position));
    if (turned.correctAnswer !== row.correctAnswer) return row;
    return { ...row, question: item.q, answers: turned.answers, explanation: item.e };
  });
}
