import { describe, expect, it } from 'vitest';
import { boardSlugOf, isBoardLink, slugsClash, slugWords } from '@shared/domain/workforce-boards';

describe('a workforce board’s slug (decision 041)', () => {
  it('is the name’s words, accents dropped, lower-case, joined by dashes', () => {
    expect(slugWords('Chicago Cook Workforce Partnership')).toBe('chicago-cook-workforce-partnership');
    expect(slugWords('  Peñasco & São Paulo: One-Stop!! ')).toBe('penasco-sao-paulo-one-stop');
    expect(slugWords('…')).toBe('board');
    expect(slugWords('x'.repeat(80))).toHaveLength(50);
  });

  it('clashes when equal or when one is the other plus a dash part', () => {
    expect(slugsClash('wb-chicago', 'wb-chicago')).toBe(true);
    expect(slugsClash('wb-chicago', 'wb-chicago-loop')).toBe(true);
    expect(slugsClash('wb-chicago-south', 'wb-chicago')).toBe(true);
    expect(slugsClash('wb-chicago', 'wb-chicagoland')).toBe(false);
  });

  it('starts with wb-, and moves to wb2-, wb3-… past every clash with boards and content offices', () => {
    expect(boardSlugOf('Will County', [])).toBe('wb-will-county');
    expect(boardSlugOf('Chicago', ['wb-chicago'])).toBe('wb2-chicago');
    // Content offices wb-chicago-loop belong to a board wb-chicago: a new board must not take them.
    expect(boardSlugOf('Chicago', ['wb-chicago-loop'])).toBe('wb2-chicago');
    // Nor may a new board's offices fall under an existing board's prefix.
    expect(boardSlugOf('Chicago South', ['wb-chicago'])).toBe('wb2-chicago-south');
    expect(boardSlugOf('Chicago', ['wb-chicago', 'wb2-chicago', 'wb3-chicago-x'])).toBe('wb4-chicago');
  });
});

describe('a workforce board’s link', () => {
  it('is a full https address with a real host and no credentials', () => {
    expect(isBoardLink('https://workforce.example.org/book')).toBe(true);
    expect(isBoardLink('http://workforce.example.org')).toBe(false);
    expect(isBoardLink('javascript:alert(1)')).toBe(false);
    expect(isBoardLink('https://localhost/x')).toBe(false);
    expect(isBoardLink('https://a:b@workforce.example.org')).toBe(false);
    expect(isBoardLink('workforce.example.org')).toBe(false);
  });
});
