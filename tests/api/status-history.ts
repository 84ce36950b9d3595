import { asc, eq } from 'drizzle-orm';
import { statusChanges, users } from '@server/db/schema/index.js';
import type { TestPortal } from './harness.js';

/** The recorded moves of one person's status, oldest first, as a test compares them. */
export async function historyOf(portal: TestPortal, email: string) {
  const db = portal.database.db;
  const [person] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const rows = await db
    .select()
    .from(statusChanges)
    .where(eq(statusChanges.userId, person!.id))
    .orderBy(asc(statusChanges.at));
  const emails = new Map(
    (await db.select({ id: users.id, email: users.email }).from(users)).map((u) => [u.id, u.email]),
  );
  return rows.map((r) => ({
    from: r.fromStatus,
    to: r.toStatus,
    path: r.path,
    by: r.byId ? emails.get(r.byId) : null,
    reason: r.reason,
  }));
}
