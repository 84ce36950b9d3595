import { describe, expect, it } from 'vitest';
import { isStaffRole, teamChangeRefusal, type StaffMember } from '@shared/domain/staff-roles';
import { defaultPath } from '@shared/domain/program';

const admin: StaffMember = { id: 'a', role: 'admin', active: true };

describe('staff roles (decision 040)', () => {
  it('knows the staff roles and sends every one of them to the console', () => {
    expect(['admin', 'coach', 'careerCoach', 'instructor'].every(isStaffRole)).toBe(true);
    expect(isStaffRole('student')).toBe(false);
    expect(defaultPath({ role: 'careerCoach' })).toBe('/staff');
    expect(defaultPath({ role: 'instructor' })).toBe('/staff');
  });

  it('keeps the last active admin: no demotion, no deactivation', () => {
    expect(teamChangeRefusal(admin, { kind: 'deactivate' }, 1)).toBe('lastAdmin');
    expect(teamChangeRefusal(admin, { kind: 'role', role: 'coach' }, 1)).toBe('lastAdmin');
    expect(teamChangeRefusal(admin, { kind: 'role', role: 'admin' }, 1)).toBeNull();
    expect(teamChangeRefusal(admin, { kind: 'reactivate' }, 1)).toBeNull();
  });

  it('lets an admin go when another active admin remains', () => {
    expect(teamChangeRefusal(admin, { kind: 'deactivate' }, 2)).toBeNull();
    expect(teamChangeRefusal(admin, { kind: 'role', role: 'instructor' }, 2)).toBeNull();
  });

  it('never blocks changes to other roles or to a deactivated admin', () => {
    expect(teamChangeRefusal({ id: 'c', role: 'coach', active: true }, { kind: 'deactivate' }, 1)).toBeNull();
    expect(teamChangeRefusal({ ...admin, active: false }, { kind: 'role', role: 'coach' }, 1)).toBeNull();
  });
});
