import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './account.js';
import { id, createdAt } from './columns.js';
import { byStaff } from './user-columns.js';

/** Every staff decision about a student (who, what, when), kept for review and never edited. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: byStaff('actor_id'),
    /** A dotted verb such as `documents.approve`. */
    action: text('action').notNull(),
    subjectUserId: uuid('subject_user_id').references(() => users.id, { onDelete: 'cascade' }),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_subject_idx').on(table.subjectUserId, table.createdAt),
    index('audit_log_created_idx').on(table.createdAt),
  ],
);
