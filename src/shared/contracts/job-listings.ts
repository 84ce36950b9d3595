import { z } from 'zod';
import { safeText } from './text.js';
import { postalAddress } from './place.js';
import { t } from '../i18n.js';
import { equipmentKinds, homeTimes, routeTypes } from '../domain/jobs.js';
import { CENTS_PER_MILE, jobListingStatuses, LISTING_LIMITS, WEEKLY_PAY } from '../domain/job-listings.js';
import type { jobListings as jobListingMessages } from '../messages/job-listings.js';
import '../messages/job-listings.js';

/** A listing as the console shows it, with who made and last changed it. */
export const jobListing = z.object({
  id: safeText(),
  title: safeText(),
  company: safeText(),
  ...postalAddress,
  latitude: z.number(),
  longitude: z.number(),
  weeklyPayMin: z.number().int(),
  weeklyPayMax: z.number().int(),
  centsPerMile: z.number().int().nullable(),
  homeTime: z.enum(homeTimes),
  routeType: z.enum(routeTypes),
  equipment: z.enum(equipmentKinds),
  felonyFriendly: z.boolean(),
  recordNote: safeText().nullable(),
  newDriversWelcome: z.boolean(),
  training: safeText().nullable(),
  summary: safeText(),
  applyUrl: safeText().nullable(),
  applyPhone: safeText().nullable(),
  applyInstructions: safeText().nullable(),
  status: z.enum(jobListingStatuses),
  createdBy: safeText(),
  updatedBy: safeText(),
  createdAt: safeText(),
  updatedAt: safeText(),
  closedAt: safeText().nullable(),
});
export type JobListingView = z.infer<typeof jobListing>;

/** GET /api/admin/job-listings: open listings first (newest first), then closed ones; whether the viewer may change them. */
export const jobListingList = z.object({ listings: z.array(jobListing), canEdit: z.boolean() });
export type JobListingList = z.infer<typeof jobListingList>;

type Key = keyof (typeof jobListingMessages)['errors'];
const say = (key: Key) => t(`jobListings.errors.${key}`);

const line = (max: number, key: Key) =>
  safeText({ error: say(key) })
    .trim()
    .min(1, say(key))
    .max(max, say(key));
/** An optional text: empty or missing is none. */
const optional = (max: number, key: Key) =>
  safeText({ error: say(key) })
    .trim()
    .max(max, say(key))
    .transform((v) => v || null)
    .nullable()
    .optional();
const dollars = (key: Key) =>
  z
    .number({ error: say(key) })
    .int(say(key))
    .min(WEEKLY_PAY.min, say(key))
    .max(WEEKLY_PAY.max, say(key));
const coordinate = (min: number, max: number) =>
  z
    .number({ error: say('coordinates') })
    .min(min, say('coordinates'))
    .max(max, say('coordinates'))
    .nullable()
    .optional();

/** POST /api/admin/job-listings and PUT /api/admin/job-listings/:id (career coaches and admins). */
export const jobListingBody = z
  .object({
    title: line(LISTING_LIMITS.title, 'title'),
    company: line(LISTING_LIMITS.company, 'company'),
    address: line(LISTING_LIMITS.address, 'address'),
    city: line(LISTING_LIMITS.city, 'city'),
    state: safeText({ error: say('state') })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, say('state')),
    zip: safeText({ error: say('zip') })
      .trim()
      .regex(/^\d{5}$/, say('zip')),
    latitude: coordinate(-90, 90),
    longitude: coordinate(-180, 180),
    weeklyPayMin: dollars('weeklyPay'),
    weeklyPayMax: dollars('weeklyPay'),
    centsPerMile: z
      .number({ error: say('centsPerMile') })
      .int(say('centsPerMile'))
      .min(CENTS_PER_MILE.min, say('centsPerMile'))
      .max(CENTS_PER_MILE.max, say('centsPerMile'))
      .nullable()
      .optional(),
    homeTime: z.enum(homeTimes, { error: say('homeTime') }),
    routeType: z.enum(routeTypes, { error: say('routeType') }),
    equipment: z.enum(equipmentKinds, { error: say('equipment') }),
    felonyFriendly: z.boolean({ error: say('felonyFriendly') }),
    recordNote: optional(LISTING_LIMITS.recordNote, 'recordNote'),
    newDriversWelcome: z.boolean({ error: say('newDriversWelcome') }),
    training: optional(LISTING_LIMITS.training, 'training'),
    summary: line(LISTING_LIMITS.summary, 'summary'),
    applyUrl: safeText({ error: say('applyUrl') })
      .trim()
      .max(LISTING_LIMITS.applyUrl, say('applyUrl'))
      .refine((v) => v === '' || /^https:\/\/[^\s/?#]+\.[^\s/?#]+\S*$/i.test(v), say('applyUrl'))
      .refine((v) => v === '' || URL.canParse(v), say('applyUrl'))
      .transform((v) => v || null)
      .nullable()
      .optional(),
    applyPhone: safeText({ error: say('applyPhone') })
      .trim()
      .transform((v) => v.replace(/[\s\-.()]/g, '').replace(/^\+?1(?=\d{10}$)/, ''))
      .refine((v) => v === '' || /^\d{10}$/.test(v), say('applyPhone'))
      .transform((v) => (v ? `+1${v}` : null))
      .nullable()
      .optional(),
    applyInstructions: optional(LISTING_LIMITS.applyInstructions, 'applyInstructions'),
  })
  .strict()
  .refine((b) => b.weeklyPayMin <= b.weeklyPayMax, { message: say('payRange'), path: ['weeklyPayMax'] })
  .refine((b) => Boolean(b.applyUrl || b.applyPhone || b.applyInstructions), {
    message: say('howToApply'),
    path: ['applyUrl'],
  })
  .refine((b) => (b.latitude == null) === (b.longitude == null), {
    message: say('coordinates'),
    path: ['latitude'],
  });
export type JobListingBody = z.input<typeof jobListingBody>;
export type JobListingValues = z.output<typeof jobListingBody>;

export const jobListingParams = z.object({ id: z.uuid(say('unknown')) });

export const jobListingsSchemas = {
  listJobListings: { response: jobListingList },
  createJobListing: { body: jobListingBody, response: jobListing },
  updateJobListing: { params: jobListingParams, body: jobListingBody, response: jobListing },
  closeJobListing: { params: jobListingParams, response: jobListing },
  reopenJobListing: { params: jobListingParams, response: jobListing },
};
