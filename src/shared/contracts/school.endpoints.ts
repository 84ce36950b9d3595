import { endpoint } from './endpoint.js';
import type * as s from './school.js';

const tag = 'school';
const errors = [400, 401, 403, 409] as const;

export const getPreEnrollment = endpoint<{ response: typeof s.preEnrollmentStateResponse }>()({
  name: 'getPreEnrollment',
  method: 'GET',
  path: '/preEnrollment',
  idempotency: 'none',
  errors,
  tag,
});

/** The pre-enrollment answers; the answer says what comes next. */
export const submitPreEnrollment = endpoint<{
  body: typeof s.preEnrollmentBody;
  response: typeof s.preEnrollmentResponse;
}>()({
  name: 'submitPreEnrollment',
  method: 'POST',
  path: '/preEnrollment',
  idempotency: 'replay',
  errors,
  tag,
});

/** The student booked the call the pre-enrollment asked for. */
export const confirmCallScheduled = endpoint<{ response: typeof s.preEnrollmentStateResponse }>()({
  name: 'confirmCallScheduled',
  method: 'POST',
  path: '/preEnrollment/callScheduled',
  idempotency: 'replay',
  errors,
  tag,
});

/** The student opened their school's card: completes "Meet your trucking school"; 409 with no school yet. */
export const confirmSchoolMet = endpoint<{ response: typeof s.schoolMetResponse }>()({
  name: 'confirmSchoolMet',
  method: 'POST',
  path: '/school/met',
  idempotency: 'replay',
  errors,
  tag,
});

export const getPolicyAcceptance = endpoint<{ response: typeof s.acceptanceResponse }>()({
  name: 'getPolicyAcceptance',
  method: 'GET',
  path: '/documentAcceptance',
  idempotency: 'none',
  errors,
  tag,
});

/** Accepts the two school policies. */
export const acceptPolicies = endpoint<{
  body: typeof s.acceptanceBody;
  response: typeof s.acceptanceResponse;
}>()({
  name: 'acceptPolicies',
  method: 'PATCH',
  path: '/documentAcceptance',
  idempotency: 'none',
  errors,
  tag,
});

export const getPrivacyAcceptance = endpoint<{ response: typeof s.privacyAcceptanceResponse }>()({
  name: 'getPrivacyAcceptance',
  method: 'GET',
  path: '/document/confirmPrivacyPolicy',
  idempotency: 'none',
  errors,
  tag,
});

/** Recorded by the server, which also completes the step. */
export const acceptPrivacyPolicy = endpoint<{
  body: typeof s.privacyAcceptBody;
  response: typeof s.privacyAcceptanceResponse;
}>()({
  name: 'acceptPrivacyPolicy',
  method: 'PATCH',
  path: '/document/confirmPrivacyPolicy',
  idempotency: 'none',
  errors,
  tag,
});

/** The school's Training Provider Registry entry: program, length, cost and reported outcomes. */
export const getTrainingProvider = endpoint<{ query: typeof s.tprQuery; response: typeof s.tprEntry }>()({
  name: 'getTrainingProvider',
  method: 'GET',
  path: '/tpr',
  idempotency: 'none',
  errors: [400, 401, 403, 404],
  tag: 'school',
});
