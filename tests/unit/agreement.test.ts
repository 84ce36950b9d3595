import { describe, expect, it } from 'vitest';
import { canRequestAgreement, isLegalName } from '@shared/domain/agreement';

describe('agreement rules', () => {
  it('allows the e-mail request only while incomplete (spec 001 §4)', () => {
    expect(canRequestAgreement('incomplete')).toBe(true);
    expect(canRequestAgreement('pending')).toBe(false);
    expect(canRequestAgreement('complete')).toBe(false);
  });
  it('takes a legal first and last name', () => {
    expect(isLegalName('Marcus Johnson')).toBe(true);
    expect(isLegalName('  José   de la Cruz ')).toBe(true);
    expect(isLegalName('Marcus')).toBe(false);
    expect(isLegalName('12 34')).toBe(false);
    expect(isLegalName(`A ${'b'.repeat(130)}`)).toBe(false);
  });
});
