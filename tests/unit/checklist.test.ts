import { describe, expect, it } from 'vitest';
import {
  buildChecklist,
  displayStatuses,
  isChecklistComplete,
  isStepVisible,
  type ChecklistUser,
} from '@shared/domain/checklist.js';
import { nobody, sourceStep as step } from './checklist-steps.js';

/** Uber steps are declared so in content (type uber, nothing to do). */
const uber = { type: 'uber', completes: 'auto' } as const;

const everyone: ChecklistUser = {
  waitlistBoard: 'wb-chicago',
  hasFundingRecord: true,
  wfp: true,
  uberAccessEnabled: true,
  stipendSp: true,
};

const todo = { informational: false, done: false };
const done = { informational: false, done: true };
const info = { informational: true, done: false };

describe('display statuses (spec 000 §4 "Checklist item display")', () => {
  it('highlights the first item, or completes it when done', () => {
    expect(displayStatuses([todo])).toEqual(['highlighted']);
    expect(displayStatuses([done])).toEqual(['completed']);
  });

  it('keeps informational items informational, first or after a completed one', () => {
    expect(displayStatuses([info])).toEqual(['informational']);
    expect(displayStatuses([done, info])).toEqual(['completed', 'informational']);
  });

  it('highlights (or completes) an item after a completed or informational one', () => {
    expect(displayStatuses([done, todo])).toEqual(['completed', 'highlighted']);
    expect(displayStatuses([done, done])).toEqual(['completed', 'completed']);
    expect(displayStatuses([info, todo])).toEqual(['informational', 'highlighted']);
    expect(displayStatuses([info, done])).toEqual(['informational', 'completed']);
  });

  it('after a highlighted item shows the explainer, or hides an informational item', () => {
    expect(displayStatuses([todo, todo])).toEqual(['highlighted', 'explainer']);
    expect(displayStatuses([todo, done])).toEqual(['highlighted', 'explainer']);
    expect(displayStatuses([todo, info])).toEqual(['highlighted', 'hidden']);
  });

  it('hides everything after the explainer or a hidden item', () => {
    expect(displayStatuses([todo, todo, todo, done])).toEqual([
      'highlighted',
      'explainer',
      'hidden',
      'hidden',
    ]);
    expect(displayStatuses([todo, info, todo])).toEqual(['highlighted', 'hidden', 'hidden']);
  });

  it('walks the frontier forward as items are done', () => {
    expect(displayStatuses([done, done, todo, todo, info])).toEqual([
      'completed',
      'completed',
      'highlighted',
      'explainer',
      'hidden',
    ]);
  });

  it('in independent mode treats every item on its own', () => {
    expect(displayStatuses([todo, done, todo, info], 'independent')).toEqual([
      'highlighted',
      'completed',
      'highlighted',
      'informational',
    ]);
  });
});

describe('visibility (spec 001 §6 "Checklist visibility"), as each step declares it', () => {
  it('hides a step declared hidden (pre-trip videos 1 and 2), whatever its address', () => {
    const hidden = { conditions: { hidden: true } };
    expect(isStepVisible(step('/program/school/pretrip_video_1', hidden), everyone)).toBe(false);
    expect(isStepVisible(step('/program/school/anything', hidden), everyone)).toBe(false);
    expect(isStepVisible(step('/program/school/pretrip_video_1'), everyone)).toBe(true);
  });

  it('shows Uber items only with Uber access', () => {
    expect(isStepVisible(step('/program/school/uber', uber), everyone)).toBe(true);
    expect(isStepVisible(step('/program/school/uber', uber), { ...everyone, uberAccessEnabled: false })).toBe(
      false,
    );
    expect(isStepVisible(step('/program/school/uber'), { ...everyone, uberAccessEnabled: false })).toBe(true);
  });

  it('shows one-stop items only with a funding record and wfp (requires both)', () => {
    const oneStop = step('/program/permit/uber_one_stop', {
      conditions: { requires: ['wfp', 'fundingRecord'] },
    });
    expect(isStepVisible(oneStop, everyone)).toBe(true);
    expect(isStepVisible(oneStop, { ...everyone, hasFundingRecord: false })).toBe(false);
    expect(isStepVisible(oneStop, { ...everyone, wfp: false })).toBe(false);
    expect(isStepVisible(step('/program/permit/uber_one_stop'), nobody)).toBe(true);
  });

  it('shows stipend items only with stipendSp, and Uber-only items only with Uber access', () => {
    const stipend = step('/program/school/stipend/1', { conditions: { requires: 'stipendSp' } });
    expect(isStepVisible(stipend, everyone)).toBe(true);
    expect(isStepVisible(stipend, { ...everyone, stipendSp: false })).toBe(false);
    expect(isStepVisible(step('/program/school/stipend/1'), nobody)).toBe(true);
    const rides = step('/program/welcome/rides', { conditions: { requires: 'uberAccessEnabled' } });
    expect(isStepVisible(rides, { ...everyone, uberAccessEnabled: false })).toBe(false);
  });

  it("shows conditional items only when the student's waitlist board is listed", () => {
    const conditional = step('/workforce/intro', {
      type: 'conditional',
      conditions: { workforceBoards: ['wb-chicago'] },
    });
    expect(isStepVisible(conditional, everyone)).toBe(true);
    expect(isStepVisible(conditional, { ...everyone, waitlistBoard: 'wb-other' })).toBe(false);
    expect(isStepVisible(conditional, nobody)).toBe(false);
  });

  it('shows ordinary items to everyone', () => {
    expect(isStepVisible(step('/program/permit/study'), nobody)).toBe(true);
  });
});

describe('buildChecklist', () => {
  const steps = [
    step('/program/school/pre_enrollment', { order: 10 }),
    step('/program/school/uber', { ...uber, order: 20, conditions: { ride: 'Trucking School' } }),
    step('/program/school/pretrip_video_1', { order: 30, conditions: { hidden: true } }),
    step('/program/school/stipend/1', { order: 40, conditions: { requires: 'stipendSp' } }),
    step('/program/school/uber_road_test', {
      ...uber,
      order: 50,
      conditions: { ride: 'Road Test', begins: 'postSchool' },
    }),
    step('/program/school/interstitial', { order: 60 }),
  ];

  it('sorts by order, drops invisible steps and marks the post-school part from the step that begins it', () => {
    const items = buildChecklist([...steps].reverse(), { ...everyone, stipendSp: false }, new Set());
    expect(items.map((i) => i.to)).toEqual([
      '/program/school/pre_enrollment',
      '/program/school/uber',
      '/program/school/uber_road_test',
      '/program/school/interstitial',
    ]);
    expect(items.map((i) => i.postSchool)).toEqual([false, false, true, true]);
    expect(items.map((i) => i.ride)).toEqual([null, 'Trucking School', 'Road Test', null]);
    // Without the declaration, nothing is post-school: the address says nothing.
    const undeclared = buildChecklist(
      steps.map((s) => ({ ...s, conditions: null })),
      everyone,
      new Set(),
    );
    expect(undeclared.some((i) => i.postSchool)).toBe(false);
  });

  it('uses completions by path and counts auto-completing items as done', () => {
    const items = buildChecklist(steps, everyone, new Set(['/program/school/pre_enrollment']));
    expect(items.map((i) => i.status)).toEqual([
      'completed',
      'completed',
      'highlighted',
      'explainer',
      'hidden',
    ]);
    expect(isChecklistComplete(items)).toBe(false);
    const all = buildChecklist(steps, everyone, new Set(steps.map((s) => s.url)));
    expect(isChecklistComplete(all)).toBe(true);
  });
});

describe('due text', () => {
  const now = new Date('2026-11-22T15:00:00Z');
  const onboarding = (conditions: Record<string, unknown> | null) =>
    buildChecklist(
      [step('/program/school/onboarding', { subtext: 'Watch, then pass the quiz.', conditions })],
      everyone,
      new Set(),
      'normal',
      now,
    )[0]!;

  it('adds the Central-time due date to the item declaring the onboarding due date', () => {
    expect(onboarding({ due: 'onboarding' }).subtext).toBe(
      'Watch, then pass the quiz. · due by Wed 11/25 @ 11:59pm Central',
    );
    expect(onboarding(null).subtext).toBe('Watch, then pass the quiz.');
  });
});
