import { describe, expect, it } from 'vitest';
import {
  buildChecklist,
  isChecklistComplete,
  type ChecklistUser,
  type SourceStep,
} from '@shared/domain/checklist.js';
import { stageScreens } from '@shared/domain/program.js';
import { stagePosition, stageProgress } from '@shared/domain/stage-progress.js';
import { nobody, sourceStep as step } from './checklist-steps.js';

const user: ChecklistUser = { ...nobody, uberAccessEnabled: true };

const steps: SourceStep[] = [
  step('/a', { order: 1 }),
  step('/info', { order: 2, type: 'informational' }),
  step('/b', { order: 3, completes: { event: 'quizPassed', key: 'b' } }),
  step('/ride', { order: 4, type: 'uber', completes: 'auto' }),
  step('/study', { order: 5, recommended: true }),
  step('/c', { order: 6 }),
];

const progressOf = (done: string[]) => {
  const completed = new Set(done);
  const items = buildChecklist(steps, user, completed);
  return { progress: stageProgress(items, completed), items };
};

describe('stageProgress', () => {
  it('counts required steps only: informational items are not steps, recommended ones are counted apart', () => {
    expect(progressOf([]).progress).toEqual({ done: 1, total: 4, recommendedDone: 0, recommendedTotal: 1 });
  });

  it('an auto step counts as done; a step the display rule still hides counts as work to do', () => {
    const { progress, items } = progressOf(['/a']);
    expect(items.find((i) => i.to === '/c')!.status).toBe('hidden');
    expect(progress).toMatchObject({ done: 2, total: 4 });
  });

  it('reaches the end exactly when the stage is complete, whatever the recommended study', () => {
    const { progress, items } = progressOf(['/a', '/b', '/c']);
    expect(progress).toEqual({ done: 4, total: 4, recommendedDone: 0, recommendedTotal: 1 });
    expect(isChecklistComplete(items)).toBe(true);
    expect(progressOf(['/a', '/b', '/c', '/study']).progress.recommendedDone).toBe(1);
  });

  it('ignores completions of steps not on this checklist', () => {
    expect(progressOf(['/elsewhere', '/info']).progress).toMatchObject({ done: 1, total: 4 });
  });

  it('steps a student cannot see are not counted (no ride access: the ride step is gone)', () => {
    const completed = new Set<string>();
    const items = buildChecklist(steps, { ...user, uberAccessEnabled: false }, completed);
    expect(stageProgress(items, completed)).toMatchObject({ done: 0, total: 3 });
  });
});

describe('stagePosition', () => {
  it('places each stage screen in the five stages of the program, on hold at the school stage', () => {
    expect(stageScreens.map((s) => stagePosition(s).number)).toEqual([1, 2, 3, 4, 4, 5]);
    expect(stagePosition('permit')).toEqual({ number: 3, total: 5 });
  });
});
