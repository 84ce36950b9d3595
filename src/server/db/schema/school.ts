import { boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz, id, createdAt } from './columns.js';
import { student, studentKey, byUser } from './user-columns.js';

/** Spec 001 §3 "Document acceptance": the two school policies a student agreed to, and when. */
export const policyAcceptances = pgTable('policy_acceptances', {
  userId: studentKey(),
  attendancePolicyStatus: boolean('attendance_policy_status').notNull().default(false),
  attendanceAcceptedAt: timestamptz('attendance_accepted_at'),
  trainingPolicyStatus: boolean('training_policy_status').notNull().default(false),
  trainingAcceptedAt: timestamptz('training_accepted_at'),
});

/** A student's pre-enrollment answers (spec 001 §3) and the outcome the server decided. */
export const preEnrollments = pgTable('pre_enrollments', {
  userId: studentKey(),
  answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
  drugTestStatus: text('drug_test_status', { enum: ['Pass', 'Fail', 'Unsure'] }).notNull(),
  outcome: text('outcome', { enum: ['onHoldFunded', 'scheduleCall', 'onHoldFollowUp'] }).notNull(),
  createdAt: createdAt(),
});

/** The privacy agreement a student accepted (spec 001 §7 "PATCH document/confirmPrivacyPolicy"): when, from where, which version. */
export const privacyAcceptances = pgTable('privacy_acceptances', {
  userId: studentKey(),
  acceptedAt: timestamptz('accepted_at').notNull().defaultNow(),
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
    id: id(),
    userId: student(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    drugTestStatus: text('drug_test_status').notNull(),
    outcome: text('outcome').notNull(),
    answeredAt: timestamptz('answered_at').notNull(),
    closedAt: timestamptz('closed_at').notNull().defaultNow(),
    closedBy: byUser('closed_by'),
  },
  (table) => [index('pre_enrollment_rounds_user_idx').on(table.userId, table.closedAt)],
);
