import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz, id, createdAt, updatedAt } from './columns.js';
import { student, studentKey, byUser } from './user-columns.js';

/** One weekly stipend request (spec 001 §3 "Stipend request"), at most one per student and week. */
export const stipendRequests = pgTable(
  'stipend_requests',
  {
    id: id(),
    userId: student(),
    week: integer('week').notNull(),
    email: text('email').notNull(),
    attendance: text('attendance', { enum: ['full', 'partial', 'none'] }).notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: ['requested', 'approved', 'paid', 'declined'] })
      .notNull()
      .default('requested'),
    amountCents: integer('amount_cents'),
    declineReason: text('decline_reason'),
    decidedBy: byUser('decided_by'),
    decidedAt: timestamptz('decided_at'),
    createdAt: createdAt(),
    /** The Idempotency-Key of the request that made it: a retry with the same key is the same request. */
    idempotencyKey: uuid('idempotency_key'),
  },
  (table) => [
    uniqueIndex('stipend_requests_user_week_idx').on(table.userId, table.week),
    uniqueIndex('stipend_requests_idempotency_key_idx').on(table.userId, table.idempotencyKey),
    index('stipend_requests_status_idx').on(table.status, table.createdAt),
  ],
);

/**
 * Where a student's stipends are paid: the address verified in pre-enrollment, changed only by a coach
 * (audited). The student cannot send another with a request.
 */
export const stipendPaymentEmails = pgTable('stipend_payment_emails', {
  userId: studentKey(),
  email: text('email').notNull(),
  setBy: byUser('set_by'),
  updatedAt: updatedAt(),
});
