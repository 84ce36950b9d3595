import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './account.js';

/** One signing request of the program agreement: its single-use link and, once signed, the evidence. */
export const agreements = pgTable(
  'agreements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the link's token; the token itself only travels in the e-mail. */
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status', { enum: ['sent', 'signed'] })
      .notNull()
      .default('sent'),
    version: text('version').notNull(),
    documentSha256: text('document_sha256').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** Signer, time, IP, user agent and method, as printed on the certificate. */
    evidence: jsonb('evidence').$type<Record<string, string>>(),
    objectKey: text('object_key'),
    /** The e-signature provider's request id (the local adapter's in portal mode), once the send ran. */
    externalId: text('external_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('agreements_user_idx').on(table.userId, table.createdAt)],
);
