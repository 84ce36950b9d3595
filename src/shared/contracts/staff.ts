import { z } from 'zod';
import type { SchemaTable } from './endpoint.js';
import type * as endpoints from './staff.endpoints.js';
import { safeText } from './text.js';
import { caseloadSorts, MAX_NOTE_LENGTH, MAX_REPLY_LENGTH, noteTypes } from '../domain/staff.js';
import { quizNames } from '../domain/learning.js';
import { payoutReasons, payoutStatuses } from '../domain/payouts.js';
import { statuses } from '../domain/program.js';
import { rideReasons, rideStates, tripStatuses } from '../domain/rides.js';
import { t } from '../i18n.js';
import { documentStatus } from './user.js';

const person = z.object({ id: safeText(), name: safeText() });
const waiting = z.object({
  documents: z.number(),
  stipends: z.number(),
  tickets: z.number(),
  rides: z.number(),
});

/** GET /api/admin/students: the caseload, filtered and ordered on the server. */
export const caseloadQuery = z.object({
  status: z.enum(statuses).optional(),
  coach: z.union([z.uuid(), z.literal('none')]).optional(),
  waiting: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  sort: z.enum(caseloadSorts).default('nearest'),
});
export type CaseloadQuery = z.input<typeof caseloadQuery>;

export const caseloadStudent = z.object({
  id: safeText(),
  firstName: safeText(),
  lastName: safeText(),
  email: safeText(),
  status: z.enum(statuses),
  stage: safeText().nullable(),
  blocker: safeText().nullable(),
  remaining: z.number().nullable(),
  total: z.number(),
  lastActivityAt: safeText().nullable(),
  coach: person.nullable(),
  waiting,
});
export type CaseloadStudent = z.infer<typeof caseloadStudent>;

export const caseloadResponse = z.object({
  students: z.array(caseloadStudent),
  coaches: z.array(person),
});
export type CaseloadResponse = z.infer<typeof caseloadResponse>;

export const studentParams = z.object({ id: z.uuid(t('staff.unknownStudent')) });

/** A graded test of one student: best score of every attempt, judged against the pass mark. */
export const studentQuiz = z.object({
  quiz: z.enum(quizNames),
  bestScore: z.number(),
  passed: z.boolean(),
  attempts: z.number(),
  lastAttemptAt: safeText(),
});
export type StudentQuiz = z.infer<typeof studentQuiz>;

/** A student's rides as a coach sees them: Uber access, the rides ordered and the places asked for. */
export const studentRides = z.object({
  uberAccessEnabled: z.boolean(),
  accessRequest: z
    .object({
      reason: safeText(),
      status: z.enum(['open', 'enabled', 'declined']),
      createdAt: safeText(),
      decidedAt: safeText().nullable(),
    })
    .nullable(),
  trips: z.array(
    z.object({
      id: safeText(),
      reason: z.enum(rideReasons),
      status: z.enum(tripStatuses),
      rideState: z.enum(rideStates).nullable(),
      pickupName: safeText(),
      dropoffName: safeText(),
      fareCents: z.number().nullable(),
      createdAt: safeText(),
    }),
  ),
  places: z.array(
    z.object({
      id: safeText(),
      name: safeText(),
      address: safeText(),
      reason: safeText(),
      status: z.enum(['open', 'approved', 'declined']),
      createdAt: safeText(),
    }),
  ),
});
export type StudentRides = z.infer<typeof studentRides>;

export const studentPayout = z.object({
  id: safeText(),
  reason: z.enum(payoutReasons),
  amountCents: z.number().nullable(),
  status: z.enum(payoutStatuses),
  createdAt: safeText(),
  approvedAt: safeText().nullable(),
  completedAt: safeText().nullable(),
});
export type StudentPayout = z.infer<typeof studentPayout>;

/** Wrong sign-in codes in a row and the lock they caused, while it lasts (ISO time) — lifted by a coach. */
export const signInState = z.object({ failures: z.number().int(), lockedUntil: safeText().nullable() });
export type SignInState = z.infer<typeof signInState>;

/** GET /api/admin/students/:id: what a coach needs on one page. */
export const studentDetail = z.object({
  profile: caseloadStudent.extend({
    phone: safeText(),
    city: safeText().nullable(),
    state: safeText().nullable(),
    createdAt: safeText(),
  }),
  checklist: z.array(z.object({ text: safeText(), done: z.boolean() })),
  documents: z.array(z.object({ name: safeText(), status: documentStatus })),
  agreementStatus: documentStatus.nullable(),
  stipends: z.array(
    z.object({ id: safeText(), week: z.number(), status: safeText(), createdAt: safeText() }),
  ),
  tickets: z.array(
    z.object({ id: safeText(), subject: safeText(), status: safeText(), createdAt: safeText() }),
  ),
  quizzes: z.array(studentQuiz),
  rides: studentRides,
  payouts: z.array(studentPayout),
  coaches: z.array(person),
  signIn: signInState,
});
export type StudentDetail = z.infer<typeof studentDetail>;

const noteBody = safeText()
  .trim()
  .min(1, t('staff.noteRequired'))
  .max(MAX_NOTE_LENGTH, t('staff.noteTooLong', { max: MAX_NOTE_LENGTH }));

/** POST /api/notes */
export const createNoteBody = z.object({
  studentId: z.uuid(t('staff.unknownStudent')),
  type: z.enum(noteTypes).default('general'),
  body: noteBody,
});
export type CreateNoteBody = z.input<typeof createNoteBody>;

/** PATCH /api/notes: the note's id travels in the body, as the call catalogue has no path parameter. */
export const editNoteBody = z.object({
  id: z.uuid(t('staff.unknownNote')),
  type: z.enum(noteTypes).optional(),
  body: noteBody,
});
export type EditNoteBody = z.input<typeof editNoteBody>;

/** GET /api/notes?type&student */
export const notesQuery = z.object({
  type: z.enum(noteTypes).optional(),
  student: z.uuid(t('staff.unknownStudent')).optional(),
});

export const note = z.object({
  id: safeText(),
  studentId: safeText(),
  type: z.enum(noteTypes),
  body: safeText(),
  author: person,
  createdAt: safeText(),
  editedBy: person.nullable(),
  editedAt: safeText().nullable(),
});
export type Note = z.infer<typeof note>;

/** GET /api/admin/audit?student */
export const auditQuery = z.object({ student: z.uuid(t('staff.unknownStudent')).optional() });
export const auditEntry = z.object({
  id: safeText(),
  action: safeText(),
  actor: person,
  subject: person.nullable(),
  detail: z.record(safeText(), z.unknown()),
  createdAt: safeText(),
});
export type AuditEntryView = z.infer<typeof auditEntry>;

export const ticketReply = z.object({
  id: safeText(),
  ticketId: safeText(),
  body: safeText(),
  author: person,
  createdAt: safeText(),
});
export type TicketReply = z.infer<typeof ticketReply>;

/** POST /api/admin/tickets/:id/replies */
export const replyBody = z.object({
  body: safeText()
    .trim()
    .min(1, t('staff.replyRequired'))
    .max(MAX_REPLY_LENGTH, t('staff.replyTooLong', { max: MAX_REPLY_LENGTH })),
});

/** GET /api/admin/tickets: open help-desk tickets. */
export const staffTicket = z.object({
  id: safeText(),
  subject: safeText(),
  body: safeText(),
  email: safeText(),
  status: safeText(),
  createdAt: safeText(),
  student: person.nullable(),
  replies: z.array(ticketReply),
});
export type StaffTicket = z.infer<typeof staffTicket>;
export const ticketParams = z.object({ id: z.uuid(t('staff.unknownTicket')) });

/** PUT /api/admin/students/:id/coach: assign a coach, or null for none. */
export const assignCoachBody = z.object({ coachId: z.uuid(t('staff.unknownCoach')).nullable() });
export const assignCoachResponse = z.object({ coachId: safeText().nullable() });

export const notesList = z.array(note);
export const auditLog = z.array(auditEntry);
export const staffTickets = z.array(staffTicket);
export const solvedTicket = z.object({ id: safeText(), status: z.literal('closed') });
export const returnToSchoolResponse = z.object({ status: z.literal('4_School') });
export const agreementSignedResponse = z.object({ fwAgreementStatus: z.literal('complete') });

/** The staff area's schema table (see endpoint.ts): each endpoint's schemas by name. */
export const staffSchemas = {
  listCaseload: { query: caseloadQuery, response: caseloadResponse },
  getStudentRecord: { params: studentParams, response: studentDetail },
  assignCoach: { params: studentParams, body: assignCoachBody, response: assignCoachResponse },
  listAuditLog: { query: auditQuery, response: auditLog },
  listOpenTickets: { response: staffTickets },
  solveTicket: { params: ticketParams, response: solvedTicket },
  replyToTicket: { params: ticketParams, body: replyBody, response: ticketReply },
  returnToSchool: { params: studentParams, response: returnToSchoolResponse },
  liftSignInLock: { params: studentParams, response: signInState },
  markAgreementSigned: { params: studentParams, response: agreementSignedResponse },
  listNotes: { query: notesQuery, response: notesList },
  createNote: { body: createNoteBody, response: note },
  editNote: { body: editNoteBody, response: note },
} satisfies SchemaTable<typeof endpoints>;
