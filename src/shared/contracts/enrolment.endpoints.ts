import { endpoint } from './endpoint.js';
import type * as s from './enrolment.js';

const tag = 'staff';
const errors = [400, 401, 403, 404, 409] as const;

/** The staff who may be a student's success coach, for the enrolment form. */
export const listEnrolmentCoaches = endpoint<{ response: typeof s.enrolmentCoaches }>()({
  name: 'listEnrolmentCoaches',
  method: 'GET',
  path: '/admin/enrolment/coaches',
  idempotency: 'none',
  errors,
  tag,
});

/**
 * Staff enrol one student at 0_New, with their success coach; the student is sent a welcome in their
 * language. 409 naming the field when the e-mail address or phone number is already someone's.
 */
export const enrolStudent = endpoint<{
  body: typeof s.enrolStudentBody;
  response: typeof s.enrolledStudent;
}>()({
  name: 'enrolStudent',
  method: 'POST',
  path: '/admin/students',
  idempotency: 'replay',
  errors,
  tag,
});

/**
 * What importing a CSV file would do, row by row (new, already enrolled, or wrong with the reason).
 * Saves nothing.
 */
export const previewEnrolmentFile = endpoint<{
  body: typeof s.enrolmentFileBody;
  response: typeof s.enrolmentPreview;
}>()({
  name: 'previewEnrolmentFile',
  method: 'POST',
  path: '/admin/enrolment/preview',
  idempotency: 'none',
  errors,
  tag,
});

/**
 * Enrols every new row of a CSV file in one transaction (the file is read again: the preview is never
 * trusted). Wrong rows are left out and reported; rows already enrolled are skipped, so importing the same
 * file twice adds nobody.
 */
export const importEnrolmentFile = endpoint<{
  body: typeof s.enrolmentFileBody;
  response: typeof s.enrolmentImport;
}>()({
  name: 'importEnrolmentFile',
  method: 'POST',
  path: '/admin/enrolment/import',
  idempotency: 'replay',
  errors,
  tag,
});
