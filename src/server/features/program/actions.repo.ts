import { and, desc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import { rideStates, isRideOver } from '@shared/domain/rides.js';
import type { Db } from '@server/db/client.js';
import { attendances, stipendRequests, trips, uploads, users } from '@server/db/schema/index.js';

/** The records "Action needed" is computed from; read only, one student at a time. */

const LIVE_STATES = rideStates.filter((s) => !isRideOver(s));

export async function findStudent(db: Db, userId: string) {
  const [row] = await db
    .select({ status: users.status, stipendSp: users.stipendSp, inSchoolStartDate: users.inSchoolStartDate })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Every upload of these folders, newest first: the first of each folder is where it stands. */
export async function uploadsNewestFirst(db: Db, userId: string, folders: string[]) {
  return db
    .select({
      folder: uploads.folder,
      review: uploads.review,
      reviewReason: uploads.reviewReason,
      reviewedAt: uploads.reviewedAt,
      createdAt: uploads.createdAt,
    })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.folder, folders)))
    .orderBy(desc(uploads.createdAt));
}

export async function requestedStipendWeeks(db: Db, userId: string): Promise<number[]> {
  const rows = await db
    .select({ week: stipendRequests.week })
    .from(stipendRequests)
    .where(eq(stipendRequests.userId, userId));
  return rows.map((r) => r.week);
}

export async function ridesUnderWay(db: Db, userId: string) {
  return db
    .select({ id: trips.id, dropoffName: trips.dropoffName, rideState: trips.rideState })
    .from(trips)
    .where(and(eq(trips.userId, userId), eq(trips.status, 'APPROVED'), inArray(trips.rideState, LIVE_STATES)))
    .orderBy(desc(trips.createdAt));
}

export async function bookingsBetween(db: Db, userId: string, from: Date, to: Date) {
  return db
    .select({ name: attendances.name, startsAt: attendances.startsAt, joinUrl: attendances.joinUrl })
    .from(attendances)
    .where(
      and(
        eq(attendances.userId, userId),
        isNull(attendances.cancelledAt),
        gt(attendances.startsAt, from),
        lt(attendances.startsAt, to),
      ),
    )
    .orderBy(attendances.startsAt);
}
