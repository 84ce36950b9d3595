import type { ChecklistItem } from './checklist.js';
import type { StageScreen } from './program.js';

/**
 * "N of M steps done" for a stage screen (issue 19 §3). Decisions:
 * - informational items are not steps: never counted;
 * - recommended items (pre-trip study) are counted apart, never in the required M, so the bar reaches the
 *   end exactly when the stage's required work is done (`isChecklistComplete`);
 * - every visible required item counts, also the ones the one-after-another rule still hides: they are
 *   work the stage asks for. Items a student never sees (not visible for them) are not in `items`.
 * A step is done when the server recorded it, or when it needs nothing (auto).
 */
export interface StageProgress {
  done: number;
  total: number;
  recommendedDone: number;
  recommendedTotal: number;
}

export function stageProgress(items: ChecklistItem[], completed: ReadonlySet<string>): StageProgress {
  const steps = items.filter((i) => i.type !== 'informational');
  const isDone = (i: ChecklistItem) => i.autoComplete || completed.has(i.to);
  const required = steps.filter((i) => !i.recommended);
  const recommended = steps.filter((i) => i.recommended);
  return {
    done: required.filter(isDone).length,
    total: required.length,
    recommendedDone: recommended.filter(isDone).length,
    recommendedTotal: recommended.length,
  };
}

/**
 * Where a stage screen sits in the program (spec 000 §4 "Program status": New/Setup, Training, Permit,
 * School, PostProgram). On hold waits for the school stage, so it is shown as the school's place.
 */
const PROGRAM_STAGES = 5;
const stageNumbers: Record<StageScreen, number> = {
  welcome: 1,
  prepermit: 2,
  permit: 3,
  school: 4,
  onhold: 4,
  postprogram: 5,
};

export function stagePosition(screen: StageScreen): { number: number; total: number } {
  return { number: stageNumbers[screen], total: PROGRAM_STAGES };
}
