import { and, eq, sql } from 'drizzle-orm';
import type { EmailLevel } from '@shared/domain/analysis.js';
import type { Db, Tx } from '@server/db/client.js';
import { users } from '@server/db/schema/index.js';

/**
 * Saves a person's e-mail rating only while the address is still the one rated, so a late answer never
 * mislabels a new one. Shared by the analysis area (rating on request) and the account area (re-rating
 * after an e-mail change).
 */
export async function saveEmailRating(
  db: Db | Tx,
  userId: string,
  email: string,
  level: EmailLevel,
): Promise<boolean> {
  const saved = await db
    .update(users)
    .set({ emailRating: level })
    .where(and(eq(users.id, userId), eq(sql`lower(${users.email})`, email.toLowerCase())))
    .returning({ id: users.id });
  return saved.length > 0;
}
