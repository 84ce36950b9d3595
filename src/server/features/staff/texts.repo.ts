import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx, Conn } from '@server/db/client.js';
import { studentTexts, users } from '@server/db/schema/index.js';

const unhandled = and(eq(studentTexts.direction, 'in'), isNull(studentTexts.handledAt));

/** The student's row, locked, so a text and an opt-out reply for the same student run one after the other. */
export async function findStudentForUpdate(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      phone: users.phone,
      firstName: users.firstName,
      lastName: users.lastName,
      optedOut: users.hasOptedOutOfSms,
    })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row ?? null;
}

export async function findStudentIdByPhone(tx: Tx, phone: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.role, 'student')));
  return row?.id ?? null;
}

export async function setOptedOut(tx: Tx, studentId: string, optedOut: boolean) {
  await tx
    .update(users)
    .set({ hasOptedOutOfSms: optedOut, updatedAt: new Date() })
    .where(eq(users.id, studentId));
}

/** Inserts once per request key (or provider id); null when that key already made a text. */
export async function insertTextOnce(tx: Tx, row: typeof studentTexts.$inferInsert) {
  const [inserted] = await tx.insert(studentTexts).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function findTextByIdempotencyKey(db: Conn, idempotencyKey: string) {
  const [row] = await db.select().from(studentTexts).where(eq(studentTexts.idempotencyKey, idempotencyKey));
  return row ?? null;
}

export async function findTextByProviderId(db: Conn, providerId: string) {
  const [row] = await db.select().from(studentTexts).where(eq(studentTexts.providerId, providerId));
  return row ?? null;
}

/** One reply, locked, so two coaches handling it at once record it once. */
export async function findReplyForUpdate(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(studentTexts)
    .where(and(eq(studentTexts.id, id), eq(studentTexts.direction, 'in')))
    .for('update');
  return row ?? null;
}

export async function setHandled(tx: Tx, id: string, coachId: string): Promise<Date> {
  const handledAt = new Date();
  await tx.update(studentTexts).set({ handledAt, handledBy: coachId }).where(eq(studentTexts.id, id));
  return handledAt;
}

/** A coach texting the student back answers every reply of theirs still waiting. */
export async function markStudentRepliesHandled(tx: Tx, studentId: string, coachId: string) {
  await tx
    .update(studentTexts)
    .set({ handledAt: new Date(), handledBy: coachId })
    .where(and(eq(studentTexts.studentId, studentId), unhandled));
}

/** Replies waiting for a coach, oldest first, with the student's name. */
export async function listUnhandledReplies(db: Conn, limit = 200) {
  return db
    .select({
      id: studentTexts.id,
      studentId: studentTexts.studentId,
      body: studentTexts.body,
      keyword: studentTexts.keyword,
      createdAt: studentTexts.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(studentTexts)
    .innerJoin(users, eq(users.id, studentTexts.studentId))
    .where(unhandled)
    .orderBy(asc(studentTexts.createdAt))
    .limit(limit);
}

/** How many replies wait for a coach (one indexed count). */
export async function countUnhandled(db: Conn): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(studentTexts)
    .where(unhandled);
  return row?.count ?? 0;
}
