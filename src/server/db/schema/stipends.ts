import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './account.js';

/** One weekly stipend request (spec 001 §3 "Stipend request"), at most one per student and week. */
export const stipendRequests = pgTable(
  'stipend_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    week: integer('week').notNull(),
    email: text('email').notNull(),
    attendance: text('attendance', { enum: ['full', 'partial', 'none'] }).notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: ['requested', 'approved', 'paid', 'declined'] })
      .notNull()
      .default('requested'),
    amountCents: integer('amount_cents'),
    declineReason: text('decline_reason'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  setBy: uuid('set_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
