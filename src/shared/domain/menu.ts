import { rankOf, type Status } from './program.js';

/** What the 'Student Portal Menu' shows for a student (spec 000 §2 "Menu modal", §6). */
export interface MenuPlan {
  uber: boolean;
  helpCenter: true;
  careerServices: true;
  profile: { accountInfo: true; logout: true; withdraw: boolean };
  documents: true;
  coEnrolmentBoard: string | null;
  opensOn: 'top' | 'profile';
}

const uberStatuses: readonly Status[] = ['1_Setup', '2_Training', '3_Permit', '4_School', '5_PostProgram'];

export function menuPlan(user: { status: Status; workforceBoardName?: string | null }): MenuPlan {
  const rank = rankOf[user.status];
  return {
    uber: uberStatuses.includes(user.status) && rank < 100,
    helpCenter: true,
    careerServices: true,
    profile: { accountInfo: true, logout: true, withdraw: rank < 5 },
    documents: true,
    coEnrolmentBoard: user.workforceBoardName?.trim() ? user.workforceBoardName.trim() : null,
    opensOn: user.status === '96_CEO' ? 'profile' : 'top',
  };
}

/** Instructors (96_CEO) see an instructor footer and no help chat. */
export function isInstructor(status: Status): boolean {
  return status === '96_CEO';
}
