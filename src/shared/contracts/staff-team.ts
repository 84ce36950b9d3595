import { z } from 'zod';
import { t } from '../i18n.js';
import { isValidEmail } from '../domain/contact.js';
import { STAFF_ROLES } from '../domain/staff-roles.js';
import { safeText } from './text.js';
import { emailDoc } from './documented.js';
import '../messages/staff-team.js';

// The Staff page: admins list, invite, re-role, deactivate and reactivate staff (decision 040).

const staffRole = z.enum(STAFF_ROLES, { error: () => t('staffTeam.errors.roleInvalid') });

export const staffMemberParams = z.object({ id: z.uuid(t('staffTeam.errors.unknown')) });

export const staffMember = z.object({
  id: safeText(),
  firstName: safeText(),
  lastName: safeText(),
  email: safeText(),
  role: z.enum(STAFF_ROLES),
  active: z.boolean(),
  /** The last request of any of their sessions (to the minute); null when they never signed in. */
  lastSeenAt: safeText().nullable(),
  invitedAt: safeText(),
});
export type StaffMember = z.infer<typeof staffMember>;

/** GET /api/admin/team: every staff member, active first, then by name. */
export const staffTeam = z.object({
  staff: z.array(staffMember),
  /** The admin asking, so the page can say "You". */
  viewerId: safeText(),
});
export type StaffTeam = z.infer<typeof staffTeam>;

const name = (message: 'staffTeam.errors.firstNameRequired' | 'staffTeam.errors.lastNameRequired') =>
  safeText().trim().min(1, t(message)).max(80, t(message));

/** POST /api/admin/team: invite a staff member; they get an e-mail telling them how to sign in. */
export const inviteBody = z.object({
  firstName: name('staffTeam.errors.firstNameRequired'),
  lastName: name('staffTeam.errors.lastNameRequired'),
  email: safeText()
    .trim()
    .max(254, t('staffTeam.errors.emailInvalid'))
    .refine(isValidEmail, t('staffTeam.errors.emailInvalid'))
    .meta(emailDoc),
  role: staffRole,
});
export type InviteBody = z.input<typeof inviteBody>;

/** POST /api/admin/team/:id/role */
export const roleBody = z.object({ role: staffRole });
export type RoleBody = z.input<typeof roleBody>;

/** The area's schema table (see endpoint.ts). */
export const staffTeamSchemas = {
  listStaffTeam: { response: staffTeam },
  inviteStaffMember: { body: inviteBody, response: staffMember },
  changeStaffRole: { params: staffMemberParams, body: roleBody, response: staffMember },
  deactivateStaffMember: { params: staffMemberParams, response: staffMember },
  reactivateStaffMember: { params: staffMemberParams, response: staffMember },
};
