import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './account.js';

const status = (name: string) =>
  text(name, { enum: ['incomplete', 'pending', 'complete'] })
    .notNull()
    .default('incomplete');

/** One row per student: the review state of each document the program needs. */
export const documents = pgTable('documents', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
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
