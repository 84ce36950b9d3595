import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Tx, Conn } from '@server/db/client.js';
import { stipendPaymentEmails, stipendRequests, users } from '@server/db/schema/index.js';
import { QUEUE_LIST_SIZE } from '@shared/domain/staff-counts.js';

export type StipendRequest = typeof stipendRequests.$inferSelect;

export async function findStudentPlan(db: Conn, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      locale: users.locale,
      status: users.status,
      stipendSp: users.stipendSp,
      inSchoolStartDate: users.inSchoolStartDate,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function listRequests(db: Conn, userId: string): Promise<StipendRequest[]> {
  return db
    .select()
    .from(stipendRequests)
    .where(eq(stipendRequests.userId, userId))
    .orderBy(asc(stipendRequests.week));
}

/** Inserts the week's request once; null when that week was already asked for. */
export async function insertRequestOnce(
  tx: Tx,
  row: typeof stipendRequests.$inferInsert,
): Promise<StipendRequest | null> {
  const [inserted] = await tx.insert(stipendRequests).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** A queue of requests for staff, with each student's name: a list's worth, in `order`. */
function requestQueue(db: Conn, where: SQL, order: SQL) {
  return db
    .select({
      request: stipendRequests,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(stipendRequests)
    .innerJoin(users, eq(users.id, stipendRequests.userId))
    .where(where)
    .orderBy(order)
    .limit(QUEUE_LIST_SIZE);
}
export type QueuedRequest = Awaited<ReturnType<typeof requestQueue>>[number];

/** Requests waiting for approval or payment, oldest first. */
export async function listOpenRequests(db: Conn) {
  return requestQueue(
    db,
    inArray(stipendRequests.status, ['requested', 'approved']),
    asc(stipendRequests.createdAt),
  );
}

/** Moves a request from one status to the next once; null when it was not in `from` any more. */
export async function transition(
  tx: Tx,
  id: string,
  from: StipendRequest['status'],
  change: Partial<typeof stipendRequests.$inferInsert>,
): Promise<StipendRequest | null> {
  const [row] = await tx
    .update(stipendRequests)
    .set(change)
    .where(and(eq(stipendRequests.id, id), eq(stipendRequests.status, from)))
    .returning();
  return row ?? null;
}

export async function findRequest(db: Conn, id: string) {
  const [row] = await db.select().from(stipendRequests).where(eq(stipendRequests.id, id));
  return row ?? null;
}

/** Declined weeks, newest decision first: a coach may open one again. */
export async function listDeclinedRequests(db: Conn) {
  return requestQueue(db, eq(stipendRequests.status, 'declined'), desc(stipendRequests.decidedAt));
}

/** Removes a declined request so its week can be asked again; null when it was not declined (any more). */
export async function deleteDeclined(tx: Tx, id: string): Promise<StipendRequest | null> {
  const [row] = await tx
    .delete(stipendRequests)
    .where(and(eq(stipendRequests.id, id), eq(stipendRequests.status, 'declined')))
    .returning();
  return row ?? null;
}

/** The payment e-mail fixed for the student (verified in pre-enrollment or set by a coach), or null. */
export async function findPaymentEmail(db: Conn, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: stipendPaymentEmails.email })
    .from(stipendPaymentEmails)
    .where(eq(stipendPaymentEmails.userId, userId));
  return row?.email ?? null;
}

export async function setPaymentEmail(tx: Tx, userId: string, email: string, setBy: string) {
  await tx
    .insert(stipendPaymentEmails)
    .values({ userId, email, setBy, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: stipendPaymentEmails.userId,
      set: { email, setBy, updatedAt: new Date() },
    });
}

export async function findStudentForUpdate(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ id: users.id, role: users.role, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}
