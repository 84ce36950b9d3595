import { sql } from 'drizzle-orm';
import { countWhere } from '@server/db/per-student.js';
import { payouts } from '@server/db/schema/index.js';

/** The payouts queue's count for the staff console: every payout waiting, as its list reads them. */
export const pendingPayoutCount = countWhere(payouts, sql`${payouts.status} = 'pending'`);
