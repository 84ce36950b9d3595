import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client.js';
import { ticketReplies, users } from '@server/db/schema/index.js';

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
