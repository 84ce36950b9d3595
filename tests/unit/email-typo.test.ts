import { describe, expect, it } from 'vitest';
import { rateEmail, suggestAddresses } from '@shared/domain/analysis';
import { suggestEmail } from '@shared/domain/email-typo';

describe('a mistyped e-mail provider', () => {
  it.each([
    ['denise.walker@gmial.com', 'denise.walker@gmail.com'],
    ['jo@yahooo.com', 'jo@yahoo.com'],
    ['sam@hotmial.com', 'sam@hotmail.com'],
    ['lee@outlok.com', 'lee@outlook.com'],
    ['ana@sbcglobl.net', 'ana@sbcglobal.net'],
    [' Denise.Walker@GMIAL.com ', 'denise.walker@gmail.com'],
  ])('%s: did you mean %s?', (typed, meant) => {
    expect(suggestEmail(typed)).toBe(meant);
  });

  it.each([
    'denise.walker@gmail.com',
    'lee@outlook.com',
    'ana@freewaydrivers.org',
    'not an address',
    '',
    'a@b',
  ])('offers nothing for %j', (typed) => {
    expect(suggestEmail(typed)).toBeNull();
  });

  it('makes the rater call the address unprofessional, whatever else it has going for it', () => {
    const owner = { firstName: 'Denise', lastName: 'Walker' };
    expect(rateEmail('denise.walker@gmail.com', owner)).toEqual({ level: 'professional', findings: [] });
    const typo = rateEmail('denise.walker@gmial.com', owner);
    expect(typo.level).toBe('unprofessional');
    expect(typo.findings).toContain('mistypedDomain');
    expect(typo.findings).not.toContain('unusualDomain');
  });
});

describe('better addresses for a mistyped provider', () => {
  it('are built on the provider the person meant', () => {
    expect(suggestAddresses('denise.walker@gmial.com', { firstName: 'Denise', lastName: 'Walker' })).toEqual([
      'denise.walker@gmail.com',
      'dwalker@gmail.com',
      'denisewalker@gmail.com',
    ]);
  });
});
