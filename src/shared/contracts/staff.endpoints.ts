import { area } from './endpoint.js';
import type { staffSchemas } from './staff.js';

const staff = area<typeof staffSchemas>('staff', [400, 401, 403, 404, 409]);

/** The caseload, filtered and ordered on the server, with the coaches to filter by. */
export const listCaseload = staff.get('listCaseload', '/admin/students');

/** How many items wait in each staff queue (the console's tab counts), in one query. */
export const getStaffCounts = staff.get('getStaffCounts', '/admin/counts');

/** What a coach needs on one student's page. */
export const getStudentRecord = staff.get('getStudentRecord', '/admin/students/:id');

/** Assigns a coach to a student, or none (`coachId: null`). */
export const assignCoach = staff.put('assignCoach', '/admin/students/:id/coach');

/** The audit log, newest first, filtered by student, coach, action and days. */
export const listAuditLog = staff.get('listAuditLog', '/admin/audit');

/** The same log, with the same filters, as a CSV file (text/csv). */
export const exportAuditLog = staff.get('exportAuditLog', '/admin/audit.csv', { file: true });

/** Open help-desk tickets with their replies. */
export const listOpenTickets = staff.get('listOpenTickets', '/admin/tickets');

export const solveTicket = staff.post('solveTicket', '/admin/tickets/:id/solve');

/** A coach's reply to a ticket; the reply keeps its key (a uuid), so a retry never sends it twice. */
export const replyToTicket = staff.post('replyToTicket', '/admin/tickets/:id/replies', {
  idempotency: 'own',
  keyFormat: 'uuid',
});

export const returnToSchool = staff.post('returnToSchool', '/admin/students/:id/return-to-school');

/** Lifts the lock that wrong sign-in codes put on a student. */
export const liftSignInLock = staff.post('liftSignInLock', '/admin/students/:id/sign-in-unlock');

// A PUT of the same date is already a no-op; a replay record would keep the date for a day.
/** Records the student's date of birth from the enrolment papers (checked against their documents). */
export const setBirthDate = staff.put('setBirthDate', '/admin/students/:id/birth-date');

/** Records an agreement the student signed on paper. */
export const markAgreementSigned = staff.post('markAgreementSigned', '/admin/students/:id/agreement-signed');

/** Coaches' notes, of one student (`?student`) and of one type (`?type`). */
export const listNotes = staff.get('listNotes', '/notes');

/** A new note; the note keeps its key (a uuid), so a retry never writes it twice. */
export const createNote = staff.post('createNote', '/notes', { idempotency: 'own', keyFormat: 'uuid' });

/** Edits a note; its id travels in the body. */
export const editNote = staff.patch('editNote', '/notes');
