import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { users } from '@server/db/schema/index.js';

export async function findOwner(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
