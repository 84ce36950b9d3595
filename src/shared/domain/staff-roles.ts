// Who works the program (decision 040). Every staff role opens the staff console; only an admin manages staff.

export const STAFF_ROLES = ['admin', 'coach', 'careerCoach', 'instructor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export type Role = 'student' | StaffRole;
export const ROLES: readonly Role[] = ['student', ...STAFF_ROLES];

export function isStaffRole(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

/** Roles a student's success coach may hold (the caseload's coach). */
export const SUCCESS_COACH_ROLES: readonly StaffRole[] = ['coach', 'admin'];
/** Roles a student's career coach (`careerCoachId`) may hold. */
export const CAREER_COACH_ROLES: readonly StaffRole[] = ['careerCoach', 'coach', 'admin'];

export interface StaffMember {
  id: string;
  role: StaffRole;
  active: boolean;
}

export type TeamChange = { kind: 'role'; role: StaffRole } | { kind: 'deactivate' } | { kind: 'reactivate' };

/**
 * Why a change to a staff member is refused, or null when it may go ahead. The program must always keep an
 * active admin: the last one can be neither demoted nor deactivated (by themselves or anyone else).
 */
export function teamChangeRefusal(
  target: StaffMember,
  change: TeamChange,
  activeAdmins: number,
): 'lastAdmin' | null {
  const isLastAdmin = target.role === 'admin' && target.active && activeAdmins <= 1;
  if (!isLastAdmin) return null;
  if (change.kind === 'deactivate') return 'lastAdmin';
  if (change.kind === 'role' && change.role !== 'admin') return 'lastAdmin';
  return null;
}
