/**
 * Plain language (issue 25 item 4, decision 034): every text a student reads, in English and Spanish, reads
 * at grade 8 or below, and no sentence runs past 25 words (one idea a sentence). Texts under 6 words
 * (buttons, headings, labels) are not scored: a grade formula says nothing about them.
 */
import { describe, expect, it } from 'vitest';
import { en } from '@shared/messages/en';
import { es } from '@shared/messages/es/index';
import { grade, longestSentence, MIN_WORDS, type Language } from '../readability';
import { STAFF_ONLY_SECTIONS, messageLeaves } from '../message-sections';

const MAX_GRADE = 8;
const MAX_SENTENCE_WORDS = 25;

/** Texts kept as they are, in every language they exist in, with the reason. Keep this list short. */
const ALLOWED: Record<string, string> = {
  'documents.wbConsent': 'legal text: consent to share records with the workforce board',
  'agreement.consent': 'legal text: consent to sign electronically',
  'resources.trivia': 'spec 000 §2 wording (Helpful Resources block)',
  'interview.conversationError': 'spec 000 §8 wording (error catalogue)',
};

const catalogues: Record<Language, Map<string, string>> = {
  en: new Map([...messageLeaves(en)].filter(([k]) => !STAFF_ONLY_SECTIONS.includes(k.split('.')[0]!))),
  es: messageLeaves(es),
};

describe.each(['en', 'es'] as const)('%s messages', (language) => {
  const messages = [...catalogues[language]].filter(([key]) => !(key in ALLOWED));

  it(`read at grade ${MAX_GRADE} or below`, () => {
    const scored = messages.filter(([, text]) => grade(text, language) !== null);
    expect(scored.length).toBeGreaterThan(500);
    const tooHard = scored
      .map(([key, text]) => ({ key, text, grade: grade(text, language)! }))
      .filter((m) => m.grade > MAX_GRADE)
      .map((m) => `${m.key} (grade ${m.grade.toFixed(1)}): ${m.text}`);
    expect(tooHard).toEqual([]);
  });

  it(`have no sentence over ${MAX_SENTENCE_WORDS} words`, () => {
    const tooLong = messages
      .map(([key, text]) => ({ key, text, words: longestSentence(text) }))
      .filter((m) => m.words > MAX_SENTENCE_WORDS)
      .map((m) => `${m.key} (${m.words} words): ${m.text}`);
    expect(tooLong).toEqual([]);
  });
});

describe('the allow-list', () => {
  it('names only keys that exist', () => {
    expect(Object.keys(ALLOWED).filter((key) => !catalogues.en.has(key))).toEqual([]);
  });
});

describe('the grade', () => {
  const convoluted = {
    en: 'Notwithstanding the aforementioned considerations, participants are expected to demonstrate comprehensive understanding of applicable regulatory requirements prior to authorization.',
    es: 'No obstante las consideraciones anteriormente mencionadas, los participantes deberán demostrar una comprensión exhaustiva de los requisitos reglamentarios aplicables previamente a su autorización.',
  };
  const plain = {
    en: 'Bring your ID to the test. Get there 15 minutes early.',
    es: 'Trae tu identificación al examen. Llega 15 minutos antes.',
  };

  it.each(['en', 'es'] as const)(
    'scores a long, convoluted %s sentence above 8 and a plain one below',
    (l) => {
      expect(grade(convoluted[l], l)).toBeGreaterThan(MAX_GRADE);
      expect(grade(plain[l], l)).toBeLessThanOrEqual(6);
    },
  );

  it('does not score a button label', () => {
    expect(grade('Order my ride', 'en')).toBeNull();
    expect(MIN_WORDS).toBe(6);
  });

  it('reads placeholders as a short word and skips links', () => {
    expect(
      grade('Hi {{firstName}}, open https://example.org/a/very/long/link to see your notification.', 'en'),
    ).toBe(grade('Hi Ana, open to see your notification.', 'en'));
  });

  it('finds a run-on sentence', () => {
    expect(longestSentence('One. Two words here! And three more words?')).toBe(4);
  });
});
