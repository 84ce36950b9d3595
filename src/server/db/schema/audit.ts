import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './account.js';

/** Every staff decision about a student (who, what, when), kept for review and never edited. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    /** A dotted verb such as `documents.approve`. */
    action: text('action').notNull(),
    subjectUserId: uuid('subject_user_id').references(() => users.id, { onDelete: 'cascade' }),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_subject_idx').on(table.subjectUserId, table.createdAt),
    index('audit_log_created_idx').on(table.createdAt),
  ],
);
