import { describe, expect, it } from 'vitest';
import { canRequestAgreement, isLegalName, isStudentsName, normalizeName } from '@shared/domain/agreement';

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
  it('compares a typed name with the one on file, whatever its case, accents and spacing', () => {
    expect(normalizeName('  JOSÉ   de la Cruz-Peña ')).toBe('jose de la cruz pena');
    const jose = { firstName: 'José', lastName: 'de la Cruz-Peña' };
    expect(isStudentsName('jose DE LA cruz pena', jose)).toBe(true);
    expect(isStudentsName('José  de  la  Cruz-Peña', jose)).toBe(true);
    expect(isStudentsName('José Luis de la Cruz-Peña', jose)).toBe(true); // a middle name
    expect(isStudentsName('José de la Cruz', jose)).toBe(false);
    expect(isStudentsName('de la Cruz-Peña José', jose)).toBe(false);
    const marcus = { firstName: 'Marcus', lastName: 'Johnson' };
    expect(isStudentsName('Marcus Johnson', marcus)).toBe(true);
    expect(isStudentsName('marcus  o’neil johnson', marcus)).toBe(true);
    expect(isStudentsName('Eve Attacker', marcus)).toBe(false);
    expect(isStudentsName('Marcus Johnsonn', marcus)).toBe(false);
    expect(isStudentsName('Johnson', marcus)).toBe(false);
    expect(isStudentsName('Marcus Johnson', { firstName: '', lastName: 'Johnson' })).toBe(false);
  });
});
