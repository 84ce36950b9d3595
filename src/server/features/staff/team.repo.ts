import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { StaffRole } from '@shared/domain/staff-roles.js';
import type { Db, Tx } from '@server/db/client.js';
import { users } from '@server/db/schema/index.js';
import type { OtherAreas } from './other-areas.js';

type LastRequest = OtherAreas['signIn']['lastRequest'];

/**
 * The staff member's columns, with the last request of any of their sessions (the sign-in area's piece)
 * or of the person themselves, whichever is later.
 */
// Qualified by hand: drizzle writes a one-table query's columns bare, and a bare "id" would be the session's.
const columnsOf = (lastRequest: LastRequest) => ({
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  deactivatedAt: users.deactivatedAt,
  createdAt: users.createdAt,
  lastSeenAt: sql<Date | null>`greatest("users"."last_seen_at", ${lastRequest(sql`"users"."id"`)})`.mapWith(
    (v: string | Date | null) => (v === null ? null : new Date(v)),
  ),
});

export type StaffRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: StaffRole;
  deactivatedAt: Date | null;
  createdAt: Date;
  lastSeenAt: Date | null;
};

const asStaff = (row: { role: string } & Omit<StaffRow, 'role'>): StaffRow => row as StaffRow;

/** Every staff member: active first, then by name. */
export async function listStaff(db: Db, lastRequest: LastRequest): Promise<StaffRow[]> {
  const rows = await db
    .select(columnsOf(lastRequest))
    .from(users)
    .where(ne(users.role, 'student'))
    .orderBy(sql`${users.deactivatedAt} is not null`, asc(users.firstName), asc(users.lastName));
  return rows.map(asStaff);
}

/** One staff member, locked for the change that follows. */
export async function findStaffForUpdate(
  tx: Tx,
  id: string,
): Promise<{ id: string; role: StaffRole; deactivatedAt: Date | null } | null> {
  const [row] = await tx
    .select({ id: users.id, role: users.role, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(and(eq(users.id, id), ne(users.role, 'student')))
    .for('update');
  return row ? { ...row, role: row.role as StaffRole } : null;
}

export async function findStaff(db: Db | Tx, lastRequest: LastRequest, id: string): Promise<StaffRow | null> {
  const [row] = await db
    .select(columnsOf(lastRequest))
    .from(users)
    .where(and(eq(users.id, id), ne(users.role, 'student')));
  return row ? asStaff(row) : null;
}

/** Anyone (staff or student) at this address, compared in lower case. */
export async function findByEmail(db: Db | Tx, email: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  return row ?? null;
}

/**
 * Active admins, counted under a lock on their rows, so two admins demoting each other at the same moment
 * cannot both pass the "last admin" rule.
 */
export async function countActiveAdmins(tx: Tx): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt)))
    .for('update');
  return rows.length;
}

export async function anyActiveAdmin(db: Db | Tx): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt)))
    .limit(1);
  return Boolean(row);
}

export async function insertStaff(
  tx: Tx,
  values: { firstName: string; lastName: string; email: string; role: StaffRole; phone: string | null },
): Promise<string> {
  const [row] = await tx
    .insert(users)
    .values({ ...values, status: null })
    .returning({ id: users.id });
  return row!.id;
}

export async function updateStaff(
  tx: Tx,
  id: string,
  set: Partial<{
    role: StaffRole;
    deactivatedAt: Date | null;
    firstName: string;
    lastName: string;
    phone: string;
  }>,
): Promise<void> {
  await tx
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Whether another account already holds this phone number. */
export async function phoneTaken(db: Db | Tx, phone: string, exceptId: string | null): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return Boolean(row && row.id !== exceptId);
}
