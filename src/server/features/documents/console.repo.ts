import { eq, max, sql } from 'drizzle-orm';
import type { Conn, Tx } from '@server/db/client.js';
import { countIf, countWhere, oldestIf, type StudentScope } from '@server/db/per-student.js';
import { documents, uploads } from '@server/db/schema/index.js';

/* Documents and uploads as the staff console reads them (handed to it by the composition root). */

const pending = sql`${uploads.review} = 'pending'`;

/** Per student: their last upload, the photos waiting for review and since when, and whether a resume exists. */
export function uploadsPerStudent(db: Conn, only: StudentScope) {
  return db
    .select({
      studentId: uploads.userId,
      at: max(uploads.createdAt).as('sent_at'),
      pending: countIf(pending).as('pending'),
      pendingSince: oldestIf(uploads.createdAt, pending).as('pending_since'),
      hasResume: countIf(sql`${uploads.folder} = 'resume'`).as('resumes'),
    })
    .from(uploads)
    .where(only(uploads.userId))
    .groupBy(uploads.userId)
    .as('sent');
}

/** The documents queue's count: every photo waiting for review, as its list reads them. */
export const pendingReviewCount = countWhere(uploads, pending);

/** The student's uploads, each with its folder. */
export function uploadsOf(db: Conn, studentId: string) {
  return db
    .select({ id: uploads.id, folder: uploads.folder, at: uploads.createdAt })
    .from(uploads)
    .where(eq(uploads.userId, studentId))
    .as('upload_events');
}

/** A new student's (empty) documents record, as every student has. */
export async function addDocumentsRecord(tx: Tx, studentId: string): Promise<void> {
  await tx.insert(documents).values({ userId: studentId });
}
