import { and, eq } from 'drizzle-orm';
import type { Tx, Conn } from '@server/db/client.js';
import { moveStatus } from '@server/progress/status.repo.js';
import {
  completions,
  locations,
  policyAcceptances,
  preEnrollmentRounds,
  preEnrollments,
  stipendPaymentEmails,
  users,
} from '@server/db/schema/index.js';

export async function findStudent(db: Conn, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      phone: users.phone,
      firstName: users.firstName,
      lastName: users.lastName,
      status: users.status,
      wfbFundingStatus: users.wfbFundingStatus,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function hasCompletion(db: Conn, userId: string, url: string): Promise<boolean> {
  const [row] = await db
    .select({ url: completions.url })
    .from(completions)
    .where(and(eq(completions.userId, userId), eq(completions.url, url)));
  return Boolean(row);
}

export async function findPreEnrollment(db: Conn, userId: string) {
  const [row] = await db.select().from(preEnrollments).where(eq(preEnrollments.userId, userId));
  return row ?? null;
}

/** Keeps the first answers only; false when the student had already answered. */
export async function insertPreEnrollmentOnce(
  tx: Tx,
  row: typeof preEnrollments.$inferInsert,
): Promise<boolean> {
  const inserted = await tx
    .insert(preEnrollments)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: preEnrollments.userId });
  return inserted.length === 1;
}

/** Puts a 4_School student on hold for school; false when their status was no longer 4_School. */
export async function holdForSchool(tx: Tx, userId: string): Promise<boolean> {
  return moveStatus(tx, { userId, from: '4_School', to: '95_OnHoldForSchool', path: 'onHold', byId: userId });
}

export async function findAcceptance(db: Conn, userId: string) {
  const [row] = await db.select().from(policyAcceptances).where(eq(policyAcceptances.userId, userId));
  return row ?? null;
}

export async function accept(tx: Tx, userId: string, which: { attendance: boolean; training: boolean }) {
  const now = new Date();
  const set = {
    ...(which.attendance ? { attendancePolicyStatus: true, attendanceAcceptedAt: now } : {}),
    ...(which.training ? { trainingPolicyStatus: true, trainingAcceptedAt: now } : {}),
  };
  const [row] = await tx
    .insert(policyAcceptances)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: policyAcceptances.userId, set })
    .returning();
  return row!;
}

/** The name of the school a student is assigned to, or null. */
export async function schoolOfStudent(db: Conn, userId: string) {
  const [row] = await db
    .select({ name: locations.name, providerId: locations.providerId })
    .from(users)
    .innerJoin(locations, eq(locations.id, users.schoolId))
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function schoolById(db: Conn, id: string) {
  const [row] = await db
    .select({ name: locations.name, providerId: locations.providerId })
    .from(locations)
    .where(and(eq(locations.id, id), eq(locations.type, 'truckingSchool')));
  return row ?? null;
}

/** Whether a coach returned the student to school after earlier answers (an earlier round is kept). */
export async function hasEarlierRound(db: Conn, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: preEnrollmentRounds.id })
    .from(preEnrollmentRounds)
    .where(eq(preEnrollmentRounds.userId, userId))
    .limit(1);
  return Boolean(row);
}

/** The stipend payment e-mail the student verified in pre-enrollment (a new round's answer replaces it). */
export async function setPaymentEmail(tx: Tx, userId: string, email: string) {
  await tx
    .insert(stipendPaymentEmails)
    .values({ userId, email, setBy: null, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: stipendPaymentEmails.userId,
      set: { email, setBy: null, updatedAt: new Date() },
    });
}
