import { endpoint } from './endpoint.js';
import type * as s from './staff-team.js';

// Admins only (decision 040): other staff get 403, students 403 before their input is read.
const tag = 'staff';
const errors = [400, 401, 403, 404, 409] as const;

/** Every staff member with their role, whether they may sign in, and when they were last seen. */
export const listStaffTeam = endpoint<{ response: typeof s.staffTeam }>()({
  name: 'listStaffTeam',
  method: 'GET',
  path: '/admin/team',
  idempotency: 'none',
  errors,
  tag,
});

/**
 * Adds a staff member and e-mails them how to sign in. A retry with the same key answers the first
 * invitation; an address already on the staff list answers 409, so a double submit adds one person.
 */
export const inviteStaffMember = endpoint<{ body: typeof s.inviteBody; response: typeof s.staffMember }>()({
  name: 'inviteStaffMember',
  method: 'POST',
  path: '/admin/team',
  idempotency: 'replay',
  errors,
  tag,
});

/** 409 when it would leave the program without an active admin. */
export const changeStaffRole = endpoint<{
  params: typeof s.staffMemberParams;
  body: typeof s.roleBody;
  response: typeof s.staffMember;
}>()({
  name: 'changeStaffRole',
  method: 'POST',
  path: '/admin/team/:id/role',
  idempotency: 'replay',
  errors,
  tag,
});

/** Ends every session of the staff member at once and refuses their sign-in; 409 for the last active admin. */
export const deactivateStaffMember = endpoint<{
  params: typeof s.staffMemberParams;
  response: typeof s.staffMember;
}>()({
  name: 'deactivateStaffMember',
  method: 'POST',
  path: '/admin/team/:id/deactivate',
  idempotency: 'replay',
  errors,
  tag,
});

export const reactivateStaffMember = endpoint<{
  params: typeof s.staffMemberParams;
  response: typeof s.staffMember;
}>()({
  name: 'reactivateStaffMember',
  method: 'POST',
  path: '/admin/team/:id/reactivate',
  idempotency: 'replay',
  errors,
  tag,
});
