import { z } from 'zod';
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

const named = z.object({ name: z.string(), slug: z.string() }).nullable();

/** GET /api/user/session: the signed-in person (spec 000 §3 and 001 §3 "User/session"). */
export const sessionUserSchema = z.object({
  uuid: z.string(),
  role: z.enum(['student', 'coach', 'admin']),
  email: z.string(),
  phone: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  status: z.enum(statuses).nullable(),
  rank: z.number().int().nullable(),
  slackId: z.string().nullable(),
  uberAccessEnabled: z.boolean(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipcode: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  serviceArea: z.object({ uuid: z.string(), name: z.string() }).nullable(),
  wb: named,
  waitlistWFB: named,
  userWfb: z.object({ workforceBoard: z.string(), workforceFundingStatus: z.string().nullable() }).nullable(),
  grads: z.object({ careerServiceCoachFK: z.string().nullable() }).nullable(),
  userMetrics: z.object({
    onePageResumeCreationDate: z.string().nullable(),
    profilePhotoUploadDate: z.string().nullable(),
    inSchoolStartDate: z.string().nullable(),
  }),
  /** professionalLevel of the student's own address, null until it has been rated (spec 001 §2 step 5). */
  emailRating: z.enum(['professional', 'semi-professional', 'unprofessional']).nullable(),
  /** Path of the current profile photo, readable with GET /api/spaces?path=. */
  profilePhotoPath: z.string().nullable(),
  hasOptedOutOfEmail: z.boolean(),
  hasOptedOutOfSMS: z.boolean(),
  stipendSp: z.boolean(),
  wfp: z.boolean(),
  documents: documentsSchema.nullable(),
  /** The assigned trucking school, for 4_School students. */
  school: z
    .object({
      id: z.string(),
      name: z.string(),
      address: z.string(),
      city: z.string(),
      state: z.string(),
      zip: z.string(),
      latitude: z.number(),
      longitude: z.number(),
      hours: z.string().nullable(),
      phone: z.string().nullable(),
    })
    .nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
