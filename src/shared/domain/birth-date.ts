import { t } from '../i18n.js';
import { formatDate } from './format.js';
import '../messages/staff-student.js';

/**
 * A student's date of birth, kept so a coach can check it against the birth certificate, licence and other
 * documents they review. Entered by a coach from the enrolment papers; the student never types it here.
 */
export const MIN_STUDENT_AGE = 18;
export const MAX_STUDENT_AGE = 90;

export type BirthDateProblem = 'invalid' | 'tooYoung' | 'tooOld';

/** Whole years between an ISO date (YYYY-MM-DD) and `today`'s calendar date. */
export function ageOn(isoDate: string, today: Date): number {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const ty = today.getUTCFullYear();
  const tm = today.getUTCMonth() + 1;
  const td = today.getUTCDate();
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

/** Why a date of birth cannot be right, or null. The program enrols adults: 18 to 90 years old. */
export function birthDateProblem(value: string, today: Date): BirthDateProblem | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return 'invalid';
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return 'invalid';
  const age = ageOn(value, today);
  if (age < MIN_STUDENT_AGE) return 'tooYoung';
  if (age > MAX_STUDENT_AGE) return 'tooOld';
  return null;
}

/** "08/17/1989 (age 37)": the app's one date format. */
export function birthDateLabel(isoDate: string, today: Date): string {
  return t('staffStudent.birthDate.value', {
    date: formatDate(isoDate),
    age: ageOn(isoDate, today),
  });
}
