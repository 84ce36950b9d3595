import { z } from 'zod';
import { contactChangeResponse, userPatchBody } from './account.js';
import { statusChangeResponse } from './program.js';
import { safeText } from './text.js';
import { placeShape } from './place.js';
import { oneOfFields } from './documented.js';
import { statuses } from '../domain/program.js';
import { ROLES } from '../domain/staff-roles.js';
import { LOCALES, SUPPORTED_LOCALES } from '../locale.js';
import { t } from '../i18n.js';

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

/** Who a person is, as both the session and the directory show them. */
const person = {
  uuid: safeText(),
  role: z.enum(ROLES),
  email: safeText(),
  phone: safeText(),
  firstName: safeText(),
  lastName: safeText(),
  fullName: safeText(),
  status: z.enum(statuses).nullable(),
};

const named = z.object({ name: safeText(), slug: safeText() }).nullable();

/** GET /api/user/session: the signed-in person (spec 000 §3 and 001 §3 "User/session"). */
export const sessionUserSchema = z.object({
  ...person,
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
  /** The language chosen for the portal and everything sent to this person (decision 028). */
  locale: z.enum(LOCALES),
  stipendSp: z.boolean(),
  wfp: z.boolean(),
  documents: documentsSchema.nullable(),
  /** The assigned trucking school, for 4_School students. */
  school: z
    .object({
      id: safeText(),
      name: safeText(),
      ...placeShape,
    })
    .nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export { userPatchBody };
/** PATCH /api/user answers a stage move or a contact change. */
export const userPatchResponse = z.union([statusChangeResponse, contactChangeResponse]);

/** One person as the directory reads show them (spec 001 §7 `user/{id}`, `users`, `user/byEmail`). */
export const userCardSchema = z.object({
  ...person,
  coach: z.object({ uuid: safeText(), fullName: safeText() }).nullable(),
  createdAt: safeText(),
  lastSeenAt: safeText().nullable(),
});
export type UserCard = z.infer<typeof userCardSchema>;

export const userIdParams = z.object({ id: z.uuid() });
export const userEmailParams = z.object({ email: z.string().trim().max(254) });

export const USERS_PAGE_MAX = 100;
export const usersPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(USERS_PAGE_MAX).default(50),
});
export const usersPageResponse = z.object({
  users: z.array(userCardSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});

/** POST /api/user/byQuery: the one person with this e-mail, phone or id. */
export const userLookupBody = z
  .object({
    uuid: z.uuid().optional(),
    email: z.string().trim().max(254).optional(),
    phone: z.string().trim().max(32).optional(),
  })
  .strict()
  .refine((q) => [q.uuid, q.email, q.phone].filter((v) => v !== undefined).length === 1, {
    message: 'Give exactly one of uuid, email or phone.',
  })
  .meta(oneOfFields('uuid', 'email', 'phone'));
export type UserLookup = z.infer<typeof userLookupBody>;

/** POST /api/users/byQuery: people matching every given filter, newest first. */
export const usersQueryBody = z
  .object({
    status: z.array(z.enum(statuses)).min(1).max(statuses.length).optional(),
    role: z.enum(ROLES).optional(),
    /** Part of a first or last name, an e-mail or a phone number. */
    text: z.string().trim().min(2).max(80).optional(),
    coachId: z.uuid().optional(),
    page: z.number().int().min(1).max(100_000).default(1),
    limit: z.number().int().min(1).max(USERS_PAGE_MAX).default(50),
  })
  .strict();
export type UsersQuery = z.infer<typeof usersQueryBody>;

/** PUT /api/user/locale: the language to read the portal in and to receive messages in. */
export const localeBody = z
  .object({
    locale: z.enum(LOCALES).refine((l) => SUPPORTED_LOCALES.includes(l), t('errors.invalidInput')),
  })
  .strict();
export const localeResponse = z.object({ locale: z.enum(LOCALES) });

export const userSchemas = {
  changeLocale: { body: localeBody, response: localeResponse },
  getSession: { response: sessionUserSchema },
  updateUser: { body: userPatchBody, response: userPatchResponse },
  getUser: { params: userIdParams, response: userCardSchema },
  getUserByEmail: { params: userEmailParams, response: userCardSchema },
  findUser: { body: userLookupBody, response: userCardSchema },
  listUsers: { query: usersPageQuery, response: usersPageResponse },
  queryUsers: { body: usersQueryBody, response: usersPageResponse },
};
