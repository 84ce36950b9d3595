import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDollars, formatMiles, formatTime } from '@shared/domain/format';
import { translator, toIcu } from '@shared/icu-translator';
import { pickLocale, setLocale, supportedLocale } from '@shared/locale';
import { plainTranslator, registerCatalog, registerEnglish } from '@shared/translator';
import '@shared/icu-engine';

const english = {
  greet: 'Hello {{name}}',
  only: 'Only in English',
  files: '{count, plural, one {# file} other {# files}} for {{name}}',
  quoted: "Search for '{{q}}' and don't stop",
  kind: '{kind, select, email {By e-mail} other {By text}}',
};
registerEnglish({ unitTest: english });
const icu = translator<{ unitTest: typeof english }>();
const t = (key: keyof typeof english, ...rest: [Parameters<typeof icu>[1]?, Parameters<typeof icu>[2]?]) =>
  icu(`unitTest.${key}`, ...rest);
registerCatalog('es', {
  unitTest: {
    greet: 'Hola {{name}}',
    files: '{count, plural, one {# archivo} other {# archivos}} para {{name}}',
  },
});

afterEach(() => setLocale('en'));

describe('translator (intl-messageformat)', () => {
  it('fills {{vars}} and keeps apostrophes literal', () => {
    expect(t('greet', { name: 'Ana' })).toBe('Hello Ana');
    expect(t('quoted', { q: 'CDL' })).toBe("Search for 'CDL' and don't stop");
    expect(toIcu("it's {{a}}")).toBe("it''s {a}");
  });
  it('chooses ICU plural and select forms', () => {
    expect(t('files', { count: 1, name: 'Ana' })).toBe('1 file for Ana');
    expect(t('files', { count: 3, name: 'Ana' })).toBe('3 files for Ana');
    expect(t('kind', { kind: 'email' })).toBe('By e-mail');
    expect(t('kind', { kind: 'sms' })).toBe('By text');
  });
  it('reads the chosen language, per call or current, and falls back to English per key', () => {
    expect(t('greet', { name: 'Ana' }, 'es')).toBe('Hola Ana');
    expect(t('files', { count: 2, name: 'Ana' }, 'es')).toBe('2 archivos para Ana');
    setLocale('es');
    expect(t('greet', { name: 'Ana' })).toBe('Hola Ana');
    expect(t('only')).toBe('Only in English');
  });
  it('leaves a placeholder without a value, and answers an unknown key with the key', () => {
    expect(t('greet')).toBe('Hello {{name}}');
    expect(t('files', { count: 2 })).toBe('{count, plural, one {# file} other {# files}} for {{name}}');
    expect(icu('unitTest.nope' as 'unitTest.greet')).toBe('unitTest.nope');
  });
  it('the plain translator of the first download reads the same catalogues', () => {
    const plain = plainTranslator<{ unitTest: typeof english }>();
    expect(plain('unitTest.greet', { name: 'Ana' }, 'es')).toBe('Hola Ana');
    expect(plain('unitTest.only', undefined, 'es')).toBe('Only in English');
  });
});

describe('locale choice', () => {
  it('picks the first supported browser language, else English', () => {
    expect(pickLocale(['es-MX', 'en-US'], ['en', 'es'])).toBe('es');
    expect(pickLocale(['fr-FR', 'en'], ['en', 'es'])).toBe('en');
    expect(pickLocale(['es'], ['en'])).toBe('en');
    expect(pickLocale(undefined)).toBe('en');
  });
  it('accepts only a supported locale from outside', () => {
    expect(supportedLocale('es', ['en', 'es'])).toBe('es');
    expect(supportedLocale('es', ['en'])).toBe('en');
    expect(supportedLocale('de', ['en', 'es'])).toBe('en');
    expect(supportedLocale(42)).toBe('en');
  });
});

describe('format per locale', () => {
  const instant = new Date('2026-11-24T18:05:00Z'); // 12:05 PM in Chicago (CST)
  it('keeps the English forms', () => {
    expect(formatDate('2026-03-04', undefined, 'en')).toBe('03/04/2026');
    expect(formatTime(instant, undefined, 'en')).toBe('12:05 PM CST');
    expect(formatDateTime(instant, undefined, 'en')).toBe('Tuesday 11/24/2026 at 12:05 PM CST');
    expect(formatDollars(1250, 'en')).toBe('$12.50');
    expect(formatDollars(100000, 'en')).toBe('$1000');
    expect(formatMiles(3.25, 'en')).toBe('3.3');
    expect(formatMiles(42.6, 'en')).toBe('43');
  });
  it('writes Spanish dates day first and times as Intl does, with the zone', () => {
    expect(formatDate('2026-03-04', undefined, 'es')).toBe('04/03/2026');
    expect(formatTime(instant, undefined, 'es')).toMatch(/^12:05\sp\.\s?m\. CST$/);
    expect(formatDateTime(instant, undefined, 'es')).toMatch(/^martes 24\/11\/2026 a las 12:05/);
    expect(formatDollars(1250, 'es')).toMatch(/^\$?\s?12\.50\s?\$?$/);
    expect(formatMiles(3.25, 'es')).toBe('3.3');
  });
  it('follows the current language when none is given', () => {
    setLocale('es');
    expect(formatDate('2026-03-04')).toBe('04/03/2026');
  });
});

describe('the core catalogue (first download)', () => {
  it('has no ICU arguments, so the plain translator of the sign-in route formats all of it', async () => {
    const { core } = await import('@shared/messages/core');
    const texts: string[] = [];
    (function collect(node: unknown) {
      if (typeof node === 'string') texts.push(node);
      else if (node && typeof node === 'object') Object.values(node).forEach(collect);
    })(core);
    expect(texts.filter((s) => /\{\s*\w+\s*,/.test(s))).toEqual([]);
  });
});
