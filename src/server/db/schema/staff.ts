import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tickets } from './outbox.js';
import { timestamptz, id, createdAt } from './columns.js';
import { student, studentKey, byUser, byStaff } from './user-columns.js';

/** Notes staff write about a student (spec 001 §7 "Notes"); only staff read or write them. */
export const notes = pgTable(
  'notes',
  {
    id: id(),
    studentId: student('student_id'),
    type: text('type').notNull(),
    body: text('body').notNull(),
    authorId: byStaff('author_id'),
    /** The client's Idempotency-Key, so a double submit makes one note. */
    idempotencyKey: uuid('idempotency_key').unique(),
    createdAt: createdAt(),
    editedBy: byUser('edited_by'),
    editedAt: timestamptz('edited_at'),
  },
  (table) => [index('notes_student_idx').on(table.studentId, table.createdAt)],
);

/** The success coach a student is assigned to, for the caseload's coach filter. */
export const coachAssignments = pgTable(
  'coach_assignments',
  {
    studentId: studentKey('student_id'),
    coachId: byStaff('coach_id'),
    assignedAt: timestamptz('assigned_at').notNull().defaultNow(),
  },
  (table) => [index('coach_assignments_coach_idx').on(table.coachId)],
);

/** A coach's answer to a help-desk ticket: e-mailed to the student and added to the help desk as a note. */
export const ticketReplies = pgTable(
  'ticket_replies',
  {
    id: id(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: byStaff('author_id'),
    body: text('body').notNull(),
    /** The client's Idempotency-Key, so a double submit sends one answer. */
    idempotencyKey: uuid('idempotency_key').unique(),
    createdAt: createdAt(),
  },
  (table) => [index('ticket_replies_ticket_idx').on(table.ticketId, table.createdAt)],
);

/**
 * Text messages between coaches and a student: what a coach sent (delivered through the SMS port by the
 * message queue) and what the student answered (through the provider's webhook). Inbound replies stay in the
 * staff's Replies queue until a coach handles them or texts the student back.
 */
export const studentTexts = pgTable(
  'student_texts',
  {
    id: id(),
    studentId: student('student_id'),
    direction: text('direction', { enum: ['out', 'in'] }).notNull(),
    body: text('body').notNull(),
    /** The number it went to or came from (E.164). */
    phone: text('phone').notNull(),
    /** The coach who sent it; null for a reply. */
    authorId: byUser('author_id'),
    /** The client's Idempotency-Key, so a double tap sends one text. */
    idempotencyKey: uuid('idempotency_key').unique(),
    /** The provider's id of an inbound message, so a retried webhook records it once. */
    providerId: text('provider_id').unique(),
    /** `stop` or `start` when a reply was an opt-out or opt-in word. */
    keyword: text('keyword', { enum: ['stop', 'start'] }),
    handledBy: byUser('handled_by'),
    handledAt: timestamptz('handled_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('student_texts_student_idx').on(table.studentId, table.createdAt),
    index('student_texts_unhandled_idx')
      .on(table.createdAt)
      .where(sql`${table.direction} = 'in' and ${table.handledAt} is null`),
  ],
);

/**
 * What the caseload orders and filters every student by, kept so that ordering, filtering and paging run
 * in SQL. Computed by the caseload service with the checklist rules (`progressOf`), never by hand: database
 * triggers (migration 0018) mark a student's row stale, and bump its version, whenever anything it is
 * computed from changes (completions, uploads, stipend requests, tickets, rides, sign-ins, the checklist
 * flags on the user, the program steps). The service recomputes stale and missing rows before it reads, and
 * writes a result only if the version it read is still current.
 */
export const caseloadKeys = pgTable(
  'caseload_keys',
  {
    studentId: studentKey('student_id'),
    stale: boolean('stale').notNull().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    /** Checklist items before the next step; null when the student has no checklist (withdrawn). */
    remaining: integer('remaining'),
    blockedOn: text('blocked_on'),
    lastActivityAt: timestamptz('last_activity_at'),
    /** The student's names, copied by the users trigger, so each order of the caseload is one index. */
    lastName: text('last_name'),
    firstName: text('first_name'),
  },
  (table) => [
    // The order indexes are expression indexes made in migration 0037 (caseload_keys_nearest_idx,
    // caseload_keys_idle_idx, caseload_keys_name_idx).
    index('caseload_keys_blocked_on_idx').on(table.blockedOn),
    index('caseload_keys_stale_idx')
      .on(table.studentId)
      .where(sql`${table.stale}`),
  ],
);
