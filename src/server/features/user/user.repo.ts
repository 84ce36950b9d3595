import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Locale } from '@shared/locale.js';
import type { Db } from '@server/db/client.js';
import { liveSession, sessionNeedsTouch } from '@server/plugins/session.js';
import {
  documents,
  locations,
  serviceAreas,
  sessions,
  users,
  workforceBoards,
} from '@server/db/schema/index.js';

const wb = alias(workforceBoards, 'wb');
const waitlist = alias(workforceBoards, 'waitlist_wb');

type SessionRowQuery = ReturnType<typeof sessionRowQuery>;
const prepared = new WeakMap<Db, SessionRowQuery>();

function sessionRowQuery(db: Db) {
  return db
    .select({
      user: users,
      documents,
      serviceArea: serviceAreas,
      wb,
      waitlist,
      school: locations,
      stale: sessionNeedsTouch(),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(documents, eq(documents.userId, users.id))
    .leftJoin(serviceAreas, eq(serviceAreas.id, users.serviceAreaId))
    .leftJoin(wb, eq(wb.id, users.wbId))
    .leftJoin(waitlist, eq(waitlist.id, users.waitlistWbId))
    .leftJoin(locations, eq(locations.id, users.schoolId))
    .where(and(eq(sessions.id, sql.placeholder('id')), liveSession()))
    .prepare('session_row');
}

/**
 * Everything the session call returns for a valid session, in one prepared query: the most frequent call
 * of the portal checks the session and reads the person in a single round trip.
 */
export async function findSessionRow(db: Db, sessionId: string) {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = sessionRowQuery(db)));
  const [row] = await query.execute({ id: sessionId });
  return row ?? null;
}

export async function touchLastSeen(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ lastSeenAt: new Date() }).where(eq(users.id, userId));
}

/** Keeps a person's language; answers the stored one. */
export async function updateLocale(db: Db, userId: string, locale: Locale): Promise<Locale> {
  const [row] = await db
    .update(users)
    .set({ locale, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ locale: users.locale });
  return row?.locale ?? locale;
}
