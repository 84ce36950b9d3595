import { describe, expect, it } from 'vitest';
import {
  formatUsPhone,
  isValidEmail,
  isValidUsPhone,
  maskEmail,
  maskPhone,
  normalizeEmail,
  phoneDigits,
  toE164,
} from '@shared/domain/contact.js';

// Spec 001 §5 "E-mail" and "Phone".

describe('normalizeEmail', () => {
  it.each([
    ['jane@example.com', 'jane@example.com'],
    ['Jane.Doe@Example.COM', 'jane.doe@example.com'],
    ['  jane@example.com  ', 'jane@example.com'],
    ['\tJANE@EXAMPLE.COM\n', 'jane@example.com'],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeEmail(input)).toBe(expected);
  });
});

describe('isValidEmail', () => {
  it.each([
    'jane@example.com',
    'JANE@EXAMPLE.COM',
    'Jane.Doe@Example.Com',
    'first.last+tag@mail.example.org',
    'j@x.io',
    '  jane@example.com  ',
  ])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['an empty string', ''],
    ['blanks only', '   '],
    ['no @', 'jane.example.com'],
    ['no domain dot', 'jane@example'],
    ['no local part', '@example.com'],
    ['no domain', 'jane@'],
    ['two @', 'jane@@example.com'],
    ['two @ apart', 'ja@ne@example.com'],
    ['a space in the local part', 'jane doe@example.com'],
    ['a space in the domain', 'jane@exa mple.com'],
    ['a space before @', 'jane @example.com'],
    ['a domain starting with a dot', 'jane@.example.com'],
    ['a domain ending with a dot', 'jane@example.com.'],
    ['a double dot in the domain', 'jane@example..com'],
  ])('rejects %s', (_label, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('accepts 254 characters and rejects 255', () => {
    const at254 = `${'a'.repeat(254 - '@example.com'.length)}@example.com`;
    expect(at254).toHaveLength(254);
    expect(isValidEmail(at254)).toBe(true);
    expect(isValidEmail(`a${at254}`)).toBe(false);
  });
});

describe('phoneDigits', () => {
  it.each([
    ['plain digits', '5551234567', '5551234567'],
    ['spaces', '555 123 4567', '5551234567'],
    ['dashes', '555-123-4567', '5551234567'],
    ['dots', '555.123.4567', '5551234567'],
    ['parentheses', '(555)1234567', '5551234567'],
    ['US formatting', '(555) 123-4567', '5551234567'],
    ['+1 prefix', '+15551234567', '5551234567'],
    ['+1 with spaces', '+1 555 123 4567', '5551234567'],
    ['+1 with dashes', '+1-555-123-4567', '5551234567'],
    ['+1 and parentheses', '+1 (555) 123-4567', '5551234567'],
    ['parenthesised +1', '(+1) 555.123.4567', '5551234567'],
    ['surrounding blanks', '  555-123-4567 \n', '5551234567'],
    ['tabs inside', '555\t123\t4567', '5551234567'],
    ['nine digits', '555-123-456', '555123456'],
    ['11 digits not starting with 1', '25551234567', '25551234567'],
    ['a foreign number', '+44 20 7946 0958', '+442079460958'],
    ['letters', '555-CALL-NOW', '555CALLNOW'],
    ['an empty string', '', ''],
  ])('strips %s: %j -> %j', (_label, input, expected) => {
    expect(phoneDigits(input)).toBe(expected);
  });

  it('removes +1 only once', () => {
    expect(phoneDigits('+1+15551234567')).toBe('+15551234567');
  });
});

describe('isValidUsPhone (exactly 10 digits after stripping)', () => {
  it.each([
    '5551234567',
    '555 123 4567',
    '555-123-4567',
    '555.123.4567',
    '(555) 123-4567',
    '(555)123-4567',
    '+15551234567',
    '+1 555 123 4567',
    '+1 (555) 123-4567',
    '+1.555.123.4567',
    '  +1-555-123-4567  ',
    '0123456789',
  ])('accepts %j', (phone) => {
    expect(isValidUsPhone(phone)).toBe(true);
  });

  it.each([
    ['an empty string', ''],
    ['blanks only', '   '],
    ['nine digits', '555123456'],
    ['nine digits formatted', '(555) 123-456'],
    ['nine digits after +1', '+1 555 123 456'],
    ['11 digits not starting with 1', '25551234567'],
    ['11 digits after +1', '+1 5551 234 5678'],
    ['12 digits', '555123456789'],
    ['+1 twice', '+1 +1 555 123 4567'],
    ['a plus other than +1', '+5551234567'],
    ['a foreign number', '+44 20 7946 0958'],
    ['letters', '555-CALL-NOW'],
    ['a letter among ten digits', '555123456x7'],
    ['slashes', '555/123/4567'],
    ['an extension', '555-123-4567 x12'],
  ])('rejects %s', (_label, phone) => {
    expect(isValidUsPhone(phone)).toBe(false);
  });
});

describe('spec 001 §5: only "+1" is stripped, so a bare leading 1 leaves 11 digits', () => {
  // KNOWN DISAGREEMENT: the code also drops a leading "1" (no plus) from 11-digit input and accepts it.
  it('rejects 11-digit numbers that start with 1 but have no plus sign', () => {
    expect(isValidUsPhone('15551234567')).toBe(false);
    expect(isValidUsPhone('1 (555) 123-4567')).toBe(false);
  });
});

describe('toE164', () => {
  it.each([
    ['5551234567', '+15551234567'],
    ['(555) 123-4567', '+15551234567'],
    ['555.123.4567', '+15551234567'],
    ['+1 555 123 4567', '+15551234567'],
    ['+15551234567', '+15551234567'],
  ])('%j is stored as %j', (input, expected) => {
    expect(toE164(input)).toBe(expected);
  });

  it('is idempotent on a stored number', () => {
    expect(toE164(toE164('(555) 123-4567'))).toBe('+15551234567');
  });
});

describe('formatUsPhone', () => {
  it.each([
    ['+15551234567', '(555) 123-4567'],
    ['5551234567', '(555) 123-4567'],
    ['555.123.4567', '(555) 123-4567'],
    ['+1 (312) 555-0199', '(312) 555-0199'],
  ])('%j -> %j', (input, expected) => {
    expect(formatUsPhone(input)).toBe(expected);
  });

  it.each(['+442079460958', '555123456', '12345', '', 'not a phone'])(
    'returns %j unchanged when it is not a 10-digit US number',
    (input) => {
      expect(formatUsPhone(input)).toBe(input);
    },
  );
});

describe('maskEmail', () => {
  it.each([
    ['john.doe@example.com', 'jo••••••@example.com'],
    ['johnny@x.com', 'jo••••@x.com'],
    ['abc@x.com', 'ab•@x.com'],
    ['ab@x.com', 'a•@x.com'],
    ['a@x.com', 'a•@x.com'],
    ['averyverylongaddress@gmail.com', 'av••••••@gmail.com'],
    ['JOHN@Example.com', 'JO••@Example.com'],
    ['@x.com', '•@x.com'],
  ])('%j -> %j', (input, expected) => {
    expect(maskEmail(input)).toBe(expected);
  });

  it('never reveals more than two characters of the local part and at most six bullets', () => {
    for (const local of ['a', 'ab', 'abc', 'abcd', 'abcdefgh', 'abcdefghijklmnopqrstuvwxyz']) {
      const masked = maskEmail(`${local}@example.com`);
      const [shown = ''] = masked.split('@');
      const visible = shown.replace(/•/g, '');
      const bullets = shown.length - visible.length;
      expect(visible.length).toBeLessThanOrEqual(2);
      if (local.length >= 2) expect(visible.length).toBeLessThan(local.length);
      expect(bullets).toBeGreaterThanOrEqual(1);
      expect(bullets).toBeLessThanOrEqual(6);
      expect(masked.endsWith('@example.com')).toBe(true);
    }
  });
});

describe('maskPhone', () => {
  it.each([
    ['+15551234567', '(•••) •••-4567'],
    ['5551234567', '(•••) •••-4567'],
    ['(312) 555-0199', '(•••) •••-0199'],
    ['+1 555.123.0000', '(•••) •••-0000'],
  ])('%j -> %j', (input, expected) => {
    expect(maskPhone(input)).toBe(expected);
  });

  it('shows none of the first six digits', () => {
    const masked = maskPhone('+15551239876');
    expect(masked).not.toMatch(/555|123/);
    expect(masked).toBe('(•••) •••-9876');
  });
});
