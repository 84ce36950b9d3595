import { describe, expect, it } from 'vitest';
import { ageOn, birthDateLabel, birthDateProblem } from '@shared/domain/birth-date';

const today = new Date('2026-11-26T15:00:00Z');

describe('ageOn', () => {
  it('counts a birthday only once it has come this year', () => {
    expect(ageOn('1990-11-26', today)).toBe(36);
    expect(ageOn('1990-11-27', today)).toBe(35);
    expect(ageOn('1990-12-01', today)).toBe(35);
    expect(ageOn('1990-01-31', today)).toBe(36);
  });
});

describe('birthDateProblem', () => {
  it('accepts an adult’s real date', () => {
    expect(birthDateProblem('1988-03-04', today)).toBeNull();
    expect(birthDateProblem('2008-11-26', today)).toBeNull();
    expect(birthDateProblem('1936-11-27', today)).toBeNull();
  });

  it('refuses dates that do not exist or are not written YYYY-MM-DD', () => {
    expect(birthDateProblem('1990-02-30', today)).toBe('invalid');
    expect(birthDateProblem('1990-13-01', today)).toBe('invalid');
    expect(birthDateProblem('03/04/1988', today)).toBe('invalid');
    expect(birthDateProblem('', today)).toBe('invalid');
  });

  it('refuses anyone under 18 (a future date included) or over 90', () => {
    expect(birthDateProblem('2008-11-27', today)).toBe('tooYoung');
    expect(birthDateProblem('2030-01-01', today)).toBe('tooYoung');
    expect(birthDateProblem('1936-11-26', today)).toBeNull();
    expect(birthDateProblem('1935-11-26', today)).toBe('tooOld');
  });
});

describe('birthDateLabel', () => {
  it('writes the date in the app’s one format with the age', () => {
    expect(birthDateLabel('1989-08-17', today)).toBe('08/17/1989 (age 37)');
  });
});
