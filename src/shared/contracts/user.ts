import { z } from 'zod';
import { contactChangeResponse, userPatchBody } from './account.js';
import type { SchemaTable } from './endpoint.js';
import { statusChangeResponse } from './program.js';
import { safeText } from './text.js';
import type * as endpoints from './user.endpoints.js';
import { statuses } from '../domain/program.js';

export const documentStatus = z.enum(['incomplete', 'pending', 'complete']);
export type DocumentStatus = z.infer<typeof documentStatus>;

export const documentsSchema = z.object({
  birthCertificateStatus: documentStatus,
  socialSecurityCardStatus: documentStatus,
  proofOfResidenceStatus: documentStatus,
  driversLicenseStatus: documentStatus,
  dotPhysicalStatus: documentStatus,
  clpStatus: documentStatus,
  cdlaStatus: documentStatus,
  endorsementDoublesTriplesStatus: documentStatus,
  endorsementHazmatStatus: documentStatus,
  endorsementTankersStatus: documentStatus,
  endorsementTWICStatus: documentStatus,
  fwAgreementStatus: documentStatus,
  irsFormStatus: documentStatus,
  idDocsStatus: documentStatus.nullable(),
  wbReverseReferralOptIn: z.boolean(),
});
export type Documents = z.infer<typeof documentsSchema>;

const named = z.object({ name: safeText(), slug: safeText() }).nullable();

/** GET /api/user/session: the signed-in person (spec 000 §3 and 001 §3 "User/session"). */
export const sessionUserSchema = z.object({
  uuid: safeText(),
  role: z.enum(['student', 'coach', 'admin']),
  email: safeText(),
  phone: safeText(),
  firstName: safeText(),
  lastName: safeText(),
  fullName: safeText(),
  status: z.enum(statuses).nullable(),
  rank: z.number().int().nullable(),
  slackId: safeText().nullable(),
  uberAccessEnabled: z.boolean(),
  address: safeText().nullable(),
  city: safeText().nullable(),
  state: safeText().nullable(),
  zipcode: safeText().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  serviceArea: z.object({ uuid: safeText(), name: safeText() }).nullable(),
  wb: named,
  waitlistWFB: named,
  userWfb: z.object({ workforceBoard: safeText(), workforceFundingStatus: safeText().nullable() }).nullable(),
  grads: z.object({ careerServiceCoachFK: safeText().nullable() }).nullable(),
  userMetrics: z.object({
    onePageResumeCreationDate: safeText().nullable(),
    profilePhotoUploadDate: safeText().nullable(),
    inSchoolStartDate: safeText().nullable(),
  }),
  /** professionalLevel of the student's own address, null until it has been rated (spec 001 §2 step 5). */
  emailRating: z.enum(['professional', 'semi-professional', 'unprofessional']).nullable(),
  /** Path of the current profile photo, readable with GET /api/spaces?path=. */
  profilePhotoPath: safeText().nullable(),
  hasOptedOutOfEmail: z.boolean(),
  hasOptedOutOfSMS: z.boolean(),
  stipendSp: z.boolean(),
  wfp: z.boolean(),
  documents: documentsSchema.nullable(),
  /** The assigned trucking school, for 4_School students. */
  school: z
    .object({
      id: safeText(),
      name: safeText(),
      address: safeText(),
      city: safeText(),
      state: safeText(),
      zip: safeText(),
      latitude: z.number(),
      longitude: z.number(),
      hours: safeText().nullable(),
      phone: safeText().nullable(),
    })
    .nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export { userPatchBody };
/** PATCH /api/user answers a stage move or a contact change. */
export const userPatchResponse = z.union([statusChangeResponse, contactChangeResponse]);

export const userSchemas = {
  getSession: { response: sessionUserSchema },
  updateUser: { body: userPatchBody, response: userPatchResponse },
} satisfies SchemaTable<typeof endpoints>;
