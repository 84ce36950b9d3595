import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { t } from '@shared/i18n.js';
import type { SourceStep } from '@shared/domain/checklist.js';
import {
  auditActionKey,
  canMarkAgreementSigned,
  canReturnToSchool,
  compareCaseload,
  idleDays,
  isWaitingOnStaff,
  lastActivityOf,
  matchesFilter,
  progressOf,
  sortCaseload,
  staffChecklist,
  stageScreenOf,
  type CaseloadEntry,
} from '@shared/domain/staff.js';
import { nobody, sourceStep } from './checklist-steps.js';

const step = (url: string, order: number, extra: Partial<SourceStep> = {}): SourceStep =>
  sourceStep(url, { name: `Step ${url}`, order, ...extra });

describe('stageScreenOf', () => {
  it('maps each status to the checklist the student works on', () => {
    expect(stageScreenOf('0_New')).toBe('welcome');
    expect(stageScreenOf('1_Setup')).toBe('welcome');
    expect(stageScreenOf('2_Training')).toBe('prepermit');
    expect(stageScreenOf('3_Permit')).toBe('permit');
    expect(stageScreenOf('4_School')).toBe('school');
    expect(stageScreenOf('95_OnHoldForSchool')).toBe('onhold');
    expect(stageScreenOf('5_PostProgram')).toBe('postprogram');
    expect(stageScreenOf('99_Withdrew')).toBeNull();
  });
});

describe('progressOf', () => {
  const steps = new Map([
    [
      'permit',
      [
        step('/program/permit/info', 0, { type: 'informational' }),
        step('/program/permit/a', 1),
        step('/program/permit/uber', 2, { type: 'uber', completes: 'auto' }),
        step('/program/permit/b', 3),
        step('/program/permit/c', 4),
      ],
    ],
  ]);

  it('names the first visible item still to do and counts what is left, informational items aside', () => {
    expect(progressOf('3_Permit', steps, nobody, new Set())).toEqual({
      blocker: 'Step /program/permit/a',
      remaining: 3,
      total: 3,
    });
    expect(progressOf('3_Permit', steps, nobody, new Set(['/program/permit/a']))).toEqual({
      blocker: 'Step /program/permit/b',
      remaining: 2,
      total: 3,
    });
  });

  it('counts an item hidden by the rules (no Uber access) as nothing to do; auto-complete as done', () => {
    const withUber = progressOf('3_Permit', steps, { ...nobody, uberAccessEnabled: true }, new Set());
    expect(withUber.total).toBe(4);
    expect(withUber.remaining).toBe(3);
  });

  it('has no blocker when all is done, and no checklist when withdrawn or the stage has no steps', () => {
    const all = new Set(['/program/permit/a', '/program/permit/b', '/program/permit/c']);
    expect(progressOf('3_Permit', steps, nobody, all)).toEqual({ blocker: null, remaining: 0, total: 3 });
    expect(progressOf('99_Withdrew', steps, nobody, all)).toEqual({
      blocker: null,
      remaining: null,
      total: 0,
    });
    expect(progressOf('4_School', steps, nobody, all).remaining).toBeNull();
  });
});

describe('last activity and idleness', () => {
  it('takes the latest moment and ignores missing ones', () => {
    expect(
      lastActivityOf([null, '2026-01-02T00:00:00Z', new Date('2026-01-05T00:00:00Z'), undefined]),
    ).toEqual(new Date('2026-01-05T00:00:00Z'));
    expect(lastActivityOf([null, undefined])).toBeNull();
  });
  it('counts whole idle days', () => {
    const now = new Date('2026-01-10T12:00:00Z');
    expect(idleDays(new Date('2026-01-08T13:00:00Z'), now)).toBe(1);
    expect(idleDays(new Date('2026-01-10T11:00:00Z'), now)).toBe(0);
    expect(idleDays(null, now)).toBeNull();
  });
});

const entry = (over: Partial<CaseloadEntry>): CaseloadEntry => ({
  status: '3_Permit',
  remaining: 3,
  lastActivity: new Date('2026-01-05T00:00:00Z'),
  firstName: 'A',
  lastName: 'A',
  coachId: 'c1',
  waiting: { documents: 0, stipends: 0, tickets: 0, rides: 0 },
  ...over,
});

describe('caseload order', () => {
  const near = entry({ lastName: 'Near', remaining: 1, lastActivity: new Date('2026-01-09T00:00:00Z') });
  const farIdle = entry({ lastName: 'Far', remaining: 5, lastActivity: new Date('2026-01-01T00:00:00Z') });
  const nearIdle = entry({
    lastName: 'NearIdle',
    remaining: 1,
    lastActivity: new Date('2026-01-02T00:00:00Z'),
  });
  const never = entry({ lastName: 'Never', remaining: 5, lastActivity: null });
  const gone = entry({ lastName: 'Gone', status: '99_Withdrew', remaining: null, lastActivity: null });

  it('nearest: fewest items left first, the idlest first among equals, withdrawn last', () => {
    const sorted = [gone, near, farIdle, never, nearIdle].sort(compareCaseload('nearest'));
    expect(sorted.map((e) => e.lastName)).toEqual(['NearIdle', 'Near', 'Never', 'Far', 'Gone']);
  });

  it('idle: never active first, then the oldest activity, nearest first among equals', () => {
    const sorted = [near, farIdle, nearIdle, never, gone].sort(compareCaseload('idle'));
    expect(sorted.map((e) => e.lastName)).toEqual(['Never', 'Gone', 'Far', 'NearIdle', 'Near']);
  });

  it('falls back to the name so the order is stable', () => {
    const b = entry({ lastName: 'B' });
    const a = entry({ lastName: 'A' });
    expect([b, a].sort(compareCaseload('nearest')).map((e) => e.lastName)).toEqual(['A', 'B']);
  });
});

describe('caseload filters', () => {
  const waiting = entry({ lastName: 'W', waiting: { documents: 0, stipends: 1, tickets: 0, rides: 0 } });
  const free = entry({ lastName: 'F', coachId: null, status: '4_School' });

  it('waiting on staff means a document, a stipend, a ticket or a ride decision waits', () => {
    expect(isWaitingOnStaff({ documents: 0, stipends: 0, tickets: 0, rides: 1 })).toBe(true);
    expect(isWaitingOnStaff({ documents: 0, stipends: 0, tickets: 0, rides: 0 })).toBe(false);
    expect(isWaitingOnStaff({ documents: 1, stipends: 0, tickets: 0, rides: 0 })).toBe(true);
    expect(isWaitingOnStaff({ documents: 0, stipends: 0, tickets: 2, rides: 0 })).toBe(true);
    expect(matchesFilter(waiting, { waiting: true })).toBe(true);
    expect(matchesFilter(free, { waiting: true })).toBe(false);
  });

  it('filters by status and coach (none = no coach yet)', () => {
    expect(matchesFilter(free, { status: '4_School' })).toBe(true);
    expect(matchesFilter(waiting, { status: '4_School' })).toBe(false);
    expect(matchesFilter(free, { coach: 'none' })).toBe(true);
    expect(matchesFilter(waiting, { coach: 'none' })).toBe(false);
    expect(matchesFilter(waiting, { coach: 'c1' })).toBe(true);
    expect(matchesFilter(free, { coach: 'c1' })).toBe(false);
    expect(sortCaseload([waiting, free], {}, 'nearest')).toHaveLength(2);
  });
});

describe('staffChecklist', () => {
  it('shows done-ness of every item, even past the highlighted one', () => {
    const steps = [step('/a', 0), step('/b', 1), step('/c', 2, { type: 'informational' })];
    expect(staffChecklist(steps, nobody, new Set(['/b']))).toEqual([
      { text: 'Step /a', done: false },
      { text: 'Step /b', done: true },
    ]);
  });
});

describe('coach actions on a student', () => {
  it('moves a student back to school only from on hold', () => {
    expect(canReturnToSchool('95_OnHoldForSchool')).toBe(true);
    for (const s of [
      '0_New',
      '1_Setup',
      '2_Training',
      '3_Permit',
      '4_School',
      '5_PostProgram',
      '99_Withdrew',
      null,
    ]) {
      expect(canReturnToSchool(s), String(s)).toBe(false);
    }
  });

  it('records a paper signature only for an agreement that was sent and not yet signed', () => {
    expect(canMarkAgreementSigned('pending')).toBe(true);
    expect(canMarkAgreementSigned('incomplete')).toBe(false);
    expect(canMarkAgreementSigned('complete')).toBe(false);
    expect(canMarkAgreementSigned(null)).toBe(false);
  });
});

describe('audit log wording', () => {
  const serverFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? serverFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
    );

  it('names every action the server records in plain words', () => {
    const literal = serverFiles('src/server').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/action: '(\w+\.[\w.]+)'/g)].map((m) => m[1]!),
    );
    const rides = ['access.enable', 'access.decline', 'location.approve', 'location.decline'].concat([
      'trip.approve',
      'trip.decline',
    ]);
    const actions = [...new Set([...literal, ...rides.map((r) => `rides.${r}`)])];
    expect(actions.length).toBeGreaterThanOrEqual(15);
    for (const action of actions) {
      const key = auditActionKey(action);
      expect(t(key as 'staff.auditActions.notes_create'), action).not.toBe(key);
    }
  });
});
