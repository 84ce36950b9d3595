import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './account.js';

/** Spec 001 §3 "Document acceptance": the two school policies a student agreed to, and when. */
export const policyAcceptances = pgTable('policy_acceptances', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  attendancePolicyStatus: boolean('attendance_policy_status').notNull().default(false),
  attendanceAcceptedAt: timestamp('attendance_accepted_at', { withTimezone: true }),
  trainingPolicyStatus: boolean('training_policy_status').notNull().default(false),
  trainingAcceptedAt: timestamp('training_accepted_at', { withTimezone: true }),
});

/** A student's pre-enrollment answers (spec 001 §3) and the outcome the server decided. */
export const preEnrollments = pgTable('pre_enrollments', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
  drugTestStatus: text('drug_test_status', { enum: ['Pass', 'Fail', 'Unsure'] }).notNull(),
  outcome: text('outcome', { enum: ['onHoldFunded', 'scheduleCall', 'onHoldFollowUp'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The privacy agreement a student accepted (spec 001 §7 "PATCH document/confirmPrivacyPolicy"): when, from where, which version. */
export const privacyAcceptances = pgTable('privacy_acceptances', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  ip: text('ip').notNull(),
  /** The `updated` date of content/pages/privacy-policy.json that was shown. */
  version: text('version').notNull(),
});

/**
 * Earlier pre-enrollment answers, kept when a coach returns an on-hold student to school so that the
 * student can answer the questions again (issue 37, "no dead ends").
 */
export const preEnrollmentRounds = pgTable(
  'pre_enrollment_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    drugTestStatus: text('drug_test_status').notNull(),
    outcome: text('outcome').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
    closedBy: uuid('closed_by').references(() => users.id),
  },
  (table) => [index('pre_enrollment_rounds_user_idx').on(table.userId, table.closedAt)],
);
