import type { BlockedOn } from './caseload.js';
import { buildChecklist, type ChecklistUser, type SourceStep } from './checklist.js';
import { careerServiceSteps } from './careers.js';
import { interstitialScreenOf, rankOf, type StageScreen, type Status } from './program.js';
import '../messages/staff.js';

/**
 * The coach's caseload rules: which checklist a student is working on, what blocks their next step,
 * whether they wait on staff, and the order a coach sees them in.
 */

/** The stage screen whose checklist a student works through now; none once withdrawn. */
export function stageScreenOf(status: Status): StageScreen | null {
  if (status === '95_OnHoldForSchool') return 'onhold';
  if (status === '5_PostProgram') return 'postprogram';
  return interstitialScreenOf(status);
}

/**
 * The steps of the checklist the student works through on their own landing screen: a graduate's is career
 * services' 'First Things First' (the /postprogram homepage shows it, through `careerServiceSteps`), every
 * other stage's is its screen's steps. The coach's views of a student read the same list.
 */
export function checklistStepsOf<S extends SourceStep & { section?: string | null }>(
  status: Status,
  stepsByScreen: ReadonlyMap<string, S[]>,
): S[] {
  if (status === '5_PostProgram')
    return careerServiceSteps(stepsByScreen.get('career_services') ?? [], { rank: rankOf[status] });
  const screen = stageScreenOf(status);
  return (screen && stepsByScreen.get(screen)) || [];
}

/**
 * A stage's checklist as a coach sees it: every visible item the student must do, done or not. Unlike
 * the student's view, items past the highlighted one are not hidden, and informational items are left out.
 */
export function staffChecklist(
  steps: SourceStep[],
  user: ChecklistUser,
  completed: ReadonlySet<string>,
): { text: string; done: boolean }[] {
  const informational = new Set(steps.filter((s) => s.type === 'informational').map((s) => s.url));
  return buildChecklist(steps, user, completed)
    .filter((i) => !informational.has(i.to))
    .map((i) => ({ text: i.text, done: completed.has(i.to) || i.autoComplete }));
}

export interface Progress {
  /** Text of the first checklist item still to do, or null when nothing is left (or no checklist). */
  blocker: string | null;
  /** Items still to do before the next step; null when the student has no checklist. */
  remaining: number | null;
  total: number;
}

/** Where a student stands on their stage's checklist, by the same display rules the student sees. */
export function progressOf(
  status: Status,
  stepsByScreen: ReadonlyMap<string, (SourceStep & { section?: string | null })[]>,
  user: ChecklistUser,
  completed: ReadonlySet<string>,
): Progress {
  const steps = checklistStepsOf(status, stepsByScreen);
  if (!steps.length) return { blocker: null, remaining: null, total: 0 };
  const items = staffChecklist(steps, user, completed);
  const todo = items.filter((i) => !i.done);
  return { blocker: todo[0]?.text ?? null, remaining: todo.length, total: items.length };
}

export interface WaitingOnStaff {
  documents: number;
  stipends: number;
  tickets: number;
  /** Uber access requests, place requests and Flexible rides waiting for a coach's yes or no. */
  rides: number;
}

export function isWaitingOnStaff(w: WaitingOnStaff): boolean {
  return w.documents + w.stipends + w.tickets + w.rides > 0;
}

/** The latest of the moments a student did something (signed in, finished a step, uploaded, asked). */
export function lastActivityOf(moments: (Date | string | null | undefined)[]): Date | null {
  let latest: number | null = null;
  for (const m of moments) {
    if (!m) continue;
    const time = new Date(m).getTime();
    if (!Number.isNaN(time) && (latest === null || time > latest)) latest = time;
  }
  return latest === null ? null : new Date(latest);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days since the last activity; null when the student never did anything. */
export function idleDays(last: Date | null, now: Date): number | null {
  return last ? Math.max(0, Math.floor((now.getTime() - last.getTime()) / DAY_MS)) : null;
}

export interface CaseloadEntry {
  status: Status;
  remaining: number | null;
  lastActivity: Date | null;
  lastName: string;
  firstName: string;
  coachId: string | null;
  waiting: WaitingOnStaff;
  blockedOn?: BlockedOn;
}

export const caseloadSorts = ['nearest', 'idle', 'name'] as const;
export type CaseloadSort = (typeof caseloadSorts)[number];

/** Never active counts as idle the longest. */
const idleKey = (e: CaseloadEntry) => e.lastActivity?.getTime() ?? Number.NEGATIVE_INFINITY;
/** Students with no checklist left to work (withdrawn) come last. */
const nearKey = (e: CaseloadEntry) => (e.remaining === null ? Number.POSITIVE_INFINITY : e.remaining);
const byName = (a: CaseloadEntry, b: CaseloadEntry) =>
  a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName);

/**
 * `nearest`: fewest items before the next step first, then whoever has been idle longest among equals.
 * `idle`: idle longest first, then nearest to the next step. `name`: by last name, then first name.
 */
export function compareCaseload(sort: CaseloadSort) {
  return (a: CaseloadEntry, b: CaseloadEntry): number => {
    if (sort === 'name') return byName(a, b);
    const near = nearKey(a) - nearKey(b);
    const idle = idleKey(a) - idleKey(b);
    const first = sort === 'nearest' ? near : idle;
    const second = sort === 'nearest' ? idle : near;
    return first || second || byName(a, b);
  };
}

export interface CaseloadFilter {
  status?: Status | undefined;
  /** A coach's id, or `none` for students no coach has yet. */
  coach?: string | undefined;
  waiting?: boolean | undefined;
  blockedOn?: BlockedOn | undefined;
}

export function matchesFilter(e: CaseloadEntry, f: CaseloadFilter): boolean {
  if (f.status && e.status !== f.status) return false;
  if (f.coach === 'none' ? e.coachId !== null : f.coach && e.coachId !== f.coach) return false;
  if (f.waiting && !isWaitingOnStaff(e.waiting)) return false;
  if (f.blockedOn && e.blockedOn !== f.blockedOn) return false;
  return true;
}

export function sortCaseload<T extends CaseloadEntry>(
  entries: T[],
  filter: CaseloadFilter,
  sort: CaseloadSort,
): T[] {
  return entries.filter((e) => matchesFilter(e, filter)).sort(compareCaseload(sort));
}

/** Kinds of note a coach writes (spec 001 §7 `GET /notes?type`). */
export const noteTypes = ['general', 'call', 'meeting', 'barrier', 'followUp'] as const;
export type NoteType = (typeof noteTypes)[number];
export const MAX_NOTE_LENGTH = 2000;

export const MAX_REPLY_LENGTH = 4000;

/** A coach moves a student back to school only from on-hold (the spec's one backward-looking move). */
export function canReturnToSchool(status: string | null): boolean {
  return status === '95_OnHoldForSchool';
}

/** A paper signature is recorded only once the agreement was sent, and never twice. */
export function canMarkAgreementSigned(agreementStatus: string | null): boolean {
  return agreementStatus === 'pending';
}

/** The message key naming an audited action: 'rides.access.enable' → 'staff.auditActions.rides_access_enable'. */
export function auditActionKey(action: string): string {
  return `staff.auditActions.${action.replaceAll('.', '_')}`;
}
