import { describe, expect, it } from 'vitest';
import { canSubmitEmail, emailChangeErrors, phoneChangeErrors } from '@shared/domain/account.js';

// Spec 001 §5 "E-mail" and "Phone", word for word.

describe('emailChangeErrors', () => {
  const current = 'Denise@Example.org';
  it.each([
    ['', '', { email: 'Email address is required', confirmEmail: 'Please confirm your email address' }],
    ['   ', 'x', { email: 'Email address is required', confirmEmail: 'Email addresses do not match' }],
    ['denise@', 'denise@', { email: 'Must be a valid email address' }],
    ['denise@example.org', 'denise@example.org', { email: 'This is already your current email address' }],
    [' DENISE@example.ORG ', 'denise@example.org', { email: 'This is already your current email address' }],
    ['d.walker@gmail.com', '', { confirmEmail: 'Please confirm your email address' }],
    ['d.walker@gmail.com', 'd.walker@gmial.com', { confirmEmail: 'Email addresses do not match' }],
    ['d.walker@gmail.com', 'D.Walker@Gmail.com ', {}],
  ])('%j / %j', (email, confirm, expected) => {
    expect(emailChangeErrors(current, email, confirm)).toEqual(expected);
  });
});

describe('canSubmitEmail', () => {
  it('is off when empty, invalid or unchanged', () => {
    expect(canSubmitEmail('a@b.com', '')).toBe(false);
    expect(canSubmitEmail('a@b.com', 'nope')).toBe(false);
    expect(canSubmitEmail('a@b.com', 'A@B.com')).toBe(false);
    expect(canSubmitEmail('a@b.com', 'c@d.com')).toBe(true);
  });
});

describe('phoneChangeErrors', () => {
  const current = '+13125550103';
  it.each([
    ['', '', { phone: 'Phone number is required', confirmPhone: 'Please confirm your phone number' }],
    ['312 555 010', '312 555 010', { phone: 'Must be a valid 10 digit US phone number.' }],
    ['312 555 01034', '312 555 01034', { phone: 'Must be a valid 10 digit US phone number.' }],
    ['312-555-ABCD', '312-555-ABCD', { phone: 'Must be a valid 10 digit US phone number.' }],
    ['(312) 555-0103', '(312) 555-0103', { phone: 'This is already your current phone number' }],
    ['+1 312.555.0177', '', { confirmPhone: 'Please confirm your phone number' }],
    ['+1 312.555.0177', '312 555 0178', { confirmPhone: 'Phone numbers do not match' }],
    ['+1 312.555.0177', '(312) 555-0177', {}],
  ])('%j / %j', (phone, confirm, expected) => {
    expect(phoneChangeErrors(current, phone, confirm)).toEqual(expected);
  });
});
