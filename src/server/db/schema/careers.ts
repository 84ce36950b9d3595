import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { uploads } from './documents.js';
import { timestamptz, id, createdAt, timestamps } from './columns.js';
import { student, studentKey } from './user-columns.js';

/** A student's booking of a scheduled class or call (spec 000 §3 "Attendance"). One active per class. */
export const attendances = pgTable(
  'attendances',
  {
    id: id(),
    userId: student(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    callType: text('call_type').notNull().default('zoom'),
    startsAt: timestamptz('starts_at').notNull(),
    location: text('location'),
    joinUrl: text('join_url'),
    /** A meeting link staff entered for this one booking (https); it wins over the coach's room. */
    meetingUrl: text('meeting_url'),
    /** The booking at the booking service, with its own reschedule and cancel links. */
    email: text('email'),
    eventUri: text('event_uri'),
    inviteeUri: text('invitee_uri'),
    cancelUrl: text('cancel_url'),
    rescheduleUrl: text('reschedule_url'),
    createdAt: createdAt(),
    cancelledAt: timestamptz('cancelled_at'),
  },
  (table) => [
    uniqueIndex('attendances_active_uq')
      .on(table.userId, table.name)
      .where(sql`${table.cancelledAt} is null`),
    index('attendances_user_idx').on(table.userId),
  ],
);

/**
 * Reminders of a booking by text and e-mail, each sent by a job at its time. Moving or cancelling the
 * booking cancels the ones not yet sent; the job sends only a reminder still scheduled.
 */
export const bookingReminders = pgTable(
  'booking_reminders',
  {
    id: id(),
    attendanceId: uuid('attendance_id')
      .notNull()
      .references(() => attendances.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    offsetMinutes: integer('offset_minutes').notNull(),
    sendAt: timestamptz('send_at').notNull(),
    status: text('status', { enum: ['scheduled', 'sent', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    createdAt: createdAt(),
  },
  (table) => [index('booking_reminders_attendance_idx').on(table.attendanceId, table.status)],
);

/**
 * The local booking service's calendar (the scheduling port's local adapter): one row per invitee.
 * A one-to-one call holds its time exclusively; a retried booking with the same key finds the first.
 */
export const localBookings = pgTable(
  'local_bookings',
  {
    id: id(),
    eventId: text('event_id').notNull(),
    eventName: text('event_name').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    exclusive: boolean('exclusive').notNull(),
    key: text('key').notNull(),
    inviteeName: text('invitee_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    joinUrl: text('join_url'),
    status: text('status', { enum: ['active', 'canceled'] })
      .notNull()
      .default('active'),
    createdAt: createdAt(),
    canceledAt: timestamptz('canceled_at'),
  },
  (table) => [
    uniqueIndex('local_bookings_key_uq')
      .on(table.key)
      .where(sql`${table.status} = 'active'`),
    uniqueIndex('local_bookings_exclusive_uq')
      .on(table.eventName, table.startsAt)
      .where(sql`${table.status} = 'active' and ${table.exclusive}`),
    index('local_bookings_event_idx').on(table.eventId),
  ],
);

/** A graduate's one-page resume: the answers they gave and the resume made from them. */
export const resumes = pgTable('resumes', {
  userId: studentKey(),
  answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
  ...timestamps(),
});

/**
 * "Speak your worth": one practice answer per recording (an upload to speakYourWorthAudios), with the
 * words it rests on and the feedback it got. Unique per upload, so a retried request keeps one answer.
 */
export const speakAttempts = pgTable(
  'speak_attempts',
  {
    id: id(),
    userId: student(),
    uploadId: uuid('upload_id')
      .notNull()
      .unique()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    durationMs: integer('duration_ms').notNull(),
    words: text('words'),
    wordsSource: text('words_source', { enum: ['speech', 'typed'] }),
    feedback: jsonb('feedback').$type<Record<string, unknown>>().notNull(),
    ...timestamps(),
  },
  (table) => [index('speak_attempts_user_idx').on(table.userId, table.createdAt)],
);
