import { eq, max, sql, type SQLWrapper } from 'drizzle-orm';
import type { Conn, Tx } from '@server/db/client.js';
import type { StudentScope } from '@server/db/per-student.js';
import { sessions } from '@server/db/schema/index.js';

/* Sessions as the staff console reads and ends them (handed to it by the composition root). */

/** Per student: when they last signed in. */
export function signInsPerStudent(db: Conn, only: StudentScope) {
  return db
    .select({ studentId: sessions.userId, at: max(sessions.createdAt).as('signed_in_at') })
    .from(sessions)
    .where(only(sessions.userId))
    .groupBy(sessions.userId)
    .as('signed_in');
}

/** The last request of any of the person's sessions (a scalar subquery on the person's id). */
export const lastSessionRequest = (personId: SQLWrapper) =>
  sql<Date | null>`(select max(s.last_seen_at) from ${sessions} s where s.user_id = ${personId})`;

/** Ends every session of the person at once (their next request answers 401); how many there were. */
export async function endSessions(tx: Tx, userId: string): Promise<number> {
  const gone = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return gone.length;
}
