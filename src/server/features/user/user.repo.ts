import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { documents, locations, serviceAreas, users, workforceBoards } from '../../db/schema/index.js';

const wb = alias(workforceBoards, 'wb');
const waitlist = alias(workforceBoards, 'waitlist_wb');

/** Everything the session call returns, in one query. */
export async function findSessionRow(db: Db, userId: string) {
  const [row] = await db
    .select({ user: users, documents, serviceArea: serviceAreas, wb, waitlist, school: locations })
    .from(users)
    .leftJoin(documents, eq(documents.userId, users.id))
    .leftJoin(serviceAreas, eq(serviceAreas.id, users.serviceAreaId))
    .leftJoin(wb, eq(wb.id, users.wbId))
    .leftJoin(waitlist, eq(waitlist.id, users.waitlistWbId))
    .leftJoin(locations, eq(locations.id, users.schoolId))
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function touchLastSeen(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ lastSeenAt: new Date() }).where(eq(users.id, userId));
}
