/** Times of scheduled group sessions, computed in the program's time zone (America/Chicago). */
import { federalHolidayOn } from './holidays.js';

export const PROGRAM_TIME_ZONE = 'America/Chicago';

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** Building an Intl.DateTimeFormat costs milliseconds on a low-end phone, so each zone gets one. */
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, format);
  }
  return format;
}

/** The UTC day of the month of the n-th Sunday (1-based) of a month. */
function nthSunday(year: number, monthIndex: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, monthIndex, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1);
}

/**
 * Central time by the US rule in force since 2007: daylight time from the second Sunday of March
 * at 2:00 CST (08:00 UTC) to the first Sunday of November at 2:00 CDT (07:00 UTC). Every checklist
 * works out a due date in Central time, and the first Intl time-zone lookup loads zone data that
 * blocks a low-end phone for about 50 ms, so the program's own zone is computed.
 */
function centralOffsetMinutes(instant: Date): number {
  const year = instant.getUTCFullYear();
  const start = Date.UTC(year, 2, nthSunday(year, 2, 2), 8);
  const end = Date.UTC(year, 10, nthSunday(year, 10, 1), 7);
  const t = instant.getTime();
  return t >= start && t < end ? -300 : -360;
}

/** Minutes east of UTC that a time zone is at a given instant (Chicago: -360 or -300). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  if (timeZone === PROGRAM_TIME_ZONE) return centralOffsetMinutes(instant);
  const parts = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  const asUtc = Date.UTC(
    +parts.year!,
    +parts.month! - 1,
    +parts.day!,
    +parts.hour!,
    +parts.minute!,
    +parts.second!,
  );
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** The instant of a wall-clock time in a time zone (handles daylight saving). */
export function zonedTime(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  timeZone: string,
): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  let instant = new Date(guess - zoneOffsetMinutes(new Date(guess), timeZone) * 60_000);
  instant = new Date(guess - zoneOffsetMinutes(instant, timeZone) * 60_000);
  return instant;
}

/** Calendar date (y, m, d, weekday 0=Sun) of an instant in a time zone. */
export function zonedDate(instant: Date, timeZone: string) {
  const shifted = new Date(instant.getTime() + zoneOffsetMinutes(instant, timeZone) * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
  };
}

export interface SessionPlan {
  /** Days of the week, 0 = Sunday. */
  weekdays: number[];
  /** Start times on each of those days, as [hour, minute] in the program's time zone. */
  times: [number, number][];
  durationMinutes: number;
  /** How far ahead sessions are offered. */
  days: number;
}

/** Trucking Trivia: a 1-hour study session, Tuesdays and Thursdays at 6:00pm Central. */
export const TRUCKING_TRIVIA: SessionPlan = {
  weekdays: [2, 4],
  times: [[18, 0]],
  durationMinutes: 60,
  days: 21,
};

/** The pre-enrollment call with a Success Coach: 10 minutes, weekdays 9:00am-5:30pm Central, a week ahead. */
export const COACH_CALL: SessionPlan = {
  weekdays: [1, 2, 3, 4, 5],
  times: Array.from({ length: 18 }, (_, i) => [9 + Math.floor(i / 2), (i % 2) * 30] as [number, number]),
  durationMinutes: 10,
  days: 7,
};

/** A career coaching call: 30 minutes, weekdays 10:00am-4:30pm Central, two weeks ahead. */
export const CAREER_COACHING_CALL: SessionPlan = {
  weekdays: [1, 2, 3, 4, 5],
  times: Array.from({ length: 14 }, (_, i) => [10 + Math.floor(i / 2), (i % 2) * 30] as [number, number]),
  durationMinutes: 30,
  days: 14,
};

/** The Interview Workshop class: 1 hour, Wednesdays at 5:00pm Central, four weeks ahead. */
export const INTERVIEW_WORKSHOP: SessionPlan = {
  weekdays: [3],
  times: [[17, 0]],
  durationMinutes: 60,
  days: 28,
};

/** How long a booked session of each kind lasts, in minutes (for the calendar file of a booking). */
export function sessionMinutes(name: string): number {
  const plans: Record<string, SessionPlan> = {
    'Trucking Trivia': TRUCKING_TRIVIA,
    'Success Coach Call': COACH_CALL,
    'Career Coaching Call': CAREER_COACHING_CALL,
    'Interview Workshop': INTERVIEW_WORKSHOP,
  };
  return plans[name]?.durationMinutes ?? 30;
}

/**
 * Upcoming session start times after `now`, soonest first; a session that has started is not offered, nor
 * one on a US federal holiday.
 */
export function upcomingSessions(plan: SessionPlan, now: Date, timeZone = PROGRAM_TIME_ZONE): Date[] {
  const out: Date[] = [];
  const today = zonedDate(now, timeZone);
  for (let i = 0; i <= plan.days; i++) {
    const noon = zonedTime(today.year, today.month, today.day, 12, 0, timeZone);
    const date = zonedDate(new Date(noon.getTime() + i * 86_400_000), timeZone);
    if (!plan.weekdays.includes(date.weekday)) continue;
    if (federalHolidayOn(date.year, date.month, date.day)) continue;
    for (const [hour, minute] of plan.times) {
      const start = zonedTime(date.year, date.month, date.day, hour, minute, timeZone);
      if (start.getTime() > now.getTime()) out.push(start);
    }
  }
  return out;
}

/**
 * Onboarding is due "this Wednesday at 11:59pm Central": the coming Wednesday, or today when today is
 * Wednesday in Chicago.
 */
export function onboardingDue(now: Date): Date {
  const today = zonedDate(now, PROGRAM_TIME_ZONE);
  const daysAhead = (3 - today.weekday + 7) % 7;
  const noon = zonedTime(today.year, today.month, today.day, 12, 0, PROGRAM_TIME_ZONE);
  const wednesday = zonedDate(new Date(noon.getTime() + daysAhead * 86_400_000), PROGRAM_TIME_ZONE);
  return zonedTime(wednesday.year, wednesday.month, wednesday.day, 23, 59, PROGRAM_TIME_ZONE);
}

/** 'due by Wed 11/25 @ 11:59pm Central' (spec 001 §4 "Checklist building per stage"). */
export function onboardingDueText(now: Date): string {
  const due = zonedDate(onboardingDue(now), PROGRAM_TIME_ZONE);
  return `due by Wed ${due.month}/${due.day} @ 11:59pm Central`;
}
