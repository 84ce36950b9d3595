import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { displayStatuses, isChecklistComplete, type ChecklistItem } from '@shared/domain/checklist.js';
import {
  autoCompletes,
  completedBy,
  completesOnClick,
  isStudentCompletable,
  sameDeclaration,
} from '@shared/domain/progress.js';
import { completesSchema } from '@shared/domain/progress-schema.js';
import { readProgramSteps } from '@server/seed/content.js';

describe('how a step completes (the content declaration)', () => {
  it('lets the student complete only click and view steps', () => {
    expect(isStudentCompletable('click')).toBe(true);
    expect(isStudentCompletable('view')).toBe(true);
    expect(isStudentCompletable('auto')).toBe(false);
    expect(isStudentCompletable({ event: 'agreementRequested' })).toBe(false);
    expect(isStudentCompletable(['view', { event: 'preEnrollmentFunded' }])).toBe(true);
  });

  it('completes on click and auto-completes only when declared so', () => {
    expect(completesOnClick('click')).toBe(true);
    expect(completesOnClick('view')).toBe(false);
    expect(completesOnClick(['click', { event: 'sessionBooked', key: 'Career Coaching Call' }])).toBe(true);
    expect(autoCompletes('auto')).toBe(true);
    expect(autoCompletes('click')).toBe(false);
  });

  it('matches an event by kind and, when the step names one, by key', () => {
    const quiz = { event: 'quizPassed', key: 'airbrakes' } as const;
    expect(completedBy(quiz, { kind: 'quizPassed', key: 'airbrakes' })).toBe(true);
    expect(completedBy(quiz, { kind: 'quizPassed', key: 'combination' })).toBe(false);
    expect(completedBy(quiz, { kind: 'videoWatched', key: 'airbrakes' })).toBe(false);
    expect(completedBy({ event: 'identityDocumentsIn' }, { kind: 'identityDocumentsIn' })).toBe(true);
    expect(completedBy('view', { kind: 'quizPassed', key: 'airbrakes' })).toBe(false);
    const either = [
      { event: 'videoWatched', key: 'interview_workshop' },
      { event: 'sessionBooked', key: 'Interview Workshop' },
    ] as const;
    expect(completedBy([...either], { kind: 'sessionBooked', key: 'Interview Workshop' })).toBe(true);
  });

  it('refuses an event outside the closed list, an unknown way and an empty list', () => {
    expect(completesSchema.safeParse({ event: 'markedDone' }).success).toBe(false);
    expect(completesSchema.safeParse('maybe').success).toBe(false);
    expect(completesSchema.safeParse([]).success).toBe(false);
    expect(completesSchema.safeParse({ event: 'quizPassed', key: 'x', extra: 1 }).success).toBe(false);
  });

  it('compares two declarations of one URL', () => {
    expect(sameDeclaration('view', ['view'])).toBe(true);
    expect(sameDeclaration('view', 'click')).toBe(false);
  });
});

describe('the content loader', () => {
  const write = (steps: unknown[]) => {
    const dir = mkdtempSync(join(tmpdir(), 'steps-'));
    writeFileSync(join(dir, 'welcome.json'), JSON.stringify(steps));
    return dir;
  };
  const step = { name: 'Rules', url: '/program/welcome/program_rules', type: 'link', step: 1, order: 10 };

  it('refuses a step that does not say how it completes', () => {
    expect(() => readProgramSteps(write([step]))).toThrow(/welcome\.json/);
  });

  it('refuses one URL declared two ways', () => {
    const dir = write([
      { ...step, completes: 'view' },
      { ...step, order: 20, completes: 'click' },
    ]);
    expect(() => readProgramSteps(dir)).toThrow(/two different ways/);
  });

  it('reads every step of the real content with its declaration', () => {
    const rows = readProgramSteps();
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) expect(completesSchema.safeParse(row.completes).success).toBe(true);
    // The documents a student sends in, the agreement and graded tests are never theirs to mark.
    const byUrl = new Map(rows.map((r) => [r.url, r.completes]));
    expect(isStudentCompletable(byUrl.get('/program/school/contract')!)).toBe(false);
    expect(isStudentCompletable(byUrl.get('/program/prepermit/airbrakes/test')!)).toBe(false);
    expect(isStudentCompletable(byUrl.get('/program/school/pre_enrollment')!)).toBe(false);
  });
});

describe('recommended items (pre-trip study, "recommended, not required")', () => {
  it('are shown but never hold the next item back', () => {
    const statuses = displayStatuses([
      { informational: false, done: true },
      { informational: false, done: false, recommended: true },
      { informational: false, done: false },
    ]);
    expect(statuses).toEqual(['completed', 'highlighted', 'highlighted']);
  });

  it('are hidden like any item when an earlier required item is still to do', () => {
    const statuses = displayStatuses([
      { informational: false, done: false },
      { informational: false, done: false },
      { informational: false, done: false, recommended: true },
    ]);
    expect(statuses).toEqual(['highlighted', 'explainer', 'hidden']);
  });

  it('do not keep a checklist from being complete', () => {
    const item = (status: ChecklistItem['status'], recommended: boolean) =>
      ({ status, recommended }) as ChecklistItem;
    expect(isChecklistComplete([item('completed', false), item('highlighted', true)])).toBe(true);
    expect(isChecklistComplete([item('completed', false), item('highlighted', false)])).toBe(false);
  });
});
