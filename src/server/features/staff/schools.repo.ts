import { count, eq } from 'drizzle-orm';
import type { Conn } from '@server/db/client.js';
import { users } from '@server/db/schema/index.js';

/** Students assigned to the school (a school with students cannot be removed). */
export async function studentsAt(db: Conn, id: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.schoolId, id));
  return row?.n ?? 0;
}
