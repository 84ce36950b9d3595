import { and, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Conn } from '@server/db/client.js';
import { countWhere, toDate, type StudentScope } from '@server/db/per-student.js';
import { rideLocationRequests, trips, uberAccessRequests } from '@server/db/schema/index.js';

/* Rides as the staff console reads them (handed to it by the composition root). */

/** Per student: rides waiting for a coach (open requests and Flexible rides), and the oldest's time. */
export function decisionsPerStudent(db: Conn, only: StudentScope) {
  // One row per open request or Flexible ride, counted per student.
  const decisions = unionAll(
    db
      .select({ userId: uberAccessRequests.userId, createdAt: uberAccessRequests.createdAt })
      .from(uberAccessRequests)
      .where(and(eq(uberAccessRequests.status, 'open'), only(uberAccessRequests.userId))),
    db
      .select({ userId: rideLocationRequests.userId, createdAt: rideLocationRequests.createdAt })
      .from(rideLocationRequests)
      .where(and(eq(rideLocationRequests.status, 'open'), only(rideLocationRequests.userId))),
    db
      .select({ userId: trips.userId, createdAt: trips.createdAt })
      .from(trips)
      .where(and(eq(trips.status, 'NEEDS_APPROVAL'), only(trips.userId))),
  ).as('decisions');
  return db
    .select({
      studentId: decisions.userId,
      open: sql<number>`count(*)`.mapWith(Number).as('ride_decisions'),
      since: sql<Date | null>`min(${decisions.createdAt})`.mapWith(toDate).as('rides_since'),
    })
    .from(decisions)
    .groupBy(decisions.userId)
    .as('rides');
}

/** The rides page's count: Uber access requests, places to ride to and Flexible rides waiting. */
export const waitingDecisionCount = sql`${countWhere(uberAccessRequests, sql`${uberAccessRequests.status} = 'open'`)}
    + ${countWhere(rideLocationRequests, sql`${rideLocationRequests.status} = 'open'`)}
    + ${countWhere(trips, sql`${trips.status} = 'NEEDS_APPROVAL'`)}`;

/** The student's rides, each with its reason and status. */
export function tripsOf(db: Conn, studentId: string) {
  return db
    .select({ id: trips.id, reason: trips.rideReason, status: trips.status, at: trips.createdAt })
    .from(trips)
    .where(eq(trips.userId, studentId))
    .as('trip_events');
}
