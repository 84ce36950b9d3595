import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  MAX_TOPICS_PER_BANK,
  MIN_QUESTIONS_PER_TOPIC,
  MIN_TOPICS_PER_BANK,
  quizNames,
} from '@shared/domain/learning';
import { readQuestionBanks, readQuizTopics } from '@server/seed/learning';

/** Issue 23: options must not give the answer away by length. */
const MAX_LONGEST_SHARE = 0.4;

type Item = { q: string; a: string[]; c: number; e: string; t: string };
const dir = join('content', 'learning', 'quizzes');
// The English banks; translations (<quiz>.es.json) are checked against them in content-locale.test.ts.
const files = readdirSync(dir).filter((f) => f.endsWith('.json') && !/\.[a-z]{2}\.json$/.test(f));
const topicsFile = join('content', 'learning', 'quiz-topics.json');
const allTopics = JSON.parse(readFileSync(topicsFile, 'utf8')) as Record<string, Record<string, string>>;
const banks = files.map((f) => {
  const name = f.replace(/\.json$/, '');
  return {
    name,
    items: JSON.parse(readFileSync(join(dir, f), 'utf8')) as Item[],
    topics: allTopics[name] ?? {},
  };
});

/** Words a sentence-case topic name may capitalize after its first word: proper names and acronyms. */
const properWords = new Set(['Texas']);
const isSentenceCase = (label: string) => {
  const [first = '', ...rest] = label.split(' ');
  return (
    /^[A-Z]/.test(first) &&
    rest.every((word) => word === word.toLowerCase() || properWords.has(word) || /^[A-Z]{2,}$/.test(word))
  );
};

/** True when the right option is at least as long as every other option (a tie counts). */
const rightIsLongest = (item: Item) => {
  const right = item.a[item.c]!.length;
  return item.a.every((option) => option.length <= right);
};

describe('quiz banks', () => {
  it('has a bank for every quiz', () => {
    expect(banks.map((b) => b.name).sort()).toEqual([...quizNames].sort());
  });

  it('names topics for every bank and no other', () => {
    expect(Object.keys(allTopics).sort()).toEqual([...quizNames].sort());
  });

  it('passes the checks the server makes when it loads the banks', () => {
    const topics = readQuizTopics();
    const rows = readQuestionBanks(undefined, topics);
    expect(rows.length).toBe(banks.reduce((n, b) => n + b.items.length, 0));
    for (const row of rows) expect(Object.keys(topics[row.quiz]), row.question).toContain(row.topic);
  });

  describe('when the server loads them', () => {
    const scratch = () => {
      const at = mkdtempSync(join(tmpdir(), 'quiz-topics-'));
      cpSync(dir, at, { recursive: true });
      return at;
    };
    const withTopic = (at: string, quiz: string, position: number, topic: string) => {
      const file = join(at, `${quiz}.json`);
      const items = JSON.parse(readFileSync(file, 'utf8')) as Item[];
      items[position]!.t = topic;
      writeFileSync(file, JSON.stringify(items));
    };

    it('refuses a question whose topic its bank does not name', () => {
      const at = scratch();
      try {
        withTopic(at, 'airbrakes', 4, 'coupling');
        expect(() => readQuestionBanks(at, readQuizTopics())).toThrow(
          /airbrakes\.json: question 5 has topic "coupling"/,
        );
      } finally {
        rmSync(at, { recursive: true, force: true });
      }
    });

    it('refuses a named topic no question has', () => {
      const topics = readQuizTopics();
      const extra = { ...topics, orientation: { ...topics.orientation, money: 'Money' } };
      expect(() => readQuestionBanks(undefined, extra)).toThrow(/no question of orientation has topic money/);
    });

    it('refuses a topics file with a bank of one topic, six topics, or a bank left out', () => {
      const at = mkdtempSync(join(tmpdir(), 'quiz-topics-'));
      const file = join(at, 'quiz-topics.json');
      try {
        const one = { ...allTopics, airbrakes: { parts: 'Parts of the system' } };
        writeFileSync(file, JSON.stringify(one));
        expect(() => readQuizTopics(file)).toThrow(/quiz-topics\.json/);
        const six = { ...allTopics, airbrakes: { a: 'A', b: 'B', c: 'C', d: 'D', e: 'E', f: 'F' } };
        writeFileSync(file, JSON.stringify(six));
        expect(() => readQuizTopics(file)).toThrow(/quiz-topics\.json/);
        const { pretrip: _left, ...missing } = allTopics;
        writeFileSync(file, JSON.stringify(missing));
        expect(() => readQuizTopics(file)).toThrow(/quiz-topics\.json/);
        writeFileSync(file, JSON.stringify(allTopics));
        expect(Object.keys(readQuizTopics(file).airbrakes)).toEqual(Object.keys(allTopics.airbrakes!));
      } finally {
        rmSync(at, { recursive: true, force: true });
      }
    });
  });

  describe.each(banks)('$name', ({ items, topics }) => {
    it('has questions', () => {
      expect(items.length).toBeGreaterThan(0);
    });

    it('gives every question 2+ distinct options and a valid right option', () => {
      for (const item of items) {
        expect(item.q.trim().length, item.q).toBeGreaterThan(0);
        expect(item.a.length, item.q).toBeGreaterThanOrEqual(2);
        const options = item.a.map((o) => o.trim().toLowerCase());
        expect(
          options.every((o) => o.length > 0),
          item.q,
        ).toBe(true);
        expect(new Set(options).size, item.q).toBe(item.a.length);
        expect(Number.isInteger(item.c), item.q).toBe(true);
        expect(item.c, item.q).toBeGreaterThanOrEqual(0);
        expect(item.c, item.q).toBeLessThan(item.a.length);
      }
    });

    it('gives every question a topic its bank names', () => {
      const named = Object.keys(topics);
      for (const item of items) expect(named, item.q).toContain(item.t);
    });

    it(`has ${MIN_TOPICS_PER_BANK} to ${MAX_TOPICS_PER_BANK} topics, each with ${MIN_QUESTIONS_PER_TOPIC}+ questions`, () => {
      const named = Object.keys(topics);
      expect(named.length).toBeGreaterThanOrEqual(MIN_TOPICS_PER_BANK);
      expect(named.length).toBeLessThanOrEqual(MAX_TOPICS_PER_BANK);
      for (const key of named)
        expect(items.filter((item) => item.t === key).length, key).toBeGreaterThanOrEqual(
          MIN_QUESTIONS_PER_TOPIC,
        );
    });

    it('names its topics plainly: short, sentence case, each name once', () => {
      const labels = Object.values(topics);
      for (const label of labels) {
        expect(label.length, label).toBeLessThanOrEqual(40);
        expect(isSentenceCase(label), label).toBe(true);
        expect(label, label).not.toMatch(/[.:;!?]$/);
      }
      expect(new Set(labels.map((l) => l.toLowerCase())).size).toBe(labels.length);
    });

    it(`has the right option as the longest in at most ${MAX_LONGEST_SHARE * 100}% of questions`, () => {
      const longest = items.filter(rightIsLongest).map((item) => item.q);
      expect(longest.length / items.length, longest.join('\n')).toBeLessThanOrEqual(MAX_LONGEST_SHARE);
    });
  });
});
