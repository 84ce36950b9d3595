import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz, id, createdAt } from './columns.js';
import { student } from './user-columns.js';

/** One signing request of the program agreement: its single-use link and, once signed, the evidence. */
export const agreements = pgTable(
  'agreements',
  {
    id: id(),
    userId: student(),
    /** SHA-256 of the link's token; the token itself only travels in the e-mail. */
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status', { enum: ['sent', 'signed'] })
      .notNull()
      .default('sent'),
    version: text('version').notNull(),
    documentSha256: text('document_sha256').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    signedAt: timestamptz('signed_at'),
    /** Signer, time, IP, user agent and method, as printed on the certificate. */
    evidence: jsonb('evidence').$type<Record<string, string>>(),
    objectKey: text('object_key'),
    /** The e-signature provider's request id (the local adapter's in portal mode), once the send ran. */
    externalId: text('external_id').unique(),
    createdAt: createdAt(),
  },
  (table) => [index('agreements_user_idx').on(table.userId, table.createdAt)],
);
