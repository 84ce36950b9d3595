/**
 * The portal's one way to write dates, times and phone numbers. Dates are MM/DD/YYYY (spec 001 §9 shows the
 * school start date so); a time always names its time zone, which is the program's (Central) unless a
 * screen says whose, never the browser's.
 */
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
export function formatDate(value: Date | string | null | undefined, timeZone = PROGRAM_TIME_ZONE): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const m = CALENDAR_DATE.exec(value);
    if (m) return `${m[2]}/${m[3]}/${m[1]}`;
  }
  const instant = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) return '';
  const wall = wallClock(instant, timeZone);
  return `${pad(wall.getUTCMonth() + 1)}/${pad(wall.getUTCDate())}/${wall.getUTCFullYear()}`;
}

/** '6:00 PM CST': the time of an instant in a time zone, with the zone's name. */
export function formatTime(value: Date | string, timeZone = PROGRAM_TIME_ZONE): string {
  const instant = typeof value === 'string' ? new Date(value) : value;
  const wall = wallClock(instant, timeZone);
  const hours = wall.getUTCHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${pad(wall.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'} ${zoneLabel(instant, timeZone)}`;
}

/** 'Tuesday' for the date an instant falls on in a time zone. */
export function formatWeekday(value: Date | string, timeZone = PROGRAM_TIME_ZONE): string {
  const instant = typeof value === 'string' ? new Date(value) : value;
  return WEEKDAYS[wallClock(instant, timeZone).getUTCDay()]!;
}

/** 'Tuesday 11/24/2026 at 6:00 PM CST'. */
export function formatDateTime(value: Date | string, timeZone = PROGRAM_TIME_ZONE): string {
  return `${formatWeekday(value, timeZone)} ${formatDate(value, timeZone)} at ${formatTime(value, timeZone)}`;
}

/** '(312) 555-0100' for a 10-digit US number in any common form; anything else as given. */
export const formatPhone = formatUsPhone;
