import { t } from '../i18n.js';
import { clockTime, readerVideo } from './media.js';
import { autoCompletes, completesOnClick, waysOf, type Completes } from './progress.js';
import { onboardingDueText } from './schedule.js';

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
  /** The authored kind of step (`uber` items offer the ride button in place). */
  type: string;
  /** Shown and counted, never blocking the next item. */
  recommended: boolean;
  /** Items from the road-test item on are the post-school part of the school checklist. */
  postSchool: boolean;
}

const ONBOARDING = /^\/program\/school\/onboarding$/;
const HIDDEN_FROM_CHECKLIST = /^\/program\/school\/pretrip_video_[12]$/;

export const isOneStopItem = (url: string) => url.includes('one_stop');
export const isStipendItem = (url: string) => url.startsWith('/program/school/stipend/');
export const isRoadTestItem = (url: string) => /road_test/.test(url);

function boardsOf(step: SourceStep): string[] {
  const boards = step.conditions?.workforceBoards;
  return Array.isArray(boards) ? boards.filter((b): b is string => typeof b === 'string') : [];
}

/** Whether the step belongs on this student's checklist at all (001 §6 "Checklist visibility"). */
export function isStepVisible(step: SourceStep, user: ChecklistUser): boolean {
  const url = step.url;
  if (HIDDEN_FROM_CHECKLIST.test(url)) return false;
  if (step.type === 'conditional' && !(user.waitlistBoard && boardsOf(step).includes(user.waitlistBoard)))
    return false;
  if (isOneStopItem(url) && !(user.hasFundingRecord && user.wfp)) return false;
  if (step.type === 'uber' && !user.uberAccessEnabled) return false;
  if (isStipendItem(url) && !user.stipendSp) return false;
  const requires = step.conditions?.requires;
  if (requires === 'uberAccessEnabled' && !user.uberAccessEnabled) return false;
  if (requires === 'stipendSp' && !user.stipendSp) return false;
  if (requires === 'wfp' && !user.wfp) return false;
  return true;
}

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
  const roadTestIndex = visible.findIndex((s) => isRoadTestItem(s.url));
  const statuses = displayStatuses(
    visible.map((s) => ({
      informational: s.type === 'informational',
      done: completed.has(s.url) || autoCompletes(s.completes),
      recommended: s.recommended === true,
    })),
    mode,
  );
  return visible.map((s, i) => ({
    text: s.name,
    subtext:
      [stepVideoLength(s.completes), s.subtext, ONBOARDING.test(s.url) ? onboardingDueText(now) : null]
        .filter(Boolean)
        .join(' · ') || null,
    to: s.url,
    status: statuses[i]!,
    autoComplete: autoCompletes(s.completes),
    completeOnClick: completesOnClick(s.completes),
    cta: s.cta,
    type: s.type,
    recommended: s.recommended === true,
    postSchool: roadTestIndex >= 0 && i >= roadTestIndex,
  }));
}

/** True when every item a student must do is done (informational and recommended items need nothing). */
export function isChecklistComplete(items: ChecklistItem[]): boolean {
  return items.every((i) => i.recommended || i.status === 'completed' || i.status === 'informational');
}
