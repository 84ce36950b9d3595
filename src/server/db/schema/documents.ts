import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz, id, createdAt } from './columns.js';
import { student, studentKey, byUser } from './user-columns.js';

const status = (name: string) =>
  text(name, { enum: ['incomplete', 'pending', 'complete'] })
    .notNull()
    .default('incomplete');

/** One row per student: the review state of each document the program needs. */
export const documents = pgTable('documents', {
  userId: studentKey(),
  birthCertificateStatus: status('birth_certificate_status'),
  socialSecurityCardStatus: status('social_security_card_status'),
  proofOfResidenceStatus: status('proof_of_residence_status'),
  driversLicenseStatus: status('drivers_license_status'),
  dotPhysicalStatus: status('dot_physical_status'),
  clpStatus: status('clp_status'),
  cdlaStatus: status('cdla_status'),
  endorsementDoublesTriplesStatus: status('endorsement_doubles_triples_status'),
  endorsementHazmatStatus: status('endorsement_hazmat_status'),
  endorsementTankersStatus: status('endorsement_tankers_status'),
  endorsementTwicStatus: status('endorsement_twic_status'),
  fwAgreementStatus: status('fw_agreement_status'),
  irsFormStatus: status('irs_form_status'),
  idDocsStatus: text('id_docs_status', { enum: ['incomplete', 'pending', 'complete'] }),
  wbReverseReferralOptIn: boolean('wb_reverse_referral_opt_in').notNull().default(false),
});

/**
 * One stored file a student sent. The bytes live encrypted in object storage under `objectKey`; a photo
 * of a document carries its review (pending → approved or rejected) here, and who decided it.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    userId: student(),
    folder: text('folder').notNull(),
    objectKey: text('object_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    eTag: text('e_tag').notNull(),
    /** A recording's length in milliseconds (measured, or reported and checked against its size). */
    durationMs: integer('duration_ms'),
    /** The client's Idempotency-Key, so a retried upload answers the first one's result. */
    idempotencyKey: uuid('idempotency_key'),
    review: text('review', { enum: ['pending', 'approved', 'rejected'] }),
    reviewReason: text('review_reason'),
    reviewedBy: byUser('reviewed_by'),
    reviewedAt: timestamptz('reviewed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('uploads_idempotency_key_idx').on(table.userId, table.idempotencyKey),
    index('uploads_user_folder_idx').on(table.userId, table.folder, table.createdAt),
    index('uploads_review_idx').on(table.review, table.createdAt),
  ],
);
