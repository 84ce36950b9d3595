import { inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { StaffCounts } from '@shared/contracts/staff.js';
import type { StaffCountKey } from '@shared/domain/staff-counts.js';
import type { Db } from '@server/db/client.js';
import {
  payouts,
  rideLocationRequests,
  stipendRequests,
  studentTexts,
  tickets,
  trips,
  uberAccessRequests,
  uploads,
} from '@server/db/schema/index.js';

const countWhere = (table: PgTable, where: SQL) => sql`(select count(*) from ${table} where ${where})`;

/**
 * One counting expression per staff queue, each the same condition its queue page lists by: a count
 * here always matches the rows a coach sees there. A new queue is one more entry.
 */
const counters: Record<StaffCountKey, SQL> = {
  documents: countWhere(uploads, sql`${uploads.review} = 'pending'`),
  // The rides page decides Uber access requests, places to ride to and Flexible rides.
  rides: sql`${countWhere(uberAccessRequests, sql`${uberAccessRequests.status} = 'open'`)}
    + ${countWhere(rideLocationRequests, sql`${rideLocationRequests.status} = 'open'`)}
    + ${countWhere(trips, sql`${trips.status} = 'NEEDS_APPROVAL'`)}`,
  // Requested ones wait for approval, approved ones for payment: the stipends page lists both.
  stipends: countWhere(stipendRequests, inArray(stipendRequests.status, ['requested', 'approved'])),
  payouts: countWhere(payouts, sql`${payouts.status} = 'pending'`),
  tickets: countWhere(tickets, ne(tickets.status, 'closed')),
  // Texts from students no coach has answered or marked handled (the replies page).
  replies: countWhere(
    studentTexts,
    sql`${studentTexts.direction} = 'in' and ${studentTexts.handledAt} is null`,
  ),
};

/** Every queue's count in one statement, whatever the number of queues or items. */
export async function countQueues(db: Db): Promise<StaffCounts> {
  const fields = Object.fromEntries(
    Object.entries(counters).map(([key, expr]) => [key, sql<number>`${expr}`.mapWith(Number)]),
  ) as Record<StaffCountKey, SQL<number>>;
  const [row] = await db.select(fields).from(sql`(select 1) as one`);
  return row as StaffCounts;
}
