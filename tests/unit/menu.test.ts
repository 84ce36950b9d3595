import { describe, expect, it } from 'vitest';
import { isInstructor, menuPlan } from '@shared/domain/menu.js';
import { statuses, type Status } from '@shared/domain/program.js';

// Spec 000 §2 "Menu modal", §6.
const UBER: Status[] = ['1_Setup', '2_Training', '3_Permit', '4_School', '5_PostProgram'];
const CAN_WITHDRAW: Status[] = ['0_New', '1_Setup', '2_Training', '3_Permit', '4_School'];

describe('menuPlan: Uber Requests section', () => {
  it.each(statuses.map((s) => [s, UBER.includes(s)] as const))('%s -> uber %s', (status, expected) => {
    expect(menuPlan({ status }).uber).toBe(expected);
  });

  it('is hidden for rank 100 and above (96_CEO)', () => {
    expect(menuPlan({ status: '96_CEO' }).uber).toBe(false);
  });
});

describe('menuPlan: Withdraw (rank below 5 only)', () => {
  it.each(statuses.map((s) => [s, CAN_WITHDRAW.includes(s)] as const))(
    '%s -> withdraw %s',
    (status, expected) => {
      expect(menuPlan({ status }).profile.withdraw).toBe(expected);
    },
  );
});

describe('menuPlan: opening section', () => {
  it.each(statuses.map((s) => [s, s === '96_CEO' ? 'profile' : 'top'] as const))(
    '%s opens on %s',
    (status, expected) => {
      expect(menuPlan({ status }).opensOn).toBe(expected);
    },
  );
});

describe('menuPlan: sections every student sees', () => {
  it.each(statuses)('%s sees Help Center, Career Services, Documents, Account info and Log out', (status) => {
    const plan = menuPlan({ status });
    expect(plan.helpCenter).toBe(true);
    expect(plan.careerServices).toBe(true);
    expect(plan.documents).toBe(true);
    expect(plan.profile.accountInfo).toBe(true);
    expect(plan.profile.logout).toBe(true);
  });

  it('returns the complete plan for a 3_Permit student with a board', () => {
    expect(menuPlan({ status: '3_Permit', workforceBoardName: 'Chicago Cook Workforce' })).toEqual({
      uber: true,
      helpCenter: true,
      careerServices: true,
      profile: { accountInfo: true, logout: true, withdraw: true },
      documents: true,
      coEnrolmentBoard: 'Chicago Cook Workforce',
      opensOn: 'top',
    });
  });

  it('returns the complete plan for a 96_CEO instructor', () => {
    expect(menuPlan({ status: '96_CEO' })).toEqual({
      uber: false,
      helpCenter: true,
      careerServices: true,
      profile: { accountInfo: true, logout: true, withdraw: false },
      documents: true,
      coEnrolmentBoard: null,
      opensOn: 'profile',
    });
  });
});

describe('menuPlan: co-enrolment board', () => {
  it.each([
    ['a plain name', 'Chicago Cook Workforce', 'Chicago Cook Workforce'],
    ['a name with surrounding spaces', '  WorkSource Atlanta \t', 'WorkSource Atlanta'],
    ['a name with inner spaces kept', ' Dallas  County ', 'Dallas  County'],
  ])('shows %s trimmed', (_label, workforceBoardName, expected) => {
    expect(menuPlan({ status: '2_Training', workforceBoardName }).coEnrolmentBoard).toBe(expected);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['blank', '   '],
    ['whitespace only', '\t\n '],
  ])('is null when the board name is %s', (_label, workforceBoardName) => {
    expect(menuPlan({ status: '2_Training', workforceBoardName }).coEnrolmentBoard).toBeNull();
  });

  it('is null when the property is absent altogether', () => {
    expect(menuPlan({ status: '4_School' }).coEnrolmentBoard).toBeNull();
  });
});

describe('isInstructor', () => {
  it.each(statuses.map((s) => [s, s === '96_CEO'] as const))('%s -> %s', (status, expected) => {
    expect(isInstructor(status)).toBe(expected);
  });
});
