/**
 * US federal holidays (5 U.S.C. 6103) on the days they are observed: a holiday on a Saturday is observed
 * the Friday before, one on a Sunday the Monday after (so New Year's Day can be observed on December 31).
 * Booking offers no session on these days.
 */

export interface Holiday {
  /** The observed date, YYYY-MM-DD. */
  date: string;
  name: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** The n-th (1-based) given weekday (0 = Sunday) of a month; n = -1 is the last. */
function nthWeekday(year: number, monthIndex: number, weekday: number, n: number): Date {
  if (n === -1) {
    const last = new Date(Date.UTC(year, monthIndex + 1, 0));
    return new Date(Date.UTC(year, monthIndex, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7)));
  }
  const first = new Date(Date.UTC(year, monthIndex, 1)).getUTCDay();
  return new Date(Date.UTC(year, monthIndex, 1 + ((weekday - first + 7) % 7) + 7 * (n - 1)));
}

/** A fixed-date holiday moved to its observed weekday. */
function observed(year: number, monthIndex: number, day: number): Date {
  const date = new Date(Date.UTC(year, monthIndex, day));
  const weekday = date.getUTCDay();
  if (weekday === 6) return new Date(Date.UTC(year, monthIndex, day - 1));
  if (weekday === 0) return new Date(Date.UTC(year, monthIndex, day + 1));
  return date;
}

/** The federal holidays observed in a calendar year, in date order. */
export function federalHolidays(year: number): Holiday[] {
  const list: [Date, string][] = [
    [observed(year, 0, 1), "New Year's Day"],
    [nthWeekday(year, 0, 1, 3), 'Birthday of Martin Luther King, Jr.'],
    [nthWeekday(year, 1, 1, 3), "Washington's Birthday"],
    [nthWeekday(year, 4, 1, -1), 'Memorial Day'],
    [observed(year, 5, 19), 'Juneteenth National Independence Day'],
    [observed(year, 6, 4), 'Independence Day'],
    [nthWeekday(year, 8, 1, 1), 'Labor Day'],
    [nthWeekday(year, 9, 1, 2), 'Columbus Day'],
    [observed(year, 10, 11), 'Veterans Day'],
    [nthWeekday(year, 10, 4, 4), 'Thanksgiving Day'],
    [observed(year, 11, 25), 'Christmas Day'],
  ];
  // Next year's New Year's Day on a Saturday is observed on this year's December 31.
  const nextNewYear = observed(year + 1, 0, 1);
  if (nextNewYear.getUTCFullYear() === year) list.push([nextNewYear, "New Year's Day"]);
  return list
    .filter(([date]) => date.getUTCFullYear() === year)
    .map(([date, name]) => ({ date: iso(date), name }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

const byYear = new Map<number, Map<string, string>>();

/** The federal holiday observed on a calendar date (month 1-12), or null. */
export function federalHolidayOn(year: number, month: number, day: number): string | null {
  let days = byYear.get(year);
  if (!days) {
    days = new Map(federalHolidays(year).map((h) => [h.date, h.name]));
    byYear.set(year, days);
  }
  return days.get(`${year}-${pad(month)}-${pad(day)}`) ?? null;
}
