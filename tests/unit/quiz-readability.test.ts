/**
 * Plain language in the question banks (decision 034): every question, answer option and explanation of
 * content/learning/quizzes, in English (<quiz>.json) and Spanish (<quiz>.es.json), reads at grade 8 or below
 * and has no sentence over 25 words. Texts under 6 words (most answer options) are not scored. The words a
 * driver must know for the CDL knowledge test (air brake, slack adjuster, fifth wheel, ...) stay; the sentence
 * around them is what gets plain.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { quizNames } from '@shared/domain/learning';
import { grade, longestSentence, type Language } from '../readability';

const MAX_GRADE = 8;
const MAX_SENTENCE_WORDS = 25;
/** Scored texts each language has today is about 700: far fewer means the test is reading the wrong thing. */
const MIN_SCORED_PER_LANGUAGE = 500;

/**
 * Texts kept as they are, keyed `<file> question <number> <field>` (fields: q, a[i], e), with the reason.
 * Only for wording the specification quotes word for word; keep this list short.
 */
const ALLOWED: Record<string, string> = {};

type Item = { q: string; a: string[]; c: number; e: string; t: string };
type Text = { key: string; language: Language; text: string };

const dir = join('content', 'learning', 'quizzes');
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

function languageOf(file: string): Language {
  const code = /\.([a-z]{2})\.json$/.exec(file)?.[1] ?? 'en';
  if (code !== 'en' && code !== 'es') throw new Error(`${file}: no reading grade for language "${code}"`);
  return code;
}

/** Every text of every bank, each with where it is: file, question number (from 1, as the loader says), field. */
const texts: Text[] = files.flatMap((file) => {
  const language = languageOf(file);
  const items = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Item[];
  return items.flatMap((item, position) => {
    const at = `${file} question ${position + 1}`;
    return [
      { key: `${at} q`, language, text: item.q },
      ...item.a.map((option, i) => ({ key: `${at} a[${i}]`, language, text: option })),
      { key: `${at} e`, language, text: item.e },
    ];
  });
});

describe.each(['en', 'es'] as const)('%s question banks', (language) => {
  const mine = texts.filter((t) => t.language === language);
  const checked = mine.filter((t) => !(t.key in ALLOWED));

  it('are all read: a bank for every quiz, hundreds of scored texts', () => {
    expect(files.filter((f) => languageOf(f) === language)).toHaveLength(quizNames.length);
    const scored = mine.filter((t) => grade(t.text, language) !== null);
    expect(scored.length).toBeGreaterThan(MIN_SCORED_PER_LANGUAGE);
  });

  it(`read at grade ${MAX_GRADE} or below`, () => {
    const tooHard = checked
      .map((t) => ({ ...t, grade: grade(t.text, language) }))
      .filter((t) => t.grade !== null && t.grade > MAX_GRADE)
      .map((t) => `${t.key} (grade ${t.grade!.toFixed(1)}): ${t.text}`);
    expect(tooHard).toEqual([]);
  });

  it(`have no sentence over ${MAX_SENTENCE_WORDS} words`, () => {
    const tooLong = checked
      .map((t) => ({ ...t, words: longestSentence(t.text) }))
      .filter((t) => t.words > MAX_SENTENCE_WORDS)
      .map((t) => `${t.key} (${t.words} words): ${t.text}`);
    expect(tooLong).toEqual([]);
  });
});

describe('the allow-list', () => {
  it('names only texts that exist, each with a reason', () => {
    const keys = new Set(texts.map((t) => t.key));
    expect(Object.keys(ALLOWED).filter((key) => !keys.has(key))).toEqual([]);
    expect(Object.values(ALLOWED).filter((reason) => reason.trim().length === 0)).toEqual([]);
  });
});
