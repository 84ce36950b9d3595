import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DocumentStatus } from '@shared/contracts/user.js';
import type { StatusKey } from '@shared/domain/documents.js';
import type { Tx, Conn } from '@server/db/client.js';
import { documents, uploads, users } from '@server/db/schema/index.js';
import { QUEUE_LIST_SIZE } from '@shared/domain/staff-counts.js';

type DocumentsRow = typeof documents.$inferSelect;
type Upload = typeof uploads.$inferSelect;
type Column = Exclude<keyof DocumentsRow, 'userId' | 'idDocsStatus' | 'wbReverseReferralOptIn'>;

/** The contract spells TWIC in capitals; the column does not. */
function columnOf(key: StatusKey): Column {
  return key === 'endorsementTWICStatus' ? 'endorsementTwicStatus' : key;
}

export async function findDocuments(db: Conn, userId: string): Promise<DocumentsRow | null> {
  const [row] = await db.select().from(documents).where(eq(documents.userId, userId));
  return row ?? null;
}

export function statusOf(row: DocumentsRow, key: StatusKey): DocumentStatus {
  return row[columnOf(key)];
}

/** Moves one document from incomplete to pending; false when it was not incomplete (a race or a retry). */
export async function markPendingIfIncomplete(tx: Tx, userId: string, key: StatusKey): Promise<boolean> {
  const column = documents[columnOf(key)];
  const updated = await tx
    .update(documents)
    .set({ [columnOf(key)]: 'pending' })
    .where(and(eq(documents.userId, userId), eq(column, 'incomplete')))
    .returning({ userId: documents.userId });
  return updated.length === 1;
}

export async function setStatus(tx: Tx, userId: string, key: StatusKey, status: DocumentStatus) {
  await tx
    .update(documents)
    .set({ [columnOf(key)]: status })
    .where(eq(documents.userId, userId));
}

export async function setIdDocsStatus(tx: Tx, userId: string, status: DocumentStatus | null) {
  await tx.update(documents).set({ idDocsStatus: status }).where(eq(documents.userId, userId));
}

export async function setWbOptIn(db: Conn, userId: string, optIn: boolean): Promise<boolean> {
  const updated = await db
    .update(documents)
    .set({ wbReverseReferralOptIn: optIn })
    .where(eq(documents.userId, userId))
    .returning({ userId: documents.userId });
  return updated.length === 1;
}

/** The newest upload of each of these folders, in one query (a folder with none is absent). */
export async function latestUploads(db: Conn, userId: string, folders: readonly string[]) {
  const rows = await db
    .selectDistinctOn([uploads.folder])
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.folder, [...folders])))
    .orderBy(uploads.folder, desc(uploads.createdAt));
  return new Map(rows.map((r) => [r.folder, r]));
}

/** Decides a pending review once; null when someone already decided it. */
export async function decideReview(
  tx: Tx,
  id: string,
  decision: { review: 'approved' | 'rejected'; reason: string | null; reviewedBy: string },
): Promise<Upload | null> {
  const [row] = await tx
    .update(uploads)
    .set({ ...decision, reviewReason: decision.reason, reviewedAt: new Date() })
    .where(and(eq(uploads.id, id), eq(uploads.review, 'pending')))
    .returning();
  return row ?? null;
}

export async function findStudent(db: Conn, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      locale: users.locale,
      role: users.role,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      slackId: users.slackId,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Uploads waiting for a coach, oldest first, with the student's name: one query for the whole queue. */
export async function listPendingReviews(db: Conn, opts: { studentId?: string }) {
  const where = opts.studentId
    ? and(eq(uploads.review, 'pending'), eq(uploads.userId, opts.studentId))
    : eq(uploads.review, 'pending');
  return db
    .select({
      id: uploads.id,
      folder: uploads.folder,
      createdAt: uploads.createdAt,
      width: uploads.width,
      height: uploads.height,
      studentId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      dateOfBirth: users.dateOfBirth,
    })
    .from(uploads)
    .innerJoin(users, eq(users.id, uploads.userId))
    .where(where)
    .orderBy(asc(uploads.createdAt))
    .limit(QUEUE_LIST_SIZE);
}

/** Every student's documents row (demo seeding walks them). */
export async function listDocumentRows(db: Conn) {
  return db.select().from(documents);
}

export async function hasUpload(db: Conn, userId: string, folder: string): Promise<boolean> {
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.folder, folder)))
    .limit(1);
  return Boolean(row);
}
