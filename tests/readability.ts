/**
 * Reading grade of one portal message (decision 034): Flesch–Kincaid for English (the `flesch-kincaid`
 * and `syllable` packages), Crawford (1984) for Spanish with our own syllable counter.
 */
import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';

export type Language = 'en' | 'es';

/** Below this many words a formula says nothing about a button or a heading: such texts are not scored. */
export const MIN_WORDS = 6;

export interface Counts {
  words: number;
  sentences: number;
  syllables: number;
}

/** The text a person reads: placeholders filled with a short word, no links, no markup. */
export function readableText(message: string): string {
  return message
    .replace(/\{\{\s*\w+\s*\}\}/g, 'Ana')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\bhttps?:\/\/\S+/g, ' ')
    .replace(/\b[\w.+-]+@[\w-]+(\.[\w-]+)+\b/g, ' ')
    .replace(/\b[\w-]+(\.[\w-]+)*\.(org|com|gov|net|edu)(\/\S*)?/g, ' ')
    .replace(/\b([ap])\.m\./gi, '$1m')
    .replace(/\b(e\.g|i\.e|etc|Dr|Mr|Ms|Mrs|St|No|vs)\./g, '$1');
}

function wordsOf(text: string): string[] {
  return text
    .split(/[\s/–—]+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
}

/** Sentences end at . ! ? … or a line break; a text with no end mark (a heading) is one sentence. */
function sentencesOf(text: string): string[] {
  return text.split(/[.!?…]+(?=\s|$)|\n+/).filter((part) => /[\p{L}\p{N}]/u.test(part));
}

/** Words in the longest sentence of a message. */
export function longestSentence(message: string): number {
  return Math.max(0, ...sentencesOf(readableText(message)).map((s) => wordsOf(s).length));
}

const STRONG = /[aeoáéóíú]/;
const VOWEL = /[aeiouáéíóúü]/;

/**
 * Spanish syllables by the RAE's rules: one per vowel group, plus one for each hiatus (two strong vowels
 * side by side, an accented í or ú counting as strong); a silent u in que/qui/gue/gui and a final y are
 * handled. Checked against the `silabea` package on every word of the catalogue (decision 034).
 */
export function spanishSyllables(word: string): number {
  const w = word
    .toLowerCase()
    .replace(/([qg])u(?=[eiéí])/g, '$1')
    .replace(/y$/, 'i')
    .replace(/y(?![aeiouáéíóú])/g, 'i');
  let count = 0;
  let previous = '';
  for (const ch of w) {
    if (!VOWEL.test(ch)) {
      previous = '';
      continue;
    }
    if (!previous || (STRONG.test(ch) && STRONG.test(previous))) count += 1;
    previous = ch;
  }
  return Math.max(1, count);
}

/** A number reads at a glance (the style guide asks for digits): one syllable. */
function syllablesOf(word: string, language: Language): number {
  if (/^[\p{N}$%.,:]+$/u.test(word)) return 1;
  return language === 'en' ? Math.max(1, syllable(word)) : spanishSyllables(word);
}

export function counts(message: string, language: Language): Counts {
  const text = readableText(message);
  const words = wordsOf(text);
  return {
    words: words.length,
    sentences: Math.max(1, sentencesOf(text).length),
    syllables: words.reduce((sum, w) => sum + syllablesOf(w, language), 0),
  };
}

/** US school grade, or null for a text too short to score. */
export function grade(message: string, language: Language): number | null {
  const c = counts(message, language);
  if (c.words < MIN_WORDS) return null;
  if (language === 'en')
    return fleschKincaid({ sentence: c.sentences, word: c.words, syllable: c.syllables });
  // Crawford (1984): sentences and syllables per 100 words.
  const perHundred = 100 / c.words;
  return -0.205 * c.sentences * perHundred + 0.049 * c.syllables * perHundred - 3.407;
}
