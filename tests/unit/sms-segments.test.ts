import { describe, expect, it } from 'vitest';
import '@server/locale.js';
import { t, type MessageKey } from '@shared/i18n.js';
import { LOCALES } from '@shared/locale.js';

// GSM 03.38: the basic set costs one septet a character, the extension set two; anything else sends
// the whole text as UCS-2. One segment holds 160 septets (GSM-7) or 70 UCS-2 characters.
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const EXTENDED = '^{}\\[~]|€\f';

function segments(text: string): number {
  const chars = [...text];
  if (chars.every((c) => BASIC.includes(c) || EXTENDED.includes(c))) {
    const septets = chars.reduce((n, c) => n + (EXTENDED.includes(c) ? 2 : 1), 0);
    return septets <= 160 ? 1 : Math.ceil(septets / 153);
  }
  const units = text.length;
  return units <= 70 ? 1 : Math.ceil(units / 67);
}

describe('counting SMS segments', () => {
  it('counts GSM-7 texts by septets and the rest by UCS-2 units', () => {
    expect(segments('a'.repeat(160))).toBe(1);
    expect(segments('a'.repeat(161))).toBe(2);
    expect(segments('€'.repeat(80))).toBe(1);
    expect(segments('€'.repeat(81))).toBe(2);
    expect(segments('ñé¿¡ü'.repeat(32))).toBe(1);
    expect(segments(`código ${'a'.repeat(63)}`)).toBe(1);
    expect(segments(`código ${'a'.repeat(64)}`)).toBe(2);
  });
});

// The sign-in and contact-change codes: the texts every student gets, filled as the server fills them
// (a 6-digit code, the portal's public host, the support line).
const codeTexts: [MessageKey, Record<string, string>][] = [
  ['auth.codeSmsText', { code: '482913', host: 'portal.freeway-program.org' }],
  ['account.codeSmsText', { code: '482913' }],
  ['account.currentCodeSmsText', { code: '482913', phone: t('product.supportPhoneLabel') }],
];

describe('code texts cost one SMS segment in every language', () => {
  it.each(LOCALES.flatMap((locale) => codeTexts.map(([key, vars]) => [locale, key, vars] as const)))(
    '%s %s',
    (locale, key, vars) => {
      const text = t(key, vars, locale);
      expect(text).not.toMatch(/\{\{/);
      expect(text).toContain('482913');
      expect(segments(text)).toBe(1);
    },
  );
});
