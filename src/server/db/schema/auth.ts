import { integer, pgTable, primaryKey, text, index } from 'drizzle-orm/pg-core';
import { timestamptz, id, createdAt } from './columns.js';
import { student, studentKey } from './user-columns.js';

/** A signed-in browser. `id` is the SHA-256 of the cookie value, so a leaked table cannot be replayed. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: student(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    /** The last request, to within a minute: a session idle for SESSION_IDLE_MS ends. */
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** One-time sign-in codes, stored as an HMAC, never in clear. */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: id(),
    userId: student(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
    createdAt: createdAt(),
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
    id: id(),
    keyHash: text('key_hash').notNull(),
    createdAt: createdAt(),
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
  userId: studentKey(),
  consecutive: integer('consecutive').notNull().default(0),
  lastFailureAt: timestamptz('last_failure_at').notNull(),
  lockedUntil: timestamptz('locked_until'),
});

/**
 * The same count per person and requesting client (an HMAC of its IP address): a client's own wrong codes
 * hold that client back, and only a client that has failed on this person is held by the person's count
 * above, so a stranger's guesses never stop the owner's fresh code from another address (issue 38).
 */
export const signInClientFailures = pgTable(
  'sign_in_client_failures',
  {
    userId: student(),
    clientKey: text('client_key').notNull(),
    consecutive: integer('consecutive').notNull().default(0),
    lastFailureAt: timestamptz('last_failure_at').notNull(),
    lockedUntil: timestamptz('locked_until'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.clientKey] }),
    index('sign_in_client_failures_last_idx').on(table.lastFailureAt),
  ],
);
