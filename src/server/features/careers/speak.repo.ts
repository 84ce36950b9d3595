import { and, desc, eq } from 'drizzle-orm';
import type { UploadFolder } from '@shared/domain/documents.js';
import type { Conn } from '@server/db/client.js';
import { speakAttempts, uploads } from '@server/db/schema/index.js';

/** The folder of Speak Your Worth recordings (spec 000 §3). */
export const AUDIO_FOLDER = 'speakYourWorthAudios' satisfies UploadFolder;

/** One of this person's recordings (an upload to speakYourWorthAudios), or null. */
export async function findRecording(db: Conn, userId: string, uploadId: string) {
  const [row] = await db
    .select({
      id: uploads.id,
      objectKey: uploads.objectKey,
      contentType: uploads.contentType,
      durationMs: uploads.durationMs,
    })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.userId, userId), eq(uploads.folder, AUDIO_FOLDER)));
  return row ?? null;
}

/** Anyone's recording by its upload id (a coach may listen to it), or null. */
export async function findAnyRecording(db: Conn, uploadId: string) {
  const [row] = await db
    .select({
      id: uploads.id,
      userId: uploads.userId,
      objectKey: uploads.objectKey,
      contentType: uploads.contentType,
    })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.folder, AUDIO_FOLDER)));
  return row ?? null;
}

export type AttemptRow = typeof speakAttempts.$inferSelect;

export async function findAttemptByUpload(db: Conn, uploadId: string): Promise<AttemptRow | null> {
  const [row] = await db.select().from(speakAttempts).where(eq(speakAttempts.uploadId, uploadId));
  return row ?? null;
}

export async function findAttempt(db: Conn, id: string): Promise<AttemptRow | null> {
  const [row] = await db.select().from(speakAttempts).where(eq(speakAttempts.id, id));
  return row ?? null;
}

/** Keeps one answer per recording: a second insert for the same recording keeps the first (null). */
export async function insertAttempt(
  tx: Conn,
  row: typeof speakAttempts.$inferInsert,
): Promise<AttemptRow | null> {
  const [inserted] = await tx
    .insert(speakAttempts)
    .values(row)
    .onConflictDoNothing({ target: speakAttempts.uploadId })
    .returning();
  return inserted ?? null;
}

/** The person's answers, newest first (the page lists the last 50). */
export async function listAttempts(db: Conn, userId: string): Promise<AttemptRow[]> {
  return db
    .select()
    .from(speakAttempts)
    .where(eq(speakAttempts.userId, userId))
    .orderBy(desc(speakAttempts.createdAt))
    .limit(50);
}

/** The typed words and the feedback made from them; only while the words were not heard from speech. */
export async function setTypedWords(
  db: Conn,
  id: string,
  words: string,
  feedback: Record<string, unknown>,
): Promise<AttemptRow | null> {
  const [row] = await db
    .update(speakAttempts)
    .set({ words, wordsSource: 'typed', feedback, updatedAt: new Date() })
    .where(and(eq(speakAttempts.id, id)))
    .returning();
  return row ?? null;
}

/** Deletes an answer and its recording's row; answers the stored object's key to remove after commit. */
export async function deleteAttempt(tx: Conn, id: string, userId: string): Promise<string | null> {
  const [attempt] = await tx
    .delete(speakAttempts)
    .where(and(eq(speakAttempts.id, id), eq(speakAttempts.userId, userId)))
    .returning({ uploadId: speakAttempts.uploadId });
  if (!attempt) return null;
  const [upload] = await tx
    .delete(uploads)
    .where(and(eq(uploads.id, attempt.uploadId), eq(uploads.userId, userId)))
    .returning({ objectKey: uploads.objectKey });
  return upload?.objectKey ?? null;
}
