import { t } from '../i18n.js';
import { clockTime, readerVideo } from './media.js';
import { autoCompletes, completesOnClick, waysOf, type Completes } from './progress.js';
import type { RideReason } from './rides.js';
import { onboardingDueText } from './schedule.js';
import {
  dueDateOf,
  isHidden,
  partBegunBy,
  requirementsOf,
  rideOf,
  workforceBoardsOf,
  type StepDueDate,
  type StepRequirement,
} from './step-conditions.js';

/**
 * How a stage's program steps become the checklist a student sees (spec 000 §4 "Checklist item display",
 * 001 §4 "Checklist building per stage", 001 §6 "Checklist visibility").
 */

export type ItemStatus = 'hidden' | 'highlighted' | 'completed' | 'informational' | 'explainer';

export interface SourceStep {
  name: string;
  url: string;
  type: string;
  order: number;
  subtext: string | null;
  cta: string | null;
  /** Who sees the step, the ride it offers, the part it begins… (step-conditions.ts). */
  conditions: Record<string, unknown> | null;
  /** How the step completes (content/program-steps `completes`). */
  completes: Completes;
  /** Shown and counted, never blocking (pre-trip study, "recommended, not required"). */
  recommended?: boolean;
}

export interface ChecklistUser {
  /** Slug of the work board the student is wait-listed with, if any. */
  waitlistBoard: string | null;
  /** The student has a work-board funding record. */
  hasFundingRecord: boolean;
  wfp: boolean;
  uberAccessEnabled: boolean;
  stipendSp: boolean;
}

export interface ChecklistItem {
  text: string;
  subtext: string | null;
  to: string;
  status: ItemStatus;
  autoComplete: boolean;
  completeOnClick: boolean;
  cta: string | null;
  /** The authored kind of step. */
  type: string;
  /** The ride reason the item offers in place (its Ride button), as the step declares. */
  ride: RideReason | null;
  /** Shown and counted, never blocking the next item. */
  recommended: boolean;
  /** Items from the one that begins the post-school part (the road test) on. */
  postSchool: boolean;
}

const holds: Record<StepRequirement, (user: ChecklistUser) => boolean> = {
  uberAccessEnabled: (u) => u.uberAccessEnabled,
  stipendSp: (u) => u.stipendSp,
  wfp: (u) => u.wfp,
  fundingRecord: (u) => u.hasFundingRecord,
};

/**
 * Whether the step belongs on this student's checklist at all (001 §6 "Checklist visibility"), by what it
 * declares: hidden, the boards of a conditional step, Uber access for an `uber` step, and what it requires
 * (one-stop rides a funding record and wfp, stipends stipendSp).
 */
export function isStepVisible(step: SourceStep, user: ChecklistUser): boolean {
  if (isHidden(step)) return false;
  if (
    step.type === 'conditional' &&
    !(user.waitlistBoard && workforceBoardsOf(step).includes(user.waitlistBoard))
  )
    return false;
  if (step.type === 'uber' && !user.uberAccessEnabled) return false;
  return requirementsOf(step).every((r) => holds[r](user));
}

const dueTexts: Record<StepDueDate, (now: Date) => string> = { onboarding: onboardingDueText };

/**
 * The display rule of a checklist, one item after another: the first is highlighted (or completed);
 * informational items stay informational; after a completed or informational item the next is
 * highlighted (or completed); after a highlighted one it is an explainer, or hidden if informational;
 * after that, hidden. In independent mode each item stands alone.
 */
export function displayStatuses(
  items: { informational: boolean; done: boolean; recommended?: boolean }[],
  mode: 'normal' | 'independent' = 'normal',
): ItemStatus[] {
  const out: ItemStatus[] = [];
  // The status that decides the next item: a recommended item never holds the next one back.
  let previous: ItemStatus | null = null;
  items.forEach((item) => {
    const own: ItemStatus = item.informational ? 'informational' : item.done ? 'completed' : 'highlighted';
    if (mode === 'independent') {
      out.push(own);
      return;
    }
    if (item.recommended) {
      out.push(previous === 'explainer' || previous === 'hidden' ? 'hidden' : own);
      return;
    }
    let status: ItemStatus;
    if (previous === null || previous === 'completed' || previous === 'informational') status = own;
    else if (previous === 'highlighted') status = item.informational ? 'hidden' : 'explainer';
    else status = 'hidden';
    out.push(status);
    previous = status;
  });
  return out;
}

/**
 * "Video, 0:15" for a step completed by watching a video: the length the program's file declares (the
 * media catalogue), never a length written into the step's words; nothing when the program has no video.
 */
export function stepVideoLength(completes: Completes): string | null {
  const watched = waysOf(completes).find(
    (w): w is { event: 'videoWatched'; key: string } =>
      typeof w === 'object' && w.event === 'videoWatched' && typeof w.key === 'string',
  );
  const video = watched ? readerVideo('learning', watched.key) : null;
  return video ? t('common.videoLength', { length: clockTime(video.seconds) }) : null;
}

/** Builds the visible checklist for a student from a screen's steps and their completions. */
export function buildChecklist(
  steps: SourceStep[],
  user: ChecklistUser,
  completed: ReadonlySet<string>,
  mode: 'normal' | 'independent' = 'normal',
  now: Date = new Date(),
): ChecklistItem[] {
  const visible = [...steps].sort((a, b) => a.order - b.order).filter((s) => isStepVisible(s, user));
  const postSchoolIndex = visible.findIndex((s) => partBegunBy(s) === 'postSchool');
  const statuses = displayStatuses(
    visible.map((s) => ({
      informational: s.type === 'informational',
      done: completed.has(s.url) || autoCompletes(s.completes),
      recommended: s.recommended === true,
    })),
    mode,
  );
  return visible.map((s, i) => {
    const due = dueDateOf(s);
    return {
      text: s.name,
      subtext:
        [stepVideoLength(s.completes), s.subtext, due ? dueTexts[due](now) : null]
          .filter(Boolean)
          .join(' · ') || null,
      to: s.url,
      status: statuses[i]!,
      autoComplete: autoCompletes(s.completes),
      completeOnClick: completesOnClick(s.completes),
      cta: s.cta,
      type: s.type,
      ride: rideOf(s),
      recommended: s.recommended === true,
      postSchool: postSchoolIndex >= 0 && i >= postSchoolIndex,
    };
  });
}

/** True when every item a student must do is done (informational and recommended items need nothing). */
export function isChecklistComplete(items: ChecklistItem[]): boolean {
  return items.every((i) => i.recommended || i.status === 'completed' || i.status === 'informational');
}
