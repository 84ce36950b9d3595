import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
