import { z } from 'zod';
import { LOCALES } from '../locale.js';
import { safeText } from './text.js';
import { birthDateDoc, dayDoc } from './documented.js';
import { auditedActions, dayStart } from '../domain/audit.js';
import {
  blockedOns,
  CASELOAD_PAGE_SIZE,
  MAX_CASELOAD_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
} from '../domain/caseload.js';
import { staffCountKeys } from '../domain/staff-counts.js';
import { caseloadSorts, MAX_NOTE_LENGTH, MAX_REPLY_LENGTH, noteTypes } from '../domain/staff.js';
import { quizNames } from '../domain/learning.js';
import { payoutReasons, payoutStatuses } from '../domain/payouts.js';
import { birthDateProblem, MAX_STUDENT_AGE, MIN_STUDENT_AGE } from '../domain/birth-date.js';
import { statuses } from '../domain/program.js';
import { rideReasons, rideStates, tripStatuses } from '../domain/rides.js';
import { t } from '../i18n.js';
import { documentStatus } from './user.js';
import '../messages/console.js';
import '../messages/staff.js';
import '../messages/staff-student.js';

const person = z.object({ id: safeText(), name: safeText() });
const waiting = z.object({
  documents: z.number(),
  stipends: z.number(),
  tickets: z.number(),
  rides: z.number(),
});

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');

/**
 * GET /api/admin/students: the caseload, searched (name, e-mail or phone typed any way), filtered,
 * ordered and cut into pages on the server.
 */
/** A cursor as the server wrote it (base64url); what it holds is checked when it is read. */
const caseloadCursorText = z
  .string()
  .max(600, t('staffConsole.pageGone'))
  .regex(/^[A-Za-z0-9_-]+$/, t('staffConsole.pageGone'));

export const caseloadQuery = z.object({
  q: safeText().max(MAX_SEARCH_LENGTH, t('staffConsole.searchTooLong')).optional(),
  status: z.enum(statuses).optional(),
  coach: z.union([z.uuid(), z.literal('none')]).optional(),
  /** Only the students assigned to the coach asking. */
  mine: flag,
  waiting: flag,
  blockedOn: z.enum(blockedOns).optional(),
  sort: z.enum(caseloadSorts).default('nearest'),
  /** The page after (or before) the row a cursor names: `next` and `prev` of a previous answer. */
  after: caseloadCursorText.optional(),
  before: caseloadCursorText.optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_CASELOAD_PAGE_SIZE).default(CASELOAD_PAGE_SIZE),
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
  phone: safeText(),
  blockedOn: z.enum(blockedOns),
  /** Since when the student has been blocked on `blockedOn` (ISO time); null when nothing blocks them. */
  blockedSince: safeText().nullable(),
});
export type CaseloadStudent = z.infer<typeof caseloadStudent>;

export const caseloadResponse = z.object({
  students: z.array(caseloadStudent),
  coaches: z.array(person),
  /**
   * Students matching the search and filters, over every page, counted up to CASELOAD_COUNT_CAP: past
   * it `totalIsMore` is true and `total` is the cap ("more than 1,000").
   */
  total: z.number().int(),
  totalIsMore: z.boolean(),
  /** Cursors for the next and the previous page (`after` and `before`); null at either end. */
  next: z.string().nullable(),
  prev: z.string().nullable(),
  pageSize: z.number().int(),
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

/** PUT /api/admin/students/:id/birth-date: YYYY-MM-DD, a real date of an adult of 18 to 90. */
export const birthDateBody = z.object({
  dateOfBirth: safeText()
    .superRefine((value, ctx) => {
      const problem = birthDateProblem(value, new Date());
      if (problem)
        ctx.addIssue({
          code: 'custom',
          message: t(`staffStudent.birthDate.${problem}`, { min: MIN_STUDENT_AGE, max: MAX_STUDENT_AGE }),
        });
    })
    .meta(birthDateDoc),
});

export const birthDateResponse = z.object({ dateOfBirth: safeText() });

/** GET /api/admin/students/:id: what a coach needs on one page. */
export const studentDetail = z.object({
  profile: caseloadStudent.extend({
    city: safeText().nullable(),
    state: safeText().nullable(),
    createdAt: safeText(),
    /** YYYY-MM-DD, entered by a coach from the enrolment papers; null until then. */
    dateOfBirth: safeText().nullable(),
    /** The language the student reads the portal and their messages in. */
    locale: z.enum(LOCALES),
  }),
  checklist: z.array(z.object({ text: safeText(), done: z.boolean() })),
  /** The stage's checklist exactly as the student's screen shows it (the shared display rule). */
  studentChecklist: z.array(
    z.object({
      text: safeText(),
      subtext: safeText().nullable(),
      status: z.enum(['hidden', 'highlighted', 'completed', 'informational', 'explainer']),
      recommended: z.boolean(),
    }),
  ),
  /** The student replied STOP to a text: coaches' texts are refused until they reply START. */
  textsOptedOut: z.boolean(),
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
  /** The newest one-page resume PDF (a `resume/<id>` path for GET /api/spaces); null when none was made. */
  resumePath: safeText().nullable(),
  /** Where stipends are paid (null: the sign-in e-mail) and payouts (null: fixed at the first request). */
  paymentEmails: z.object({ stipends: safeText().nullable(), payouts: safeText().nullable() }),
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

const auditDay = safeText()
  .refine((v) => dayStart(v) !== null, t('staff.auditDateInvalid'))
  .meta(dayDoc)
  .optional();
/**
 * GET /api/admin/audit and /api/admin/audit.csv: every filter optional. `student` is one student's id (the
 * student page); `studentName` and `coach` match part of a name or e-mail; `from` and `to` are whole UTC days.
 */
export const auditQuery = z
  .object({
    student: z.uuid(t('staff.unknownStudent')).optional(),
    studentName: safeText().trim().max(100).optional(),
    coach: safeText().trim().max(100).optional(),
    action: z.enum(auditedActions).optional(),
    from: auditDay,
    to: auditDay,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: t('staff.auditRangeInvalid'), path: ['to'] })
  .meta({ description: '`to` is not before `from`.' });
export type AuditQuery = z.input<typeof auditQuery>;
export const auditEntry = z.object({
  id: safeText(),
  action: safeText(),
  /** The sentence naming the object: "Approved Birth Certificate of Denise Walker". */
  summary: safeText(),
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
  /** The language the student reads the portal in: the coach answers in it. */
  locale: z.enum(['en', 'es']),
  replies: z.array(ticketReply),
});
export type StaffTicket = z.infer<typeof staffTicket>;
export const ticketParams = z.object({ id: z.uuid(t('staff.unknownTicket')) });

/** PUT /api/admin/students/:id/coach: assign a coach, or null for none. */
export const assignCoachBody = z.object({ coachId: z.uuid(t('staff.unknownCoach')).nullable() });
export const assignCoachResponse = z.object({ coachId: safeText().nullable() });

/** GET /api/admin/counts: how many items wait in each staff queue, for the console's tabs. */
export const staffCounts = z.object(
  Object.fromEntries(staffCountKeys.map((k) => [k, z.number().int()])) as Record<
    (typeof staffCountKeys)[number],
    z.ZodNumber
  >,
);
export type StaffCounts = z.infer<typeof staffCounts>;

export const notesList = z.array(note);
export const auditLog = z.array(auditEntry);
export const staffTickets = z.array(staffTicket);
export const solvedTicket = z.object({ id: safeText(), status: z.literal('closed') });
export const returnToSchoolResponse = z.object({ status: z.literal('4_School') });
export const agreementSignedResponse = z.object({ fwAgreementStatus: z.literal('complete') });

/** The staff area's schema table (see endpoint.ts): each endpoint's schemas by name. */
export const staffSchemas = {
  listCaseload: { query: caseloadQuery, response: caseloadResponse },
  getStaffCounts: { response: staffCounts },
  getStudentRecord: { params: studentParams, response: studentDetail },
  setBirthDate: { params: studentParams, body: birthDateBody, response: birthDateResponse },
  assignCoach: { params: studentParams, body: assignCoachBody, response: assignCoachResponse },
  listAuditLog: { query: auditQuery, response: auditLog },
  exportAuditLog: { query: auditQuery },
  listOpenTickets: { response: staffTickets },
  solveTicket: { params: ticketParams, response: solvedTicket },
  replyToTicket: { params: ticketParams, body: replyBody, response: ticketReply },
  returnToSchool: { params: studentParams, response: returnToSchoolResponse },
  liftSignInLock: { params: studentParams, response: signInState },
  markAgreementSigned: { params: studentParams, response: agreementSignedResponse },
  listNotes: { query: notesQuery, response: notesList },
  createNote: { body: createNoteBody, response: note },
  editNote: { body: editNoteBody, response: note },
};
