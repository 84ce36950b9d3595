import { z } from 'zod';
import { dayDoc } from './documented.js';
import { statuses } from '../domain/program.js';
import { rideReasons } from '../domain/rides.js';
import { dayStart } from '../domain/audit.js';
import { t } from '../i18n.js';
import '../messages/staff-outcomes.js';

/** GET /api/admin/outcomes: every filter optional. A student's intake month is the month their enrolment was recorded. */
export const outcomesQuery = z.object({
  intake: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, t('staffOutcomes.badIntake'))
    .meta({ examples: ['2026-09'] })
    .optional(),
  coach: z.uuid(t('staffOutcomes.badCoach')).optional(),
  school: z.uuid(t('staffOutcomes.badSchool')).optional(),
  board: z.uuid(t('staffOutcomes.badBoard')).optional(),
});
export type OutcomesQuery = z.infer<typeof outcomesQuery>;

const exportDay = z
  .string()
  .refine((v) => dayStart(v) !== null, t('staffOutcomes.export.badDay'))
  .meta(dayDoc)
  .optional();
/**
 * GET /api/admin/outcomes/export.csv: the page's filters, and the period (whole UTC days, both ends
 * included) whose stage moves, credentials and money the rows count. Every chosen student has a row.
 */
export const outcomesExportQuery = outcomesQuery
  .extend({ from: exportDay, to: exportDay })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: t('staffOutcomes.export.badRange'),
    path: ['to'],
  });
export type OutcomesExportQuery = z.infer<typeof outcomesExportQuery>;

const status = z.enum(statuses);
const count = z.number().int().min(0);
/** Stages a student reaches, in journey order (on hold counts as having reached school). */
export const funnelStages = ['1_Setup', '2_Training', '3_Permit', '4_School', '5_PostProgram'] as const;

export const outcomes = z.object({
  /** When the status history starts (decision 051): figures from it count nothing earlier. */
  recordedSince: z.string().nullable(),
  /** When the cohorts, days in each stage and stalls were computed: they are kept up to a day (decision 052). */
  historyComputedAt: z.string(),
  students: count,
  graduates: count,
  /** Students at each status now. */
  now: z.array(z.object({ status, students: count })),
  /** Of each intake month's starters, how many reached each later stage. */
  cohorts: z.array(
    z.object({
      month: z.string(),
      starters: count,
      reached: z.array(z.object({ stage: z.enum(funnelStages), students: count })),
    }),
  ),
  /** Days in each status, over the stays that ended (`open`: students still in it). */
  timeInStage: z.array(
    z.object({
      status,
      stays: count,
      open: count,
      medianDays: z.number().nullable(),
      p90Days: z.number().nullable(),
    }),
  ),
  /** Withdrawals and holds, by the status they left and the path or reason that moved them. */
  exits: z.array(
    z.object({
      to: z.enum(['99_Withdrew', '95_OnHoldForSchool']),
      from: status.nullable(),
      reason: z.string(),
      students: count,
    }),
  ),
  /** Money, in cents: stipends paid, finished rides' fares, completed payouts. */
  money: z.array(
    z.object({
      kind: z.enum(['stipends', 'rides', 'payouts']),
      cents: count,
      perStudentCents: count,
      perGraduateCents: count.nullable(),
    }),
  ),
  /** How many days a checklist step is open before it counts as a stall. */
  stallDays: count,
  /** Per status, the checklist step most often open for more than `stallDays` days of a stay there. */
  stalls: z.array(z.object({ status, url: z.string(), name: z.string(), students: count })),
  /** Finished rides by reason against the program's limit per student (spec 001 §6). */
  rides: z.array(
    z.object({
      reason: z.enum(rideReasons),
      limit: count,
      rides: count,
      students: count,
      /** Students who used every ride the limit allows. */
      atLimit: count,
    }),
  ),
  /** Permits and CDL-A licences approved per month (a student's first approved photo of each). */
  credentials: z.array(z.object({ month: z.string(), permits: count, licences: count })),
});
export type Outcomes = z.infer<typeof outcomes>;

export const staffOutcomesSchemas = {
  getOutcomes: { query: outcomesQuery, response: outcomes },
  exportOutcomes: { query: outcomesExportQuery },
};
