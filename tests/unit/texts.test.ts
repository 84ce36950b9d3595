import { describe, expect, it } from 'vitest';
import { keywordOf, OPT_IN_WORDS, OPT_OUT_WORDS, optedOutAfter } from '@shared/domain/texts.js';

describe('keywordOf: the opt-out words', () => {
  it('reads each opt-out and opt-in word alone, whatever its case, spaces or end punctuation', () => {
    for (const word of OPT_OUT_WORDS) {
      expect(keywordOf(word)).toBe('stop');
      expect(keywordOf(` ${word.toLowerCase()}. `)).toBe('stop');
    }
    for (const word of OPT_IN_WORDS) {
      expect(keywordOf(word)).toBe('start');
      expect(keywordOf(`${word[0]}${word.slice(1).toLowerCase()}!`)).toBe('start');
    }
  });

  it('leaves an ordinary message alone, even one that contains a keyword', () => {
    expect(keywordOf("Don't stop, I'm coming Monday")).toBeNull();
    expect(keywordOf('stop it')).toBeNull();
    expect(keywordOf('STOPPED')).toBeNull();
    expect(keywordOf('end of week works')).toBeNull();
    expect(keywordOf('YES')).toBeNull();
    expect(keywordOf('')).toBeNull();
  });
});

describe('optedOutAfter', () => {
  it('opts out on STOP, back in on START, and keeps the state on any other message', () => {
    expect(optedOutAfter(false, 'STOP')).toBe(true);
    expect(optedOutAfter(true, 'hello?')).toBe(true);
    expect(optedOutAfter(true, 'unstop')).toBe(false);
    expect(optedOutAfter(false, 'thanks')).toBe(false);
    expect(optedOutAfter(true, 'quit')).toBe(true);
  });
});
