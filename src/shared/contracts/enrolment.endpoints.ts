import { area } from './endpoint.js';
import type { enrolmentSchemas } from './enrolment.js';

const staff = area<typeof enrolmentSchemas>('staff', [400, 401, 403, 404, 409]);

/** The staff who may be a student's success coach, for the enrolment form. */
export const listEnrolmentCoaches = staff.get('listEnrolmentCoaches', '/admin/enrolment/coaches');

/**
 * Staff enrol one student at 0_New, with their success coach; the student is sent a welcome in their
 * language. 409 naming the field when the e-mail address or phone number is already someone's.
 */
export const enrolStudent = staff.post('enrolStudent', '/admin/students');

/**
 * What importing a CSV file would do, row by row (new, already enrolled, or wrong with the reason).
 * Saves nothing.
 */
export const previewEnrolmentFile = staff.post('previewEnrolmentFile', '/admin/enrolment/preview', {
  idempotency: 'none',
});

/**
 * Enrols every new row of a CSV file in one transaction (the file is read again: the preview is never
 * trusted). Wrong rows are left out and reported; rows already enrolled are skipped, so importing the same
 * file twice adds nobody.
 */
export const importEnrolmentFile = staff.post('importEnrolmentFile', '/admin/enrolment/import');
