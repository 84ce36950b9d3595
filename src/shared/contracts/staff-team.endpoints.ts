import { area } from './endpoint.js';
import type { staffTeamSchemas } from './staff-team.js';

// Admins only (decision 040): other staff get 403, students 403 before their input is read.
const staff = area<typeof staffTeamSchemas>('staff', [400, 401, 403, 404, 409]);

/** Every staff member with their role, whether they may sign in, and when they were last seen. */
export const listStaffTeam = staff.get('listStaffTeam', '/admin/team');

/**
 * Adds a staff member and e-mails them how to sign in. A retry with the same key answers the first
 * invitation; an address already on the staff list answers 409, so a double submit adds one person.
 */
export const inviteStaffMember = staff.post('inviteStaffMember', '/admin/team');

/** 409 when it would leave the program without an active admin. */
export const changeStaffRole = staff.post('changeStaffRole', '/admin/team/:id/role');

/** Ends every session of the staff member at once and refuses their sign-in; 409 for the last active admin. */
export const deactivateStaffMember = staff.post('deactivateStaffMember', '/admin/team/:id/deactivate');

export const reactivateStaffMember = staff.post('reactivateStaffMember', '/admin/team/:id/reactivate');
