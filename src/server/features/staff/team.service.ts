import type { StaffMember, StaffTeam } from '@shared/contracts/staff-team.js';
import { normalizeEmail } from '@shared/domain/contact.js';
import { teamChangeRefusal, type StaffRole, type TeamChange } from '@shared/domain/staff-roles.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import '@shared/messages/staff-team.js';
import { recordAudit } from '@server/audit/audit.repo.js';
import { isUniqueViolation, type Db, type Tx } from '@server/db/client.js';
import { queueMessage } from '@server/queue/messages.js';
import type { Jobs } from '@server/queue/queue.js';
import type { Viewer } from '@server/plugins/session.js';
import type { OtherAreas } from './other-areas.js';
import * as repo from './team.repo.js';

export interface TeamDeps {
  db: Db;
  jobs: Jobs;
  /** Where staff sign in, named in the invitation: PUBLIC_URL, else this machine's port. */
  origin: string;
  /** What the console reads and changes in other areas (composed in console-areas.ts). */
  areas: OtherAreas;
}

function memberOf(row: repo.StaffRow): StaffMember {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    active: row.deactivatedAt === null,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    invitedAt: row.createdAt.toISOString(),
  };
}

export async function listTeam(deps: Pick<TeamDeps, 'db' | 'areas'>, viewer: Viewer): Promise<StaffTeam> {
  const rows = await repo.listStaff(deps.db, deps.areas.signIn.lastRequest);
  return { staff: rows.map(memberOf), viewerId: viewer.userId };
}

/** The invitation e-mail: who added them, as what, and how to sign in at the portal's address. */
async function queueInvitation(
  tx: Tx,
  jobs: Jobs,
  to: { email: string; firstName: string; role: StaffRole },
  inviter: string,
  origin: string,
): Promise<void> {
  await queueMessage(tx, jobs, {
    channel: 'email',
    to: to.email,
    subject: t('staffTeam.emailSubject', undefined, 'en'),
    text: t(
      'staffTeam.emailText',
      {
        firstName: to.firstName,
        inviter,
        role: t(`staffTeam.roles.${to.role}`, undefined, 'en'),
        url: `${origin}/login`,
        email: to.email,
      },
      'en',
    ),
    kind: 'staff-invitation',
  });
}

/** Why this address cannot be invited: a student's, already on staff, or on staff but deactivated. */
function refusalFor(existing: { role: string; deactivatedAt: Date | null }, email: string): AppError {
  if (existing.role === 'student') return new AppError('CONFLICT', t('staffTeam.errors.isStudent'), 'email');
  if (existing.deactivatedAt)
    return new AppError('CONFLICT', t('staffTeam.errors.deactivatedStaff', { email }), 'email');
  return new AppError('CONFLICT', t('staffTeam.errors.alreadyStaff', { email }), 'email');
}

export async function invite(
  deps: TeamDeps,
  viewer: Viewer,
  input: { firstName: string; lastName: string; email: string; role: StaffRole },
): Promise<StaffMember> {
  const email = normalizeEmail(input.email);
  try {
    const id = await deps.db.transaction(async (tx) => {
      const existing = await repo.findByEmail(tx, email);
      if (existing) throw refusalFor(existing, email);
      const id = await repo.insertStaff(tx, {
        firstName: input.firstName,
        lastName: input.lastName,
        email,
        role: input.role,
        phone: null,
      });
      await queueInvitation(
        tx,
        deps.jobs,
        { email, firstName: input.firstName, role: input.role },
        viewer.firstName,
        deps.origin,
      );
      await recordAudit(tx, {
        actorId: viewer.userId,
        action: 'team.invite',
        subjectUserId: id,
        detail: { email, before: null, after: input.role },
      });
      return id;
    });
    return memberOf((await repo.findStaff(deps.db, deps.areas.signIn.lastRequest, id))!);
  } catch (err) {
    // Two submits at the same moment: the second meets the first's row.
    if (isUniqueViolation(err)) {
      const existing = await repo.findByEmail(deps.db, email);
      if (existing) throw refusalFor(existing, email);
    }
    throw err;
  }
}

/** Applies one change to a staff member under the "keep an active admin" rule, audited with before and after. */
async function change(deps: TeamDeps, viewer: Viewer, id: string, what: TeamChange): Promise<StaffMember> {
  await deps.db.transaction(async (tx) => {
    const admins = await repo.countActiveAdmins(tx);
    const target = await repo.findStaffForUpdate(tx, id);
    if (!target) throw new AppError('NOT_FOUND', t('staffTeam.errors.unknown'));
    const active = target.deactivatedAt === null;
    // Asking for what already is changes nothing and records nothing.
    if (what.kind === 'role' && what.role === target.role) return;
    if (what.kind === 'deactivate' && !active) return;
    if (what.kind === 'reactivate' && active) return;
    if (teamChangeRefusal({ id: target.id, role: target.role, active }, what, admins) === 'lastAdmin')
      throw new AppError('CONFLICT', t('staffTeam.errors.lastAdmin'));
    if (what.kind === 'role') {
      await repo.updateStaff(tx, id, { role: what.role });
      await recordAudit(tx, {
        actorId: viewer.userId,
        action: 'team.changeRole',
        subjectUserId: id,
        detail: { before: target.role, after: what.role },
      });
    } else if (what.kind === 'deactivate') {
      await repo.updateStaff(tx, id, { deactivatedAt: new Date() });
      const ended = await deps.areas.signIn.endSessions(tx, id);
      await recordAudit(tx, {
        actorId: viewer.userId,
        action: 'team.deactivate',
        subjectUserId: id,
        detail: { before: 'active', after: 'deactivated', sessionsEnded: ended },
      });
    } else {
      await repo.updateStaff(tx, id, { deactivatedAt: null });
      await recordAudit(tx, {
        actorId: viewer.userId,
        action: 'team.reactivate',
        subjectUserId: id,
        detail: { before: 'deactivated', after: 'active' },
      });
    }
  });
  return memberOf((await repo.findStaff(deps.db, deps.areas.signIn.lastRequest, id))!);
}

export const changeRole = (deps: TeamDeps, viewer: Viewer, id: string, role: StaffRole) =>
  change(deps, viewer, id, { kind: 'role', role });
export const deactivate = (deps: TeamDeps, viewer: Viewer, id: string) =>
  change(deps, viewer, id, { kind: 'deactivate' });
export const reactivate = (deps: TeamDeps, viewer: Viewer, id: string) =>
  change(deps, viewer, id, { kind: 'reactivate' });
