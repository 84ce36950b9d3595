import type { Status } from './program.js';

/**
 * The facts of a student's program that staff set in the console and the student's journey reads (spec 001
 * §2 "User/session"): the school and its start date, the stipend plan, Uber rides, the workforce board and
 * funding record, the wait-list board, wfp and the career coach. Decision 041.
 */
export const fundingStatuses = ['Pending', 'Funded', 'Denied'] as const;
export type FundingStatus = (typeof fundingStatuses)[number];

/** How far from today a school start date may be: a typo in the year is refused, a real date is not. */
const START_DATE_WINDOW_DAYS = 366;

export type StartDateProblem = 'invalid' | 'tooFar';

/** Why a school start date cannot be right, or null. A date within a year either way of `today`. */
export function startDateProblem(value: string, today: Date): StartDateProblem | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return 'invalid';
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = Date.UTC(y, m - 1, d);
  const back = new Date(date);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d)
    return 'invalid';
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const days = Math.abs(date - todayUtc) / 86_400_000;
  return days > START_DATE_WINDOW_DAYS ? 'tooFar' : null;
}

/** The facts as one record, the shape every check below reads. */
export interface ProgramFacts {
  schoolId: string | null;
  inSchoolStartDate: string | null;
  stipendSp: boolean;
  uberAccessEnabled: boolean;
  wbId: string | null;
  wfbFundingStatus: FundingStatus | null;
  waitlistWbId: string | null;
  wfp: boolean;
  careerCoachId: string | null;
}

export const programFactKeys = [
  'schoolId',
  'inSchoolStartDate',
  'stipendSp',
  'uberAccessEnabled',
  'wbId',
  'wfbFundingStatus',
  'waitlistWbId',
  'wfp',
  'careerCoachId',
] as const satisfies readonly (keyof ProgramFacts)[];
export type ProgramFactKey = (typeof programFactKeys)[number];

export type FactsProblem = 'fundingNeedsBoard' | 'stipendNeedsStartDate';

/**
 * Why a set of facts cannot stand together, or null. A funding record belongs to a workforce board (the
 * checklist counts a record only with its board); a stipend plan needs the school start date its weeks
 * are counted from, or the student's first request is refused.
 */
export function factsProblem(facts: ProgramFacts): FactsProblem | null {
  if (facts.wfbFundingStatus && !facts.wbId) return 'fundingNeedsBoard';
  if (facts.stipendSp && !facts.inSchoolStartDate) return 'stipendNeedsStartDate';
  return null;
}

/** The facts a change actually changes: each key whose new value differs from the stored one. */
export function changedFacts(before: ProgramFacts, patch: Partial<ProgramFacts>): ProgramFactKey[] {
  return programFactKeys.filter((k) => k in patch && patch[k] !== undefined && patch[k] !== before[k]);
}

/** Statuses a student may be corrected to or from (an instructor is staff, not a stage). */
export const correctableStatuses = [
  '0_New',
  '1_Setup',
  '2_Training',
  '3_Permit',
  '4_School',
  '5_PostProgram',
  '95_OnHoldForSchool',
  '99_Withdrew',
] as const satisfies readonly Status[];
export type CorrectableStatus = (typeof correctableStatuses)[number];

const stages: readonly Status[] = ['0_New', '1_Setup', '2_Training', '3_Permit', '4_School', '5_PostProgram'];

export const MIN_REASON_LENGTH = 10;
export const MAX_REASON_LENGTH = 500;

/**
 * The exceptional moves the forward-only rules do not make (decision 041). A coach may:
 * - bring a student on hold back to school (95_OnHoldForSchool → 4_School);
 * - re-admit a student who withdrew, at any stage up to school (99_Withdrew → 0_New…4_School);
 * - undo one forward move made by mistake (a stage → the stage before it).
 * An admin may move a student between any two statuses of the program. Nothing moves a student to or from
 * instructor (96_CEO), and a status is never "corrected" to itself.
 */
export function correctionTargets(from: string | null, role: 'coach' | 'admin'): CorrectableStatus[] {
  if (!from || !(correctableStatuses as readonly string[]).includes(from)) return [];
  if (role === 'admin') return correctableStatuses.filter((s) => s !== from);
  const out: CorrectableStatus[] = [];
  if (from === '95_OnHoldForSchool') out.push('4_School');
  if (from === '99_Withdrew') out.push('0_New', '1_Setup', '2_Training', '3_Permit', '4_School');
  const at = stages.indexOf(from as Status);
  if (at > 0) out.push(stages[at - 1] as CorrectableStatus);
  return out;
}

export function canCorrectStatus(from: string | null, to: string, role: 'coach' | 'admin'): boolean {
  return (correctionTargets(from, role) as string[]).includes(to);
}
