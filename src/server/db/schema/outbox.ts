import { integer, pgTable, text, uuid, index, jsonb } from 'drizzle-orm/pg-core';
import { timestamptz, id, createdAt } from './columns.js';

/**
 * Messages the portal has decided to send. A row is written in the same transaction as the change that
 * causes it, with a delivery job; the job moves it to `sent` exactly once.
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    /** Blanked once sent: a sign-in code or signing link must not outlive its delivery. */
    text: text('text').notNull(),
    /** SHA-256 (hex) of subject and text as sent, so support can confirm what a person received. */
    textSha256: text('text_sha256'),
    kind: text('kind').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (table) => [index('messages_status_idx').on(table.status, table.createdAt)],
);

/** What the local e-mail and SMS adapters "sent": the dev mailbox reads it. Keyed by message, so never twice. */
export const devOutbox = pgTable('dev_outbox', {
  messageId: uuid('message_id').primaryKey(),
  channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
  to: text('to').notNull(),
  subject: text('subject'),
  text: text('text').notNull(),
  createdAt: createdAt(),
});

/** Help-desk tickets raised by students; the help-desk job pushes them to the help desk port. */
export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    userId: uuid('user_id'),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    groupId: text('group_id').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    status: text('status', { enum: ['queued', 'open', 'closed'] })
      .notNull()
      .default('queued'),
    externalId: text('external_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('tickets_user_idx').on(table.userId),
    index('tickets_status_idx').on(table.status, table.createdAt),
  ],
);

/** What the local help-desk adapter received. */
export const devHelpdesk = pgTable('dev_helpdesk', {
  ticketId: uuid('ticket_id').primaryKey(),
  payload: jsonb('payload').notNull(),
  createdAt: createdAt(),
});

/** Other side effects for outside services (chat badges, channel adds, post-program sync), run by a job. */
export const effects = pgTable('effects', {
  id: id(),
  kind: text('kind').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  status: text('status', { enum: ['queued', 'done'] })
    .notNull()
    .default('queued'),
  createdAt: createdAt(),
  doneAt: timestamptz('done_at'),
});

/** What the local chat and sync adapters received, once per effect. */
export const devEvents = pgTable('dev_events', {
  effectId: uuid('effect_id').primaryKey(),
  port: text('port').notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: createdAt(),
});
