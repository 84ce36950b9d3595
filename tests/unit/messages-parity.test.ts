/**
 * Spanish beside English (issue 25, decision 028): every student-facing key has a Spanish text, no Spanish
 * key is unknown to English, and each text has the same placeholders in both languages. Runs over whatever
 * Spanish catalogue is in the tree (src/shared/messages/es/).
 */
import { describe, expect, it } from 'vitest';
import { en } from '@shared/messages/en';
import { es } from '@shared/messages/es/index';
import { STAFF_ONLY_SECTIONS, messageLeaves } from '../message-sections';

/** {{name}} placeholders and ICU argument names, sorted, with their counts. */
export function placeholders(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!);
  const icu = [...text.matchAll(/\{\s*(\w+)\s*,\s*(plural|select|selectordinal)\b/g)].map(
    (m) => `${m[1]}:${m[2]}`,
  );
  return [...names, ...icu].sort();
}

const english = messageLeaves(en);
const spanish = messageLeaves(es);
const studentKeys = [...english.keys()].filter((k) => !STAFF_ONLY_SECTIONS.includes(k.split('.')[0]!));

describe('Spanish catalogue', () => {
  it('has a text for every student-facing key', () => {
    expect(studentKeys.length).toBeGreaterThan(1000);
    const missing = studentKeys.filter((k) => !spanish.has(k));
    expect(missing).toEqual([]);
  });

  it('has no key that English does not have, and no staff-only area', () => {
    expect([...spanish.keys()].filter((k) => !english.has(k))).toEqual([]);
    expect([...spanish.keys()].filter((k) => STAFF_ONLY_SECTIONS.includes(k.split('.')[0]!))).toEqual([]);
  });

  it('uses the same placeholders as English in every text', () => {
    const differ = [...spanish]
      .filter(
        ([k, text]) => english.has(k) && placeholders(text).join() !== placeholders(english.get(k)!).join(),
      )
      .map(
        ([k, text]) =>
          `${k}: ${placeholders(english.get(k)!).join()} ≠ ${placeholders(text).join()} (${text})`,
      );
    expect(differ).toEqual([]);
  });
});
