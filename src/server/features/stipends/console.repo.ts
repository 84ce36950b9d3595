import { inArray, max, sql } from 'drizzle-orm';
import type { Conn } from '@server/db/client.js';
import { countIf, countWhere, oldestIf, type StudentScope } from '@server/db/per-student.js';
import { stipendRequests } from '@server/db/schema/index.js';

/* Stipend requests as the staff console reads them (handed to it by the composition root). */

const requested = sql`${stipendRequests.status} = 'requested'`;

/** Per student: their last request, and the requests waiting for approval and since when. */
export function requestsPerStudent(db: Conn, only: StudentScope) {
  return db
    .select({
      studentId: stipendRequests.userId,
      at: max(stipendRequests.createdAt).as('asked_at'),
      requested: countIf(requested).as('requested'),
      requestedSince: oldestIf(stipendRequests.createdAt, requested).as('requested_since'),
    })
    .from(stipendRequests)
    .where(only(stipendRequests.userId))
    .groupBy(stipendRequests.userId)
    .as('asked');
}

/** The stipends queue's count: requested ones wait for approval, approved ones for payment. */
export const waitingRequestCount = countWhere(
  stipendRequests,
  inArray(stipendRequests.status, ['requested', 'approved']),
);
