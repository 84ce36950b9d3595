import { area } from './endpoint.js';
import type { schoolSchemas } from './school.js';

const school = area<typeof schoolSchemas>('school', [400, 401, 403, 409]);

export const getPreEnrollment = school.get('getPreEnrollment', '/preEnrollment');

/** The pre-enrollment answers; the answer says what comes next. */
export const submitPreEnrollment = school.post('submitPreEnrollment', '/preEnrollment');

/** The student booked the call the pre-enrollment asked for. */
export const confirmCallScheduled = school.post('confirmCallScheduled', '/preEnrollment/callScheduled');

/** The student opened their school's card: completes "Meet your trucking school"; 409 with no school yet. */
export const confirmSchoolMet = school.post('confirmSchoolMet', '/school/met');

export const getPolicyAcceptance = school.get('getPolicyAcceptance', '/documentAcceptance');

/** Accepts the two school policies. */
export const acceptPolicies = school.patch('acceptPolicies', '/documentAcceptance');

export const getPrivacyAcceptance = school.get('getPrivacyAcceptance', '/document/confirmPrivacyPolicy');

/** Recorded by the server, which also completes the step. */
export const acceptPrivacyPolicy = school.patch('acceptPrivacyPolicy', '/document/confirmPrivacyPolicy');

/** The school's Training Provider Registry entry: program, length, cost and reported outcomes. */
export const getTrainingProvider = school.get('getTrainingProvider', '/tpr', {
  errors: [400, 401, 403, 404],
});
