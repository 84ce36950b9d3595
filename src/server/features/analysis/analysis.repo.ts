import { and, eq, sql } from 'drizzle-orm';
import type { EmailLevel } from '@shared/domain/analysis.js';
import type { Db } from '@server/db/client.js';
import { users } from '@server/db/schema/index.js';

export async function findOwner(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Saves the rating only while the address is still the one rated, so a late answer never mislabels a new one. */
export async function saveEmailRating(
  db: Db,
  userId: string,
  email: string,
  level: EmailLevel,
): Promise<void> {
  await db
    .update(users)
    .set({ emailRating: level })
    .where(and(eq(users.id, userId), eq(sql`lower(${users.email})`, email)));
}
