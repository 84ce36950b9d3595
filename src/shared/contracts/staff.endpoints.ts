import { endpoint } from './endpoint.js';
import type * as s from './staff.js';

const tag = 'staff';
const errors = [400, 401, 403, 404, 409] as const;

/** The caseload, filtered and ordered on the server, with the coaches to filter by. */
export const listCaseload = endpoint<{
  query: typeof s.caseloadQuery;
  response: typeof s.caseloadResponse;
}>()({
  name: 'listCaseload',
  method: 'GET',
  path: '/admin/students',
  idempotency: 'none',
  errors,
  tag,
});

/** How many items wait in each staff queue (the console's tab counts), in one query. */
export const getStaffCounts = endpoint<{ response: typeof s.staffCounts }>()({
  name: 'getStaffCounts',
  method: 'GET',
  path: '/admin/counts',
  idempotency: 'none',
  errors,
  tag,
});

/** What a coach needs on one student's page. */
export const getStudentRecord = endpoint<{
  params: typeof s.studentParams;
  response: typeof s.studentDetail;
}>()({
  name: 'getStudentRecord',
  method: 'GET',
  path: '/admin/students/:id',
  idempotency: 'none',
  errors,
  tag,
});

/** Assigns a coach to a student, or none (`coachId: null`). */
export const assignCoach = endpoint<{
  params: typeof s.studentParams;
  body: typeof s.assignCoachBody;
  response: typeof s.assignCoachResponse;
}>()({
  name: 'assignCoach',
  method: 'PUT',
  path: '/admin/students/:id/coach',
  idempotency: 'none',
  errors,
  tag,
});

/** The audit log, newest first, filtered by student, coach, action and days. */
export const listAuditLog = endpoint<{ query: typeof s.auditQuery; response: typeof s.auditLog }>()({
  name: 'listAuditLog',
  method: 'GET',
  path: '/admin/audit',
  idempotency: 'none',
  errors,
  tag,
});

/** The same log, with the same filters, as a CSV file (text/csv). */
export const exportAuditLog = endpoint<{ query: typeof s.auditQuery }>()({
  name: 'exportAuditLog',
  method: 'GET',
  path: '/admin/audit.csv',
  file: true,
  idempotency: 'none',
  errors,
  tag,
});

/** Open help-desk tickets with their replies. */
export const listOpenTickets = endpoint<{ response: typeof s.staffTickets }>()({
  name: 'listOpenTickets',
  method: 'GET',
  path: '/admin/tickets',
  idempotency: 'none',
  errors,
  tag,
});

export const solveTicket = endpoint<{ params: typeof s.ticketParams; response: typeof s.solvedTicket }>()({
  name: 'solveTicket',
  method: 'POST',
  path: '/admin/tickets/:id/solve',
  idempotency: 'replay',
  errors,
  tag,
});

/** A coach's reply to a ticket; the reply keeps its key (a uuid), so a retry never sends it twice. */
export const replyToTicket = endpoint<{
  params: typeof s.ticketParams;
  body: typeof s.replyBody;
  response: typeof s.ticketReply;
}>()({
  name: 'replyToTicket',
  method: 'POST',
  path: '/admin/tickets/:id/replies',
  idempotency: 'own',
  keyFormat: 'uuid',
  errors,
  tag,
});

export const returnToSchool = endpoint<{
  params: typeof s.studentParams;
  response: typeof s.returnToSchoolResponse;
}>()({
  name: 'returnToSchool',
  method: 'POST',
  path: '/admin/students/:id/return-to-school',
  idempotency: 'replay',
  errors,
  tag,
});

/** Lifts the lock that wrong sign-in codes put on a student. */
export const liftSignInLock = endpoint<{ params: typeof s.studentParams; response: typeof s.signInState }>()({
  name: 'liftSignInLock',
  method: 'POST',
  path: '/admin/students/:id/sign-in-unlock',
  idempotency: 'replay',
  errors,
  tag,
});

/** Records the student's date of birth from the enrolment papers (checked against their documents). */
export const setBirthDate = endpoint<{
  params: typeof s.studentParams;
  body: typeof s.birthDateBody;
  response: typeof s.birthDateResponse;
}>()({
  name: 'setBirthDate',
  method: 'PUT',
  path: '/admin/students/:id/birth-date',
  // A PUT of the same date is already a no-op; a replay record would keep the date for a day.
  idempotency: 'none',
  errors,
  tag,
});

/** Records an agreement the student signed on paper. */
export const markAgreementSigned = endpoint<{
  params: typeof s.studentParams;
  response: typeof s.agreementSignedResponse;
}>()({
  name: 'markAgreementSigned',
  method: 'POST',
  path: '/admin/students/:id/agreement-signed',
  idempotency: 'replay',
  errors,
  tag,
});

/** Coaches' notes, of one student (`?student`) and of one type (`?type`). */
export const listNotes = endpoint<{ query: typeof s.notesQuery; response: typeof s.notesList }>()({
  name: 'listNotes',
  method: 'GET',
  path: '/notes',
  idempotency: 'none',
  errors,
  tag,
});

/** A new note; the note keeps its key (a uuid), so a retry never writes it twice. */
export const createNote = endpoint<{ body: typeof s.createNoteBody; response: typeof s.note }>()({
  name: 'createNote',
  method: 'POST',
  path: '/notes',
  idempotency: 'own',
  keyFormat: 'uuid',
  errors,
  tag,
});

/** Edits a note; its id travels in the body. */
export const editNote = endpoint<{ body: typeof s.editNoteBody; response: typeof s.note }>()({
  name: 'editNote',
  method: 'PATCH',
  path: '/notes',
  idempotency: 'none',
  errors,
  tag,
});
