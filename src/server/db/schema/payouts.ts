import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz, id, createdAt } from './columns.js';
import { student, byUser } from './user-columns.js';

/**
 * A payout request (spec 000 §3 "Payout"): money the program pays back to a graduate for a reason.
 * At most one pending request per student and reason. `approvedAt` marks the payment as sent through the
 * payments port; `completed` means a coach confirmed it arrived.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    userId: student(),
    reason: text('reason', { enum: ['permit', 'TruckingSchool', 'endorsement', 'fees'] }).notNull(),
    /** Computed by the server; null when the state's fee is unknown and a coach sets it. */
    amountCents: integer('amount_cents'),
    /** The state the amount was computed for. */
    state: text('state'),
    email: text('email').notNull(),
    faFirstName: text('fa_first_name').notNull(),
    faLastName: text('fa_last_name').notNull(),
    status: text('status', { enum: ['pending', 'completed', 'returned'] })
      .notNull()
      .default('pending'),
    /** The Idempotency-Key of the request that created it: a retry with the same key is the same request. */
    idempotencyKey: text('idempotency_key'),
    approvedBy: byUser('approved_by'),
    approvedAt: timestamptz('approved_at'),
    completedBy: byUser('completed_by'),
    completedAt: timestamptz('completed_at'),
    /** Sent back by a coach before it was paid, with the reason the student reads. */
    returnReason: text('return_reason'),
    returnedBy: byUser('returned_by'),
    returnedAt: timestamptz('returned_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payouts_one_pending_uq')
      .on(table.userId, table.reason)
      .where(sql`${table.status} = 'pending'`),
    index('payouts_status_idx').on(table.status, table.createdAt),
    index('payouts_user_idx').on(table.userId),
  ],
);
