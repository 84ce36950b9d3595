/**
 * The portal's one way to write dates, times, money, distances and phone numbers, in the reader's language
 * (decision 028: `locale` defaults to shared/locale's current one). In English dates are MM/DD/YYYY (spec
 * 001 §9 shows the school start date so); other languages take Intl's order (DD/MM/YYYY in Spanish). A time
 * always names its time zone, which is the program's (Central) unless a screen says whose, never the
 * browser's.
 */
import { getLocale, INTL_LOCALE, type Locale } from '../locale.js';
import { formatUsPhone } from './contact.js';
import { PROGRAM_TIME_ZONE, zoneOffsetMinutes } from './schedule.js';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const pad = (n: number) => String(n).padStart(2, '0');

/** The wall clock of an instant in a time zone, read from UTC fields of a shifted date. */
function wallClock(instant: Date, timeZone: string) {
  return new Date(instant.getTime() + zoneOffsetMinutes(instant, timeZone) * 60_000);
}

const labelFormatters = new Map<string, Intl.DateTimeFormat>();

/** 'CST' / 'CDT' for the program's zone (computed); the short name Intl gives for any other. */
export function zoneLabel(instant: Date, timeZone = PROGRAM_TIME_ZONE): string {
  if (timeZone === PROGRAM_TIME_ZONE) return zoneOffsetMinutes(instant, timeZone) === -300 ? 'CDT' : 'CST';
  let format = labelFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
    labelFormatters.set(timeZone, format);
  }
  return format.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * MM/DD/YYYY. A calendar date ('2026-11-24') is written as it is; an instant (Date or ISO string) is
 * written as the date it is in the time zone. Anything else gives ''.
 */
export function formatDate(
  value: Date | string | null | undefined,
  timeZone = PROGRAM_TIME_ZONE,
  locale: Locale = getLocale(),
): string {
  if (value === null || value === undefined || value === '') return '';
  let parts: { y: number; m: number; d: number };
  const m = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null;
  if (m) parts = { y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) };
  else {
    const instant = typeof value === 'string' ? new Date(value) : value;
    if (Number.isNaN(instant.getTime())) return '';
    const wall = wallClock(instant, timeZone);
    parts = { y: wall.getUTCFullYear(), m: wall.getUTCMonth() + 1, d: wall.getUTCDate() };
  }
  if (locale === 'en') return `${pad(parts.m)}/${pad(parts.d)}/${parts.y}`;
  return formatter(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(parts.y, parts.m - 1, parts.d, 12)),
  );
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${locale}${JSON.stringify(options)}`;
  let format = formatters.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], options);
    formatters.set(id, format);
  }
  return format;
}

/** '6:00 PM CST': the time of an instant in a time zone, with the zone's name. */
export function formatTime(
  value: Date | string,
  timeZone = PROGRAM_TIME_ZONE,
  locale: Locale = getLocale(),
): string {
  const instant = typeof value === 'string' ? new Date(value) : value;
  if (locale !== 'en') {
    const clock = formatter(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(instant);
    return `${clock} ${zoneLabel(instant, timeZone)}`;
  }
  const wall = wallClock(instant, timeZone);
  const hours = wall.getUTCHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${pad(wall.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'} ${zoneLabel(instant, timeZone)}`;
}

/** 'Tuesday' for the date an instant falls on in a time zone. */
export function formatWeekday(
  value: Date | string,
  timeZone = PROGRAM_TIME_ZONE,
  locale: Locale = getLocale(),
): string {
  const instant = typeof value === 'string' ? new Date(value) : value;
  if (locale !== 'en') return formatter(locale, { weekday: 'long', timeZone }).format(instant);
  return WEEKDAYS[wallClock(instant, timeZone).getUTCDay()]!;
}

const AT: Record<Locale, string> = { en: 'at', es: 'a las' };

/** 'Tuesday 11/24/2026 at 6:00 PM CST'; 'martes 24/11/2026 a las 12:00 p.m. CST'. */
export function formatDateTime(
  value: Date | string,
  timeZone = PROGRAM_TIME_ZONE,
  locale: Locale = getLocale(),
): string {
  return `${formatWeekday(value, timeZone, locale)} ${formatDate(value, timeZone, locale)} ${AT[locale]} ${formatTime(value, timeZone, locale)}`;
}

/**
 * '11/24/2026 at 6:00 PM CST'; '24/11/2026 a las 6:00 p.m. CST': the date-time of a text message. No
 * weekday ('sábado' would send the whole text as UCS-2, at 70 characters a segment) and plain spaces only.
 */
export function formatSmsDateTime(
  value: Date | string,
  timeZone = PROGRAM_TIME_ZONE,
  locale: Locale = getLocale(),
): string {
  return `${formatDate(value, timeZone, locale)} ${AT[locale]} ${formatTime(value, timeZone, locale)}`.replace(
    /\s/gu,
    ' ',
  );
}

const numbers = new Map<string, Intl.NumberFormat>();
function number(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${locale}${JSON.stringify(options)}`;
  let format = numbers.get(id);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], { useGrouping: false, ...options });
    numbers.set(id, format);
  }
  return format;
}

/** '$12' or '$12.50' from cents, in US dollars whatever the language. */
export function formatDollars(amountCents: number, locale: Locale = getLocale()): string {
  const whole = amountCents % 100 === 0;
  return number(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amountCents / 100);
}

/** Miles shown to a person (the number only): one decimal below 10, whole miles above. */
export function formatMiles(miles: number, locale: Locale = getLocale()): string {
  const digits = miles < 10 ? 1 : 0;
  return number(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    digits ? miles : Math.round(miles),
  );
}

/** '(312) 555-0100' for a 10-digit US number in any common form; anything else as given. */
export const formatPhone = formatUsPhone;
