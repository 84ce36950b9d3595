import { integer, pgTable, primaryKey, text, index } from 'drizzle-orm/pg-core';
import { timestamptz, createdAt } from './columns.js';

/**
 * Request counters of the per-IP and per-route rate limits, shared by every portal instance on the
 * database. One row per limit key; a window that has passed starts again at 1.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamptz('reset_at').notNull(),
  },
  (table) => [index('rate_limits_reset_idx').on(table.resetAt)],
);

/**
 * The first answer to a POST that carried an Idempotency-Key, per person, key and route, so a retry or a
 * double tap gets the same answer instead of a second record. `status` is null while the first is running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    /** SHA-256 of the request body, so a key reused for a different request is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: createdAt(),
    lockedAt: timestamptz('locked_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key, table.route] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);
