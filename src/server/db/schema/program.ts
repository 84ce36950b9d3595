import { integer, jsonb, pgTable, text, timestamp, uuid, index, primaryKey } from 'drizzle-orm/pg-core';
import { users } from './account.js';

/** The checklist items of each stage screen, loaded from content/program-steps. */
export const programSteps = pgTable(
  'program_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
  },
  (table) => [index('program_steps_screen_idx').on(table.screen, table.order)],
);

/** Checklist items a student has done, by path string. */
export const completions = pgTable(
  'completions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.url] })],
);
