import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Conn, Db, Tx } from '@server/db/client.js';
import { documents, payouts, personColumns, stipendRequests, users } from '@server/db/schema/index.js';
import type { EndorsementStatuses } from '@shared/domain/endorsements.js';
import { QUEUE_LIST_SIZE } from '@shared/domain/staff-counts.js';

export type PayoutRow = typeof payouts.$inferSelect;

export async function findStudent(db: Conn, userId: string) {
  const [row] = await db
    .select({
      ...personColumns,
      locale: users.locale,
      state: users.state,
      status: users.status,
      payoutEmail: users.payoutEmail,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** A student (never staff) and their fixed payment e-mail, locked for a coach's change. */
export async function findStudentForUpdate(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ payoutEmail: users.payoutEmail })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'student')))
    .for('update');
  return row ?? null;
}

/** Fixes the payment e-mail at the first payout request; false when one was already fixed. */
export async function fixPayoutEmail(tx: Tx, userId: string, email: string): Promise<boolean> {
  const set = await tx
    .update(users)
    .set({ payoutEmail: email })
    .where(and(eq(users.id, userId), isNull(users.payoutEmail)))
    .returning({ id: users.id });
  return set.length === 1;
}

export async function findPayoutEmail(db: Conn, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.payoutEmail }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

/** A coach's change of the fixed payment e-mail (the student's next request is paid there). */
export async function setPayoutEmail(tx: Tx, userId: string, email: string): Promise<void> {
  await tx.update(users).set({ payoutEmail: email }).where(eq(users.id, userId));
}

/** A coach sent a request back: the student gives the payment e-mail again with their next request. */
export async function releasePayoutEmail(tx: Tx, userId: string): Promise<void> {
  await tx.update(users).set({ payoutEmail: null }).where(eq(users.id, userId));
}

/** The student's four endorsement statuses (what the endorsement payout rests on); null without a row. */
export async function endorsementStatuses(db: Conn, userId: string): Promise<EndorsementStatuses | null> {
  const [row] = await db
    .select({
      endorsementHazmatStatus: documents.endorsementHazmatStatus,
      endorsementTankersStatus: documents.endorsementTankersStatus,
      endorsementDoublesTriplesStatus: documents.endorsementDoublesTriplesStatus,
      endorsementTWICStatus: documents.endorsementTwicStatus,
    })
    .from(documents)
    .where(eq(documents.userId, userId));
  return row ?? null;
}

export async function listForUser(db: Db, userId: string) {
  return db.select().from(payouts).where(eq(payouts.userId, userId)).orderBy(desc(payouts.createdAt));
}

/** The pending or completed payout of a reason, if any (what the payout page shows). */
export async function findStanding(db: Conn, userId: string, reason: PayoutRow['reason']) {
  return db
    .select()
    .from(payouts)
    .where(and(eq(payouts.userId, userId), eq(payouts.reason, reason)))
    .orderBy(desc(payouts.createdAt));
}

export async function insertPayout(tx: Tx, values: typeof payouts.$inferInsert): Promise<PayoutRow> {
  const [row] = await tx.insert(payouts).values(values).returning();
  return row!;
}

export async function findPayoutForUpdate(tx: Tx, id: string) {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
  return row ?? null;
}

export async function updatePayout(tx: Tx, id: string, values: Partial<typeof payouts.$inferInsert>) {
  const [row] = await tx.update(payouts).set(values).where(eq(payouts.id, id)).returning();
  return row!;
}

/** Staff queue with each student's name, in one query: open (pending) or completed. */
export async function listQueue(db: Db, status: 'open' | 'completed') {
  return db
    .select({
      payout: payouts,
      firstName: users.firstName,
      lastName: users.lastName,
      studentEmail: users.email,
      endorsements: {
        endorsementHazmatStatus: documents.endorsementHazmatStatus,
        endorsementTankersStatus: documents.endorsementTankersStatus,
        endorsementDoublesTriplesStatus: documents.endorsementDoublesTriplesStatus,
        endorsementTWICStatus: documents.endorsementTwicStatus,
      },
    })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.userId))
    .leftJoin(documents, eq(documents.userId, payouts.userId))
    .where(eq(payouts.status, status === 'open' ? 'pending' : 'completed'))
    .orderBy(status === 'open' ? payouts.createdAt : desc(payouts.completedAt))
    .limit(QUEUE_LIST_SIZE);
}

/** Every payout of these students, newest first (the queue's history of each student). */
export async function listForUsers(db: Db, userIds: string[]) {
  if (!userIds.length) return [];
  return db.select().from(payouts).where(inArray(payouts.userId, userIds)).orderBy(desc(payouts.createdAt));
}

/** Money the program has paid the student: completed payouts and paid stipends, in cents. */
export async function totalPaidCents(db: Db, userId: string): Promise<number> {
  const [payoutSum] = await db
    .select({ cents: sql<number>`coalesce(sum(${payouts.amountCents}), 0)::int` })
    .from(payouts)
    .where(and(eq(payouts.userId, userId), eq(payouts.status, 'completed'), isNotNull(payouts.amountCents)));
  const [stipendSum] = await db
    .select({ cents: sql<number>`coalesce(sum(${stipendRequests.amountCents}), 0)::int` })
    .from(stipendRequests)
    .where(and(eq(stipendRequests.userId, userId), eq(stipendRequests.status, 'paid')));
  return (payoutSum?.cents ?? 0) + (stipendSum?.cents ?? 0);
}
