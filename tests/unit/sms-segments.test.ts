import { describe, expect, it } from 'vitest';
import '@server/locale.js';
import { declineSms } from '@server/features/rides/decline-notice.js';
import { LOCK_MAX_MS } from '@server/features/auth/sign-in-limits.js';
import { bookingSms, type BookingSmsKind } from '@shared/domain/booking-sms.js';
import { eventTypes, timeZoneOfState } from '@shared/domain/careers.js';
import { supportPhoneLabel } from '@shared/domain/program-settings.js';
import { smsSegments } from '@shared/domain/sms.js';
import { t, type MessageKey } from '@shared/i18n.js';
import { LOCALES, type Locale } from '@shared/locale.js';

/**
 * Every text the portal sends by itself costs one SMS segment in every language, filled with the longest
 * values it can meet: a PUBLIC_URL of 40 characters (decision 031), every event type, every hour of
 * a Saturday in winter and summer in every US time zone, the longest lock. Coaches' own texts are theirs
 * to write (up to three segments, shared/domain/texts.ts) and are not templates.
 */
const ORIGIN = 'https://students.freeway-programs-il.org';
const HOST = new URL(ORIGIN).host;
const CODE = '482913';
const SUPPORT = supportPhoneLabel();
const ZONES = [...new Set(['AK', 'HI', 'AZ', 'CA', 'CO', 'IL', 'NY', 'PR', null].map(timeZoneOfState))];
const INSTANTS = ['2026-12-26T00:00:00Z', '2026-07-04T00:00:00Z'].flatMap((day) =>
  Array.from({ length: 48 }, (_, h) => new Date(Date.parse(day) + h * 3_600_000)),
);

const expectOneSegment = (text: string) => {
  expect(text).not.toMatch(/\{\{|\}\}/);
  expect(smsSegments(text), `${text.length} characters: ${text}`).toBe(1);
};

it('measures with an origin of 40 characters', () => {
  expect(ORIGIN).toHaveLength(40);
});

const keyed: [MessageKey, Record<string, string | number>, string][] = [
  ['auth.codeSmsText', { code: CODE, host: HOST }, CODE],
  ['auth.lockedSmsText', { minutes: LOCK_MAX_MS / 60_000, phone: SUPPORT }, '1440'],
  ['account.codeSmsText', { code: CODE }, CODE],
  ['account.currentCodeSmsText', { code: CODE, phone: SUPPORT }, CODE],
  ['account.phoneChangedSms', { last4: '0199', support: SUPPORT }, '0199'],
];

describe('sign-in and contact texts cost one SMS segment in every language', () => {
  it.each(
    LOCALES.flatMap((locale) => keyed.map(([key, vars, shown]) => [locale, key, vars, shown] as const)),
  )('%s %s', (locale, key, vars, shown) => {
    const text = t(key, vars, locale);
    expect(text).toContain(shown);
    expectOneSegment(text);
  });

  it('keeps the code on the last line for the browser to offer it (WebOTP)', () => {
    for (const locale of LOCALES)
      expect(t('auth.codeSmsText', { code: CODE, host: HOST }, locale)).toMatch(`@${HOST} #${CODE}`);
  });
});

const kinds: BookingSmsKind[] = ['booked', 'moved', 'cancelled', 'reminder'];

describe('booking confirmations and reminders cost one SMS segment in every language', () => {
  it.each(
    LOCALES.flatMap((locale) =>
      kinds.flatMap((kind) => eventTypes.map((e) => [locale, kind, e.name, e.callType] as const)),
    ),
  )('%s %s: %s (%s)', (locale: Locale, kind, name, callType) => {
    const byPhone = callType === 'outbound_call';
    for (const timeZone of ZONES)
      for (const startsAt of INSTANTS) {
        const text = bookingSms({ kind, name, startsAt, timeZone, byPhone, origin: ORIGIN, locale });
        expectOneSegment(text);
        expect(text).toContain(name);
        if (kind === 'cancelled') expect(text).not.toContain(ORIGIN);
        else expect(text).toContain(`${ORIGIN}/b`);
      }
  });

  it('writes the date and time, and the short link, in the reader language', () => {
    const startsAt = new Date('2026-12-26T18:30:00Z');
    const common = { name: 'Career Coaching Call', startsAt, timeZone: 'America/Chicago', byPhone: false };
    expect(bookingSms({ ...common, kind: 'reminder', origin: `${ORIGIN}/`, locale: 'en' })).toBe(
      `Freeway reminder: Career Coaching Call on 12/26/2026 at 12:30 PM CST. Join or change the time: ${ORIGIN}/b`,
    );
    expect(bookingSms({ ...common, kind: 'booked', origin: ORIGIN, locale: 'es' })).toBe(
      `Freeway: tienes cita para Career Coaching Call el 26/12/2026 a las 12:30 p.m. CST. Para entrar o cambiar la hora: ${ORIGIN}/b`,
    );
  });
});

describe('a declined ride costs one SMS segment in every language', () => {
  const reasons = (locale: Locale) => [
    ...['notProgram', 'tooFar', 'addressWrong', 'otherRide'].map((k) =>
      t(`rides.declineReasons.${k}` as MessageKey, undefined, locale),
    ),
    'x'.repeat(300),
    `Ramón ${'a'.repeat(60)}`,
  ];
  const whats = (locale: Locale) => [
    t('rides.declinedAccess', undefined, locale),
    t('rides.declinedPlace', { name: 'Northside Community Health Center of Chicago' }, locale),
    t('rides.declinedTrip', { place: 'Secretaría de Vehículos Motorizados' }, locale),
  ];

  it.each(LOCALES)('%s', (locale) => {
    for (const what of whats(locale))
      for (const reason of reasons(locale)) expectOneSegment(declineSms(what, reason, locale));
  });

  it("keeps the coach's reason when it fits, and otherwise points to the portal", () => {
    const reason = t('rides.declineReasons.otherRide', undefined, 'en');
    expect(declineSms(t('rides.declinedAccess', undefined, 'en'), reason, 'en')).toContain(reason);
    expect(declineSms(t('rides.declinedAccess', undefined, 'en'), 'x'.repeat(300), 'en')).toBe(
      t('rides.declinedSms', undefined, 'en'),
    );
  });
});
