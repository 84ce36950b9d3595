import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { users } from './account.js';

/** A student's booking of a scheduled class or call (spec 000 §3 "Attendance"). One active per class. */
export const attendances = pgTable(
  'attendances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    callType: text('call_type').notNull().default('zoom'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    location: text('location'),
    joinUrl: text('join_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('attendances_active_uq')
      .on(table.userId, table.name)
      .where(sql`${table.cancelledAt} is null`),
    index('attendances_user_idx').on(table.userId),
  ],
);
