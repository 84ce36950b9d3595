import { integer, pgTable, primaryKey, text, timestamp, uuid, index } from 'drizzle-orm/pg-core';
import { users } from './account.js';

/** A signed-in browser. `id` is the SHA-256 of the cookie value, so a leaked table cannot be replayed. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The last request, to within a minute: a session idle for SESSION_IDLE_MS ends. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** One-time sign-in codes, stored as an HMAC, never in clear. */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The client that asked for it (an HMAC of its IP): while the person is locked, only it may use the code. */
    clientKey: text('client_key'),
  },
  (table) => [index('login_codes_user_idx').on(table.userId, table.createdAt)],
);

/**
 * Every code request, known account or not, keyed by a hash of the address it was sent to.
 * Counting these (not codes) keeps the per-account limit identical for unknown addresses.
 */
export const codeRequests = pgTable(
  'code_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    keyHash: text('key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The requesting client (an HMAC of its IP): the limit per address counts each client apart. */
    clientKey: text('client_key'),
  },
  (table) => [
    index('code_requests_key_idx').on(table.keyHash, table.createdAt),
    index('code_requests_client_idx').on(table.keyHash, table.clientKey, table.createdAt),
    index('code_requests_created_idx').on(table.createdAt),
  ],
);

/**
 * Wrong sign-in codes in a row for one person, across codes (a new code does not start over). Reaching a
 * multiple of the limit locks sign-in until `locked_until`; a right code or a coach removes the row.
 */
export const signInFailures = pgTable('sign_in_failures', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  consecutive: integer('consecutive').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * The same count per person and requesting client (an HMAC of its IP address): a client's own wrong codes
 * hold that client back, and only a client that has failed on this person is held by the person's count
 * above, so a stranger's guesses never stop the owner's fresh code from another address (issue 38).
 */
export const signInClientFailures = pgTable(
  'sign_in_client_failures',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientKey: text('client_key').notNull(),
    consecutive: integer('consecutive').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.clientKey] }),
    index('sign_in_client_failures_last_idx').on(table.lastFailureAt),
  ],
);
