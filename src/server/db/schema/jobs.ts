import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './account.js';

/**
 * A job a student saved from the job board. One row per student and job (saving twice keeps one); the
 * title and company are kept so a listing that closed still reads as what it was.
 */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: text('job_id').notNull(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
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
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    updatedBy: uuid('updated_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
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
