import { and, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { uploads, users } from '@server/db/schema/index.js';

export async function findOwner(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** One of the person's own profile photo uploads, or null (someone else's, another folder, none). */
export async function findOwnProfilePhoto(db: Db, userId: string, uploadId: string) {
  const [row] = await db
    .select({ objectKey: uploads.objectKey, contentType: uploads.contentType })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.userId, userId), eq(uploads.folder, 'profilePhoto')));
  return row ?? null;
}
