import { t } from '../i18n';
import { formatDate } from './format.js';
import { PROGRAM_TIME_ZONE, zonedDate } from './schedule';
import '../messages/stipends.js';

/** Spec 001 §9: up to four weekly stipends, from 7·(week−1)+5 days after the school start, not after 60. */
export const STIPEND_WEEKS = [1, 2, 3, 4] as const;
export type StipendWeek = (typeof STIPEND_WEEKS)[number];
const LAST_STIPEND_DAY = 60;
/** Checklist steps under this path are completed by the week's request, not by a click. */
export const STIPEND_PATH = '/program/school/stipend/';
export const attendances = ['full', 'partial', 'none'] as const;
export type Attendance = (typeof attendances)[number];

export function isStipendWeek(value: number): value is StipendWeek {
  return (STIPEND_WEEKS as readonly number[]).includes(value);
}

/** The first day since the school start on which a week's stipend may be asked for. */
export function firstStipendDay(week: StipendWeek): number {
  return 7 * (week - 1) + 5;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whole calendar days from the school start (YYYY-MM-DD) to `now`, in the program's time zone. */
export function daysInSchool(startDate: string, now: Date): number | null {
  const m = DATE.exec(startDate);
  if (!m) return null;
  const start = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (Number.isNaN(start) || new Date(start).getUTCDate() !== Number(m[3])) return null;
  const today = zonedDate(now, PROGRAM_TIME_ZONE);
  return Math.round((Date.UTC(today.year, today.month - 1, today.day) - start) / 86_400_000);
}

export type Eligibility =
  | { eligible: true; days: number }
  | { eligible: false; reason: 'noStartDate' | 'weekNotDone' | 'tooLate'; message: string };

/** Spec 001 §5 "Stipend eligibility", with its three messages. */
export function stipendEligibility(startDate: string | null, week: StipendWeek, now: Date): Eligibility {
  const days = startDate ? daysInSchool(startDate, now) : null;
  if (days === null) return { eligible: false, reason: 'noStartDate', message: t('stipends.noStartDate') };
  if (days > LAST_STIPEND_DAY) return { eligible: false, reason: 'tooLate', message: t('stipends.tooLate') };
  if (days < firstStipendDay(week)) {
    return { eligible: false, reason: 'weekNotDone', message: t('stipends.weekNotDone') };
  }
  return { eligible: true, days };
}

/** Spec 001 §9: the start date shown MM/DD/YYYY (the portal's one date format). */
export function formatStartDate(startDate: string | null): string {
  return startDate && DATE.test(startDate) ? formatDate(startDate) : '';
}

/** Spec 001 §7: reasonNotes 'Attendance: full|partial|none'. */
export function reasonNotes(attendance: Attendance): string {
  return `Attendance: ${attendance}`;
}

export function attendanceOf(notes: string): Attendance | null {
  const m = /^Attendance: (full|partial|none)$/.exec(notes);
  return m ? (m[1] as Attendance) : null;
}

/** Which survey a week asks (spec 001 §7: week 1, weeks 2–3, week 4). */
export function weekForm(week: StipendWeek): 'week1' | 'weeks2to3' | 'week4' {
  return week === 1 ? 'week1' : week === 4 ? 'week4' : 'weeks2to3';
}

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;

/** The reasons a coach picks from to decline a stipend request (or types another). */
export const declineReasons = ['lowAttendance', 'missedClass', 'answersMissing'] as const;
