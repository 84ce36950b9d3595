import { text, uuid } from 'drizzle-orm/pg-core';
import { users } from './account.js';
import { timestamptz } from './columns.js';

/** The student a row belongs to (`user_id` unless named otherwise); the row goes when the student does. */
export const student = (name = 'user_id') =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** The student as the key of a table that holds one row per student. */
export const studentKey = (name = 'user_id') =>
  uuid(name)
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' });

/** The staff member (or student) who did something to the row; null until someone has. */
export const byUser = (name: string) => uuid(name).references(() => users.id);

/** The staff member who must stand behind the row: it cannot exist without them. */
export const byStaff = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id);

/** A coach's decision on a student's request: who, when, and the reason the student reads on a decline. */
export const coachDecision = () => ({
  decidedBy: byUser('decided_by'),
  decidedAt: timestamptz('decided_at'),
  /** Why a coach declined it, shown to the student. */
  declineReason: text('decline_reason'),
});
