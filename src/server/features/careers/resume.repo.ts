import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Tx, Conn } from '@server/db/client.js';
import { documents, locations, resumes, uploads, users } from '@server/db/schema/index.js';

/** The account facts a resume starts from: name, contact, school and the endorsements on file. */
export async function findResumeOwner(db: Conn, userId: string) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      email: users.email,
      city: users.city,
      state: users.state,
      status: users.status,
      school: locations.name,
      cdlaStatus: documents.cdlaStatus,
      doublesTriples: documents.endorsementDoublesTriplesStatus,
      hazmat: documents.endorsementHazmatStatus,
      tankers: documents.endorsementTankersStatus,
      twic: documents.endorsementTwicStatus,
    })
    .from(users)
    .leftJoin(locations, eq(locations.id, users.schoolId))
    .leftJoin(documents, eq(documents.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function findResume(db: Conn, userId: string) {
  const [row] = await db.select().from(resumes).where(eq(resumes.userId, userId));
  return row ?? null;
}

/** Keeps the student's draft (facts, resume, why); the row's first save is when the builder was started. */
export async function saveDraft(db: Conn, userId: string, answers: Record<string, unknown>) {
  const now = new Date();
  const [row] = await db
    .insert(resumes)
    .values({ userId, answers, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: resumes.userId, set: { answers, updatedAt: now } })
    .returning();
  return row!;
}

/** One of the person's uploads in one folder, or null (someone else's is null too). */
export async function findOwnUpload(db: Conn, userId: string, folder: string, id: string) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.userId, userId), eq(uploads.folder, folder)));
  return row ?? null;
}

/** Removes the person's earlier uploads of one folder (all but `keepId`); answers their stored objects. */
export async function removeEarlierUploads(tx: Tx, userId: string, folder: string, keepId: string) {
  const old = await tx
    .delete(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.folder, folder), ne(uploads.id, keepId)))
    .returning({ objectKey: uploads.objectKey });
  return old.map((o) => o.objectKey);
}

export async function findUploadByKey(db: Conn, userId: string, folder: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(
      and(eq(uploads.userId, userId), eq(uploads.folder, folder), eq(uploads.idempotencyKey, idempotencyKey)),
    );
  return row ?? null;
}

/** Serialises one person's resume exports, so two taps at once make one PDF. */
export async function lockUser(tx: Tx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function insertResumePdf(
  tx: Tx,
  row: { userId: string; objectKey: string; byteSize: number; eTag: string; idempotencyKey: string | null },
) {
  const [inserted] = await tx
    .insert(uploads)
    .values({
      ...row,
      folder: 'resume',
      contentType: 'application/pdf',
      width: 612,
      height: 792,
      review: null,
    })
    .returning();
  return inserted!;
}

/** userMetrics.onePageResumeCreationDate: set by the first PDF, kept after. */
export async function markResumeCreated(tx: Tx, userId: string, at: Date) {
  await tx
    .update(users)
    .set({ onePageResumeCreationDate: at, updatedAt: at })
    .where(and(eq(users.id, userId), isNull(users.onePageResumeCreationDate)));
}
