/**
 * Job listings a program keeps for its employer partners (decision 044): who may change them, and how long
 * each text may be. The board shows the open ones next to any job feed (`server/ports/jobs.ts`).
 */
import type { Role, StaffRole } from './staff-roles.js';

export const jobListingStatuses = ['open', 'closed'] as const;
export type JobListingStatus = (typeof jobListingStatuses)[number];

/** Career coaches meet graduates about jobs; admins run the console. Other staff read the list. */
const JOB_LISTING_EDITOR_ROLES: readonly StaffRole[] = ['careerCoach', 'admin'];

export function canEditJobListings(role: Role): boolean {
  return (JOB_LISTING_EDITOR_ROLES as readonly string[]).includes(role);
}

/** The longest each text may be: what a job card shows without a "read more". */
export const LISTING_LIMITS = {
  title: 80,
  company: 60,
  address: 120,
  city: 60,
  recordNote: 200,
  training: 160,
  summary: 400,
  applyInstructions: 300,
  applyUrl: 500,
} as const;

/** Weekly pay a card may show, in whole dollars: below is a typo for an hourly rate, above a typo for yearly. */
export const WEEKLY_PAY = { min: 200, max: 10_000 } as const;
/** Cents per mile a card may show. */
export const CENTS_PER_MILE = { min: 20, max: 200 } as const;
