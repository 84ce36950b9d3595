import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { RideReason, RideState } from '@shared/domain/rides.js';
import type { Tx, Conn } from '@server/db/client.js';
import {
  locations,
  personColumns,
  preferredLocations,
  rideLocationRequests,
  tickets,
  trips,
  uberAccessRequests,
  users,
  workforceBoards,
} from '@server/db/schema/index.js';
import { QUEUE_LIST_SIZE } from '@shared/domain/staff-counts.js';

export type TripRow = typeof trips.$inferSelect;
export type LocationRow = typeof locations.$inferSelect;

/** Ride states in which a car is ordered and the ride is not over. */
const LIVE_STATES: RideState[] = ['ordering', 'processing', 'accepted', 'arriving', 'in_progress'];

export async function findStudent(db: Conn, userId: string) {
  const [row] = await db
    .select({
      ...personColumns,
      status: users.status,
      uberAccessEnabled: users.uberAccessEnabled,
      address: users.address,
      city: users.city,
      state: users.state,
      zipcode: users.zipcode,
      latitude: users.latitude,
      longitude: users.longitude,
      schoolId: users.schoolId,
      boardId: workforceBoards.id,
      boardSlug: workforceBoards.slug,
      boardLink: workforceBoards.link,
    })
    .from(users)
    .leftJoin(workforceBoards, eq(workforceBoards.id, users.wbId))
    .where(eq(users.id, userId));
  return row ?? null;
}
export type Student = NonNullable<Awaited<ReturnType<typeof findStudent>>>;

/** Serialises a student's ride orders: held until the transaction ends. */
export async function lockStudent(tx: Tx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function setUberAccess(tx: Tx, userId: string, enabled: boolean) {
  const [before] = await tx
    .select({ enabled: users.uberAccessEnabled })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  await tx
    .update(users)
    .set({ uberAccessEnabled: enabled, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return before?.enabled ?? false;
}

// Places ---------------------------------------------------------------------------------------------

export async function findLocation(db: Conn, id: string) {
  const [row] = await db.select().from(locations).where(eq(locations.id, id));
  return row ?? null;
}

/**
 * The offices of a work board: workforceBoard places made for it in the console (decision 041), and those
 * from content whose slug starts with the board's slug (content/locations names them so, e.g. wb-chicago-loop
 * for wb-chicago).
 */
export async function boardLocations(db: Conn, board: { id: string; slug: string }) {
  return db
    .select()
    .from(locations)
    .where(
      and(
        eq(locations.type, 'workforceBoard'),
        or(
          eq(locations.boardId, board.id),
          and(
            isNull(locations.boardId),
            sql`${locations.slug} like ${`${board.slug.replace(/[\\%_]/g, '\\$&')}-%`}`,
          ),
        ),
      ),
    )
    .orderBy(asc(locations.name));
}

/** Places of some types, nearest to a point first (flat-earth distance is enough to order a city's places). */
export async function nearestOfTypes(
  db: Conn,
  types: string[],
  origin: { latitude: number; longitude: number } | null,
  limit: number,
) {
  const query = db.select().from(locations).where(inArray(locations.type, types)).$dynamic();
  if (!origin) return query.orderBy(asc(locations.name)).limit(limit);
  const cos = Math.cos((origin.latitude * Math.PI) / 180);
  return query
    .orderBy(
      sql`power(${locations.latitude} - ${origin.latitude}, 2) + power((${locations.longitude} - ${origin.longitude}) * ${cos}, 2)`,
    )
    .limit(limit);
}

export async function preferredIds(db: Conn, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: preferredLocations.locationId })
    .from(preferredLocations)
    .where(eq(preferredLocations.userId, userId));
  return new Set(rows.map((r) => r.id));
}

// Access requests ------------------------------------------------------------------------------------

export async function latestAccessRequest(db: Conn, userId: string) {
  const [row] = await db
    .select()
    .from(uberAccessRequests)
    .where(eq(uberAccessRequests.userId, userId))
    .orderBy(desc(uberAccessRequests.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * One open request per student (a partial unique index); null when one is already open. `justification`
 * is why the student asks for Uber access (kept in the `reason` column).
 */
export async function insertAccessRequest(tx: Tx, userId: string, justification: string) {
  const [row] = await tx
    .insert(uberAccessRequests)
    .values({ userId, reason: justification })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function findAccessRequest(db: Conn, id: string) {
  const [row] = await db.select().from(uberAccessRequests).where(eq(uberAccessRequests.id, id));
  return row ?? null;
}

export async function decideAccessRequest(
  tx: Tx,
  id: string,
  change: { status: 'enabled' | 'declined'; decidedBy: string; declineReason: string | null },
) {
  const [row] = await tx
    .update(uberAccessRequests)
    .set({ ...change, decidedAt: new Date() })
    .where(and(eq(uberAccessRequests.id, id), eq(uberAccessRequests.status, 'open')))
    .returning();
  return row ?? null;
}

// Location requests ----------------------------------------------------------------------------------

export async function locationRequestsOf(db: Conn, userId: string) {
  return db
    .select()
    .from(rideLocationRequests)
    .where(eq(rideLocationRequests.userId, userId))
    .orderBy(desc(rideLocationRequests.createdAt))
    .limit(50);
}

export async function insertLocationRequest(tx: Tx, row: typeof rideLocationRequests.$inferInsert) {
  const [inserted] = await tx.insert(rideLocationRequests).values(row).returning();
  return inserted!;
}

export async function approvedPlaces(db: Conn, userId: string) {
  return db
    .select()
    .from(rideLocationRequests)
    .where(and(eq(rideLocationRequests.userId, userId), eq(rideLocationRequests.status, 'approved')))
    .orderBy(asc(rideLocationRequests.name));
}

export async function findLocationRequest(db: Conn, id: string) {
  const [row] = await db.select().from(rideLocationRequests).where(eq(rideLocationRequests.id, id));
  return row ?? null;
}

export async function decideLocationRequest(
  tx: Tx,
  id: string,
  change: { status: 'approved' | 'declined'; decidedBy: string; declineReason: string | null },
) {
  const [row] = await tx
    .update(rideLocationRequests)
    .set({ ...change, decidedAt: new Date() })
    .where(and(eq(rideLocationRequests.id, id), eq(rideLocationRequests.status, 'open')))
    .returning();
  return row ?? null;
}

// Trips ----------------------------------------------------------------------------------------------

export async function findTrip(db: Conn, id: string) {
  const [row] = await db.select().from(trips).where(eq(trips.id, id));
  return row ?? null;
}

export async function findTripByKey(db: Conn, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(trips)
    .where(and(eq(trips.userId, userId), eq(trips.idempotencyKey, key)));
  return row ?? null;
}

/** The student's Flexible ride request still waiting for a coach, if any (at most one). */
export async function waitingTrip(db: Conn, userId: string) {
  const [row] = await db
    .select()
    .from(trips)
    .where(and(eq(trips.userId, userId), eq(trips.status, 'NEEDS_APPROVAL')));
  return row ?? null;
}

export async function findTripByRun(db: Conn, userId: string, runId: string) {
  const [row] = await db
    .select()
    .from(trips)
    .where(and(eq(trips.userId, userId), eq(trips.runId, runId)));
  return row ?? null;
}

/** Inserts once per (student, idempotency key); null when that key was already used. */
export async function insertTrip(tx: Tx, row: typeof trips.$inferInsert) {
  const [inserted] = await tx
    .insert(trips)
    .values(row)
    .onConflictDoNothing({ target: [trips.userId, trips.idempotencyKey] })
    .returning();
  return inserted ?? null;
}

export async function updateTrip(db: Conn, id: string, change: Partial<typeof trips.$inferInsert>) {
  const [row] = await db
    .update(trips)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(trips.id, id))
    .returning();
  return row ?? null;
}

/** Moves a trip from one status to another once; null when it was not in `from` any more. */
export async function transitionTrip(
  tx: Tx,
  id: string,
  from: TripRow['status'],
  change: Partial<typeof trips.$inferInsert>,
) {
  const [row] = await tx
    .update(trips)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(trips.id, id), eq(trips.status, from)))
    .returning();
  return row ?? null;
}

export async function deleteTrip(db: Conn, id: string) {
  await db.delete(trips).where(eq(trips.id, id));
}

/** A student's rides of every status, newest first. */
export async function tripsOf(db: Conn, userId: string) {
  return db.select().from(trips).where(eq(trips.userId, userId)).orderBy(desc(trips.createdAt)).limit(50);
}

export async function liveTrips(db: Conn, userId: string) {
  return db
    .select()
    .from(trips)
    .where(and(eq(trips.userId, userId), eq(trips.status, 'APPROVED'), inArray(trips.rideState, LIVE_STATES)))
    .orderBy(desc(trips.createdAt));
}

export async function completedTrips(db: Conn, userId: string) {
  return db
    .select()
    .from(trips)
    .where(and(eq(trips.userId, userId), eq(trips.rideState, 'completed')))
    .orderBy(desc(trips.completedAt))
    .limit(100);
}

export async function completedCounts(db: Conn, userId: string) {
  const rows = await db
    .select({ rideReason: trips.rideReason, n: sql<number>`count(*)::int` })
    .from(trips)
    .where(and(eq(trips.userId, userId), eq(trips.rideState, 'completed')))
    .groupBy(trips.rideReason);
  return Object.fromEntries(rows.map((r) => [r.rideReason, Number(r.n)])) as Partial<
    Record<RideReason, number>
  >;
}

export async function spendingCents(db: Conn, userId: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${trips.fareCents}), 0)::int` })
    .from(trips)
    .where(and(eq(trips.userId, userId), eq(trips.rideState, 'completed'), isNotNull(trips.fareCents)));
  return Number(row?.cents ?? 0);
}

// Staff queue ----------------------------------------------------------------------------------------

const studentCols = {
  studentId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

export async function openAccessRequests(db: Conn) {
  return db
    .select({ request: uberAccessRequests, ...studentCols })
    .from(uberAccessRequests)
    .innerJoin(users, eq(users.id, uberAccessRequests.userId))
    .where(eq(uberAccessRequests.status, 'open'))
    .orderBy(asc(uberAccessRequests.createdAt))
    .limit(QUEUE_LIST_SIZE);
}

export async function openLocationRequests(db: Conn) {
  return db
    .select({ request: rideLocationRequests, ...studentCols })
    .from(rideLocationRequests)
    .innerJoin(users, eq(users.id, rideLocationRequests.userId))
    .where(eq(rideLocationRequests.status, 'open'))
    .orderBy(asc(rideLocationRequests.createdAt))
    .limit(QUEUE_LIST_SIZE);
}

export async function tripsNeedingApproval(db: Conn) {
  return db
    .select({ trip: trips, ...studentCols })
    .from(trips)
    .innerJoin(users, eq(users.id, trips.userId))
    .where(eq(trips.status, 'NEEDS_APPROVAL'))
    .orderBy(asc(trips.createdAt))
    .limit(QUEUE_LIST_SIZE);
}

// Tickets --------------------------------------------------------------------------------------------

/** A help-desk ticket whose id is the caller's idempotency key; false when that key was used before. */
export async function insertTicketOnce(tx: Tx, row: typeof tickets.$inferInsert & { id: string }) {
  const inserted = await tx.insert(tickets).values(row).onConflictDoNothing().returning({ id: tickets.id });
  if (inserted.length) return { created: true, owner: row.userId ?? null };
  const [existing] = await tx.select({ userId: tickets.userId }).from(tickets).where(eq(tickets.id, row.id));
  return { created: false, owner: existing?.userId ?? null };
}

/** Where a student is told of a decision: their e-mail, phone and the channels they opted out of. */
export async function findContact(tx: Tx, userId: string) {
  const [row] = await tx
    .select({
      email: users.email,
      phone: users.phone,
      optedOut: users.hasOptedOutOfSms,
      noEmail: users.hasOptedOutOfEmail,
      locale: users.locale,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
