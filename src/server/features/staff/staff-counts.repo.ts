import { sql, type SQL } from 'drizzle-orm';
import type { StaffCounts } from '@shared/contracts/staff.js';
import type { StaffCountKey } from '@shared/domain/staff-counts.js';
import type { Db } from '@server/db/client.js';
import { countWhere } from '@server/db/per-student.js';
import { studentTexts } from '@server/db/schema/index.js';
import type { OtherAreas } from './other-areas.js';

type QueueSources = Pick<OtherAreas, 'documents' | 'rides' | 'stipends' | 'payouts' | 'tickets'>;

/**
 * One counting expression per staff queue, each the same condition its queue page lists by (the other
 * areas' counts come from those areas, beside their lists): a count here always matches the rows a coach
 * sees there. A new queue is one more entry.
 */
const countersOf = (areas: QueueSources): Record<StaffCountKey, SQL> => ({
  documents: areas.documents.pendingCount,
  rides: areas.rides.waitingCount,
  stipends: areas.stipends.waitingCount,
  payouts: areas.payouts.pendingCount,
  tickets: areas.tickets.openCount,
  // Texts from students no coach has answered or marked handled (the replies page).
  replies: countWhere(
    studentTexts,
    sql`${studentTexts.direction} = 'in' and ${studentTexts.handledAt} is null`,
  ),
});

/** Every queue's count in one statement, whatever the number of queues or items. */
export async function countQueues(db: Db, areas: QueueSources): Promise<StaffCounts> {
  const fields = Object.fromEntries(
    Object.entries(countersOf(areas)).map(([key, expr]) => [key, sql<number>`${expr}`.mapWith(Number)]),
  ) as Record<StaffCountKey, SQL<number>>;
  const [row] = await db.select(fields).from(sql`(select 1) as one`);
  return row as StaffCounts;
}
