import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client.js';
import {
  documents,
  preEnrollmentRounds,
  preEnrollments,
  ticketReplies,
  tickets,
  users,
} from '@server/db/schema/index.js';

/** The student's row, locked, so two coaches acting at once take turns. */
export async function findStudentForUpdate(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      firstName: users.firstName,
      email: users.email,
      locale: users.locale,
      dateOfBirth: users.dateOfBirth,
    })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row ?? null;
}

export async function setBirthDate(tx: Tx, id: string, dateOfBirth: string): Promise<void> {
  await tx.update(users).set({ dateOfBirth, updatedAt: new Date() }).where(eq(users.id, id));
}

export async function setStatus(tx: Tx, id: string, status: string): Promise<void> {
  await tx.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, id));
}

export async function findAgreementStatus(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ status: documents.fwAgreementStatus })
    .from(documents)
    .where(eq(documents.userId, userId));
  return row?.status ?? null;
}

export async function setAgreementComplete(tx: Tx, userId: string): Promise<void> {
  await tx.update(documents).set({ fwAgreementStatus: 'complete' }).where(eq(documents.userId, userId));
}

export async function findTicket(db: Db | Tx, id: string) {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, id));
  return row ?? null;
}

export async function insertReplyOnce(tx: Tx, row: typeof ticketReplies.$inferInsert) {
  const [inserted] = await tx.insert(ticketReplies).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function findReplyByIdempotencyKey(db: Db | Tx, idempotencyKey: string) {
  const [row] = await db.select().from(ticketReplies).where(eq(ticketReplies.idempotencyKey, idempotencyKey));
  return row ?? null;
}

/** Replies of several tickets, oldest first, with the coach's name. */
export async function listReplies(db: Db | Tx, ticketIds: string[]) {
  if (ticketIds.length === 0) return [];
  return db
    .select({
      id: ticketReplies.id,
      ticketId: ticketReplies.ticketId,
      body: ticketReplies.body,
      createdAt: ticketReplies.createdAt,
      authorId: ticketReplies.authorId,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
    })
    .from(ticketReplies)
    .innerJoin(users, eq(users.id, ticketReplies.authorId))
    .where(and(inArray(ticketReplies.ticketId, ticketIds)))
    .orderBy(asc(ticketReplies.createdAt));
}

export async function findStaffContact(db: Db | Tx, id: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

/**
 * Keeps a student's on-hold pre-enrollment answers as an earlier round and clears them, so the questions
 * can be answered again. Answers that completed the step (funded, all positive) stay: nothing is asked twice.
 * True when answers were cleared.
 */
export async function reopenPreEnrollment(tx: Tx, userId: string, closedBy: string): Promise<boolean> {
  const [row] = await tx
    .delete(preEnrollments)
    .where(and(eq(preEnrollments.userId, userId), eq(preEnrollments.outcome, 'onHoldFollowUp')))
    .returning();
  if (!row) return false;
  await tx.insert(preEnrollmentRounds).values({
    userId,
    answers: row.answers,
    drugTestStatus: row.drugTestStatus,
    outcome: row.outcome,
    answeredAt: row.createdAt,
    closedBy,
  });
  return true;
}
