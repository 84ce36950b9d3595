import { isValidEmail, isValidUsPhone, normalizeEmail, toE164 } from '@shared/domain/contact.js';
import { recordAudit } from '@server/audit/audit.repo.js';
import type { Db } from '@server/db/client.js';
import * as repo from './team.repo.js';

/** Who the first admin is: an e-mail, and optionally a name and a phone. */
export interface AdminInput {
  email: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  phone?: string | undefined;
  /** Make this admin even though another active admin exists (the command's --force). */
  force?: boolean;
  /** Who asked, for the audit log: the command or the FIRST_ADMIN_EMAIL setting. */
  via: 'create-admin' | 'FIRST_ADMIN_EMAIL';
}

export type AdminOutcome =
  | { kind: 'created'; id: string; email: string }
  | { kind: 'promoted'; id: string; email: string; before: string }
  | { kind: 'alreadyAdmin'; id: string; email: string }
  | { kind: 'refused'; reason: string };

/**
 * Creates the program's first admin, or makes an existing staff member admin (reactivated). Idempotent: the
 * same address again answers `alreadyAdmin` and changes nothing. Refused while another active admin exists
 * (unless forced), for a student's address, and for a phone another account holds. Audited as the admin's own
 * action, naming what asked.
 */
export async function ensureAdmin(db: Db, input: AdminInput): Promise<AdminOutcome> {
  const email = normalizeEmail(input.email);
  if (!isValidEmail(email)) return { kind: 'refused', reason: `"${input.email}" is not an e-mail address.` };
  if (input.phone !== undefined && !isValidUsPhone(input.phone))
    return { kind: 'refused', reason: `"${input.phone}" is not a 10-digit US phone number.` };
  const phone = input.phone === undefined ? null : toE164(input.phone);
  return db.transaction(async (tx) => {
    const admins = await repo.countActiveAdmins(tx);
    const existing = await repo.findByEmail(tx, email);
    if (existing?.role === 'admin' && existing.deactivatedAt === null)
      return { kind: 'alreadyAdmin', id: existing.id, email };
    if (existing?.role === 'student')
      return { kind: 'refused', reason: `${email} belongs to a student; use another address for an admin.` };
    if (admins > 0 && !input.force)
      return {
        kind: 'refused',
        reason: `An active admin already exists; add ${email} from the console's Staff page, or pass --force.`,
      };
    if (phone && (await repo.phoneTaken(tx, phone, existing?.id ?? null)))
      return { kind: 'refused', reason: `${phone} is already another account's phone number.` };
    const names = {
      ...(input.firstName ? { firstName: input.firstName.trim() } : {}),
      ...(input.lastName ? { lastName: input.lastName.trim() } : {}),
      ...(phone ? { phone } : {}),
    };
    if (existing) {
      await repo.updateStaff(tx, existing.id, { role: 'admin', deactivatedAt: null, ...names });
      await recordAudit(tx, {
        actorId: existing.id,
        action: 'team.changeRole',
        subjectUserId: existing.id,
        detail: { before: existing.role, after: 'admin', via: input.via },
      });
      return { kind: 'promoted', id: existing.id, email, before: existing.role };
    }
    const id = await repo.insertStaff(tx, {
      firstName: names.firstName ?? 'Admin',
      lastName: names.lastName ?? '',
      email,
      role: 'admin',
      phone,
    });
    await recordAudit(tx, {
      actorId: id,
      action: 'team.createAdmin',
      subjectUserId: id,
      detail: { email, before: null, after: 'admin', via: input.via },
    });
    return { kind: 'created', id, email };
  });
}

/**
 * FIRST_ADMIN_EMAIL at start: makes that person admin only while the program has no active admin, so the
 * setting can stay in place and never overrides what admins later decide in the console.
 */
export async function firstAdminFromEnv(db: Db, email: string | undefined): Promise<AdminOutcome | null> {
  if (!email || (await repo.anyActiveAdmin(db))) return null;
  return ensureAdmin(db, { email, via: 'FIRST_ADMIN_EMAIL' });
}

/** One line saying what happened, for the command's output and the start-up log. */
export function describeOutcome(outcome: AdminOutcome, signInUrl: string): string {
  switch (outcome.kind) {
    case 'created':
      return `Created admin ${outcome.email}. They sign in at ${signInUrl} with a code sent to that e-mail.`;
    case 'promoted':
      return `Made ${outcome.email} admin (was ${outcome.before}). They sign in at ${signInUrl} with a code sent to that e-mail.`;
    case 'alreadyAdmin':
      return `${outcome.email} is already an active admin; nothing changed.`;
    case 'refused':
      return `Refused: ${outcome.reason}`;
  }
}
