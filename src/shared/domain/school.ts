/** Spec 001 §3 "Pre-enrollment answers", as the server receives them. */
export interface PreEnrollmentAnswers {
  addressVerified: boolean;
  payPalEmailVerified: boolean;
  phoneNumberVerified: boolean;
  canPassDrugTest: true | false | 'unsure';
  readyForSchool: boolean;
}

export type PreEnrollmentOutcome = 'onHoldFunded' | 'scheduleCall' | 'onHoldFollowUp';

/** Funding statuses that count as "a funding record with status Pending or Funded". */
const FUNDED = new Set(['pending', 'funded']);

/**
 * Spec 001 §4 "Pre-enrollment outcome": all five positive with funding Pending or Funded → on hold for
 * school with pre_enrollment and enrollment done; all positive otherwise → the schedule-a-call page; any
 * negative answer → on hold for school and a ticket for the trucking-school team.
 */
export function preEnrollmentOutcome(
  answers: PreEnrollmentAnswers,
  fundingStatus: string | null,
): PreEnrollmentOutcome {
  const positive =
    answers.addressVerified &&
    answers.payPalEmailVerified &&
    answers.phoneNumberVerified &&
    answers.canPassDrugTest === true &&
    answers.readyForSchool;
  if (!positive) return 'onHoldFollowUp';
  return fundingStatus && FUNDED.has(fundingStatus.toLowerCase()) ? 'onHoldFunded' : 'scheduleCall';
}

/** Spec 001 §3: drugTestStatus from the drug-free answer. */
export function drugTestStatus(canPass: true | false | 'unsure'): 'Pass' | 'Fail' | 'Unsure' {
  return canPass === true ? 'Pass' : canPass === false ? 'Fail' : 'Unsure';
}

/** Spec 001 §4: entering when pre_enrollment is done starts at page index 4 (schedule a call), else 0. */
export function preEnrollmentStartPage(done: boolean): 0 | 4 {
  return done ? 4 : 0;
}

export const PRE_ENROLLMENT_URL = '/program/school/pre_enrollment';
