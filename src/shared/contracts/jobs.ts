import { z } from 'zod';
import { safeText } from './text.js';
import { t } from '../i18n.js';
import {
  DEFAULT_RADIUS,
  endorsementCodes,
  equipmentKinds,
  homeTimes,
  MAX_PAGE,
  radiusChoices,
  routeTypes,
  sortChoices,
} from '../domain/jobs.js';
import '../messages/jobs.js';

/** A job id of the board: lowercase letters, digits and dashes. */
export const jobIdSchema = z.string().regex(/^[a-z0-9-]{1,64}$/, t('jobs.errors.jobId'));

/**
 * GET /api/jobs: the student's filters, as they stand in the page's address. Unknown names are refused
 * (a hand-made or stale link gets a clear 400, not a silently different list).
 */
export const listJobsQuery = z
  .object({
    within: z.enum(radiusChoices, { error: t('jobs.errors.within') }).default(DEFAULT_RADIUS),
    home: z.enum(homeTimes, { error: t('jobs.errors.homeTime') }).optional(),
    route: z.enum(routeTypes, { error: t('jobs.errors.routeType') }).optional(),
    record: z.enum(['0', '1'], { error: t('jobs.errors.felonyFriendly') }).default('0'),
    sort: z.enum(sortChoices, { error: t('jobs.errors.sort') }).default('distance'),
    page: z.coerce
      .number({ error: t('jobs.errors.page') })
      .int(t('jobs.errors.page'))
      .min(1, t('jobs.errors.page'))
      .max(MAX_PAGE, t('jobs.errors.page'))
      .default(1),
    /** A ZIP code or "City, ST" to measure from, instead of the address on file. */
    near: safeText({ error: t('jobs.errors.near') })
      .trim()
      .min(2, t('jobs.errors.near'))
      .max(60, t('jobs.errors.near'))
      .regex(/^[A-Za-z0-9 .,'-]+$/, t('jobs.errors.near'))
      .optional(),
  })
  .strict();
export type ListJobsQuery = z.infer<typeof listJobsQuery>;

export const jobCard = z.object({
  id: safeText(),
  title: safeText(),
  company: safeText(),
  /** The logo's address (versioned, kept by the browser), or null for the letter mark. */
  logoUrl: safeText().nullable(),
  city: safeText(),
  state: safeText(),
  distanceMiles: z.number().nullable(),
  centsPerMile: z.number().int().nullable(),
  weeklyPayMin: z.number().int(),
  weeklyPayMax: z.number().int(),
  homeTime: z.enum(homeTimes),
  routeType: z.enum(routeTypes),
  felonyFriendly: z.boolean(),
  recordNote: safeText().nullable(),
  newDriversWelcome: z.boolean(),
  training: safeText().nullable(),
  equipment: z.enum(equipmentKinds),
  endorsements: z.array(z.enum(endorsementCodes)),
  applyUrl: safeText().nullable(),
  applyPhone: safeText().nullable(),
  applyInstructions: safeText().nullable(),
  postedAt: safeText(),
  summary: safeText(),
  saved: z.boolean(),
});
export type JobCard = z.infer<typeof jobCard>;

export const listJobsResponse = z.object({
  /** Where distances are measured from; null when the portal does not know (the page asks). */
  origin: z.object({ label: safeText(), source: z.enum(['near', 'home', 'address']) }).nullable(),
  /** The `near` place given could not be found (distances then come from the address on file, if any). */
  placeNotFound: z.boolean(),
  jobs: z.array(jobCard),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
  /** The service area's own job board (spec 000 §5), shown beside the list. */
  areaBoardUrl: safeText().nullable(),
});
export type JobList = z.infer<typeof listJobsResponse>;

export const savedJobsResponse = z.object({
  jobs: z.array(
    z.object({
      jobId: safeText(),
      title: safeText(),
      company: safeText(),
      savedAt: safeText(),
      /** The listing as it stands now, or null when it closed. */
      job: jobCard.nullable(),
    }),
  ),
});
export type SavedJobs = z.infer<typeof savedJobsResponse>;

export const jobParams = z.object({ id: jobIdSchema }).strict();
/** Whether the job is on the caller's saved list now (the answer does not echo the id it was given). */
export const savedResponse = z.object({ saved: z.boolean() });

export const employerIconParams = z
  .object({ employer: z.string().regex(/^[a-z0-9-]{1,40}$/, t('jobs.errors.noLogo')) })
  .strict();
/** `v` is the logo's version, which makes the address change with the picture. */
export const employerIconQuery = z
  .object({
    v: z
      .string()
      .regex(/^[a-f0-9]{1,64}$/)
      .optional(),
  })
  .strict();

/** The job board's schema table (see endpoint.ts). */
export const jobsSchemas = {
  listJobs: { query: listJobsQuery, response: listJobsResponse },
  listSavedJobs: { response: savedJobsResponse },
  saveJob: { params: jobParams, response: savedResponse },
  unsaveJob: { params: jobParams, response: savedResponse },
  getEmployerIcon: { params: employerIconParams, query: employerIconQuery },
};
