import { and, desc, eq } from 'drizzle-orm';
import type { Conn } from '@server/db/client.js';
import { uploads } from '@server/db/schema/index.js';

type NewUpload = typeof uploads.$inferInsert;
type Upload = typeof uploads.$inferSelect;

export async function insertUpload(tx: Conn, row: NewUpload): Promise<Upload> {
  const [inserted] = await tx.insert(uploads).values(row).returning();
  return inserted!;
}

export async function findUpload(db: Conn, id: string): Promise<Upload | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row ?? null;
}

export async function findUploadByIdempotencyKey(db: Conn, userId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

/** The person's newest upload in one folder, or null. */
export async function latestUpload(db: Conn, userId: string, folder: string): Promise<Upload | null> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.folder, folder)))
    .orderBy(desc(uploads.createdAt))
    .limit(1);
  return row ?? null;
}
