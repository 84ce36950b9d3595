import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { quizNames } from '@shared/domain/learning';

/** Issue 23: options must not give the answer away by length. */
const MAX_LONGEST_SHARE = 0.4;

type Item = { q: string; a: string[]; c: number; e: string };
const dir = join('content', 'learning', 'quizzes');
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
const banks = files.map((f) => ({
  name: f.replace(/\.json$/, ''),
  items: JSON.parse(readFileSync(join(dir, f), 'utf8')) as Item[],
}));

/** True when the right option is at least as long as every other option (a tie counts). */
const rightIsLongest = (item: Item) => {
  const right = item.a[item.c]!.length;
  return item.a.every((option) => option.length <= right);
};

describe('quiz banks', () => {
  it('has a bank for every quiz', () => {
    expect(banks.map((b) => b.name).sort()).toEqual([...quizNames].sort());
  });

  describe.each(banks)('$name', ({ items }) => {
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

    it(`has the right option as the longest in at most ${MAX_LONGEST_SHARE * 100}% of questions`, () => {
      const longest = items.filter(rightIsLongest).map((item) => item.q);
      expect(longest.length / items.length, longest.join('\n')).toBeLessThanOrEqual(MAX_LONGEST_SHARE);
    });
  });
});
