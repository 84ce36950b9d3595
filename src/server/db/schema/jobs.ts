import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz, id, timestamps, placeAddress } from './columns.js';
import { student, byStaff } from './user-columns.js';

/**
 * A job a student saved from the job board. One row per student and job (saving twice keeps one); the
 * title and company are kept so a listing that closed still reads as what it was.
 */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: student(),
    jobId: text('job_id').notNull(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    savedAt: timestamptz('saved_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.jobId] }),
    index('saved_jobs_user_saved_idx').on(t.userId, t.savedAt),
  ],
);

/**
 * An opening at one of the program's employer partners, kept by career coaches in the console (decision
 * 044). Open listings are on the job board; a closed one stays here, read-only on the board's saved list.
 */
export const jobListings = pgTable(
  'job_listings',
  {
    id: id(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    ...placeAddress(),
    weeklyPayMin: integer('weekly_pay_min').notNull(),
    weeklyPayMax: integer('weekly_pay_max').notNull(),
    centsPerMile: integer('cents_per_mile'),
    homeTime: text('home_time').notNull(),
    routeType: text('route_type').notNull(),
    equipment: text('equipment').notNull(),
    felonyFriendly: boolean('felony_friendly').notNull(),
    recordNote: text('record_note'),
    newDriversWelcome: boolean('new_drivers_welcome').notNull(),
    training: text('training'),
    summary: text('summary').notNull(),
    applyUrl: text('apply_url'),
    applyPhone: text('apply_phone'),
    applyInstructions: text('apply_instructions'),
    status: text('status').notNull().default('open'),
    createdBy: byStaff('created_by'),
    updatedBy: byStaff('updated_by'),
    ...timestamps(),
    closedAt: timestamptz('closed_at'),
  },
  (t) => [
    check('job_listings_status_check', sql`${t.status} in ('open', 'closed')`),
    check('job_listings_pay_check', sql`${t.weeklyPayMin} <= ${t.weeklyPayMax}`),
    check(
      'job_listings_apply_check',
      sql`coalesce(${t.applyUrl}, ${t.applyPhone}, ${t.applyInstructions}) is not null`,
    ),
    index('job_listings_status_created_idx').on(t.status, t.createdAt),
  ],
);
