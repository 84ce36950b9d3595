import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, uuid, index, primaryKey } from 'drizzle-orm/pg-core';
import type { Completes } from '../../../shared/domain/progress.js';
import { users } from './account.js';
import { timestamptz, id, createdAt } from './columns.js';
import { student } from './user-columns.js';

/** The checklist items of each stage screen, loaded from content/program-steps. */
export const programSteps = pgTable(
  'program_steps',
  {
    id: id(),
    screen: text('screen').notNull(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    type: text('type').notNull(),
    step: integer('step').notNull(),
    order: integer('order').notNull(),
    section: text('section'),
    subtext: text('subtext'),
    cta: text('cta'),
    conditions: jsonb('conditions').$type<Record<string, unknown>>(),
    /** How the step completes: by the student, or by which server event (shared/domain/progress.ts). */
    completes: jsonb('completes')
      .$type<Completes>()
      .notNull()
      .default(sql`'"view"'::jsonb`),
    /** Shown and counted, never blocking the next step (pre-trip study). */
    recommended: boolean('recommended').notNull().default(false),
  },
  (table) => [index('program_steps_screen_idx').on(table.screen, table.order)],
);

/** Checklist items a student has done, by path string. */
export const completions = pgTable(
  'completions',
  {
    userId: student(),
    url: text('url').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.url] })],
);

/**
 * Every move of a student's status, written in the same transaction as the move by the one function that
 * moves it (progress/status.repo.ts). `byId` is who moved it (the student, or a staff member). Recorded from migration 0046 on (decision 051).
 */
export const statusChanges = pgTable(
  'status_changes',
  {
    id: id(),
    userId: student(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    at: timestamptz('at').notNull().defaultNow(),
    byId: uuid('by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Which path moved it (`StatusPath`); staff corrections also carry their `reason`. */
    path: text('path').notNull(),
    reason: text('reason'),
  },
  (table) => [
    index('status_changes_user_idx').on(table.userId, table.at),
    index('status_changes_to_idx').on(table.toStatus, table.at),
  ],
);
