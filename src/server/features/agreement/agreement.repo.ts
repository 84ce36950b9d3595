import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Db, Tx, Conn } from '@server/db/client.js';
import { agreements, documents, personColumns, users } from '@server/db/schema/index.js';

export async function findStudent(db: Conn, userId: string) {
  const [row] = await db
    .select({
      ...personColumns,
      phone: users.phone,
      locale: users.locale,
      status: documents.fwAgreementStatus,
    })
    .from(users)
    .innerJoin(documents, eq(documents.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** incomplete → pending once; false when it was not incomplete (already sent, signed, or a second tap). */
export async function markSent(tx: Tx, userId: string): Promise<boolean> {
  const updated = await tx
    .update(documents)
    .set({ fwAgreementStatus: 'pending' })
    .where(and(eq(documents.userId, userId), eq(documents.fwAgreementStatus, 'incomplete')))
    .returning({ id: documents.userId });
  return updated.length === 1;
}

export async function markSigned(tx: Tx, userId: string) {
  await tx.update(documents).set({ fwAgreementStatus: 'complete' }).where(eq(documents.userId, userId));
}

export async function insertAgreement(tx: Tx, row: typeof agreements.$inferInsert) {
  const [inserted] = await tx.insert(agreements).values(row).returning();
  return inserted!;
}

export async function findById(db: Conn, id: string) {
  const [row] = await db.select().from(agreements).where(eq(agreements.id, id));
  return row ?? null;
}

export async function findByExternalId(db: Conn, externalId: string) {
  const [row] = await db.select().from(agreements).where(eq(agreements.externalId, externalId));
  return row ?? null;
}

/** Keeps the provider's request id once; a second send's id never replaces the first. */
export async function setExternalId(db: Conn, id: string, externalId: string) {
  await db
    .update(agreements)
    .set({ externalId })
    .where(and(eq(agreements.id, id), isNull(agreements.externalId)));
}

export async function agreementStatus(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ status: documents.fwAgreementStatus })
    .from(documents)
    .where(eq(documents.userId, userId))
    .for('update');
  return row?.status ?? null;
}

export async function findByTokenHash(db: Conn, tokenHash: string) {
  const [row] = await db.select().from(agreements).where(eq(agreements.tokenHash, tokenHash));
  return row ?? null;
}

/** sent → signed once; null when the link was used meanwhile. */
export async function sign(
  tx: Tx,
  id: string,
  change: { evidence: Record<string, string>; objectKey: string; signedAt: Date },
) {
  const [row] = await tx
    .update(agreements)
    .set({ status: 'signed', ...change })
    .where(and(eq(agreements.id, id), eq(agreements.status, 'sent')))
    .returning();
  return row ?? null;
}

/** The person's most recent signature request, signed or not, with the agreement's status. */
export async function latestRequest(db: Conn, userId: string) {
  const [[row], [doc]] = await Promise.all([
    db
      .select()
      .from(agreements)
      .where(eq(agreements.userId, userId))
      .orderBy(desc(agreements.createdAt))
      .limit(1),
    db.select({ status: documents.fwAgreementStatus }).from(documents).where(eq(documents.userId, userId)),
  ]);
  return { request: row ?? null, status: doc?.status ?? 'incomplete' };
}

export async function latestSigned(db: Conn, userId: string) {
  const [row] = await db
    .select()
    .from(agreements)
    .where(and(eq(agreements.userId, userId), eq(agreements.status, 'signed')))
    .orderBy(desc(agreements.signedAt))
    .limit(1);
  return row ?? null;
}

/** Demo mode: students whose documents say the agreement is complete but who hold no signed agreement. */
export async function listCompleteWithoutSigned(db: Db) {
  return db
    .select({ userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(documents)
    .innerJoin(users, eq(users.id, documents.userId))
    .leftJoin(agreements, and(eq(agreements.userId, users.id), eq(agreements.status, 'signed')))
    .where(and(eq(documents.fwAgreementStatus, 'complete'), isNull(agreements.id)));
}

/** The newest signature request of a student, read in the caller's transaction. */
export async function latestRequestIn(tx: Tx, userId: string) {
  const [row] = await tx
    .select()
    .from(agreements)
    .where(eq(agreements.userId, userId))
    .orderBy(desc(agreements.createdAt))
    .limit(1);
  return row ?? null;
}

/** Ends every unsigned link of a student now, so only the newest one works. */
export async function expireOpenLinks(tx: Tx, userId: string, now: Date) {
  await tx
    .update(agreements)
    .set({ expiresAt: now })
    .where(and(eq(agreements.userId, userId), eq(agreements.status, 'sent'), lt(agreements.createdAt, now)));
}
