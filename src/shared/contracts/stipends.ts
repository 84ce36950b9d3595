import { z } from 'zod';
import { safeText } from './text.js';
import { strictEmailDoc } from './documented.js';
import { attendances, STIPEND_WEEKS, weekdays } from '../domain/stipends.js';
import { t } from '../i18n.js';
import '../messages/stipends.js';

const text = safeText().trim().min(1, t('stipends.answerRequired')).max(500, t('stipends.tooLong'));

/** The week surveys of spec 001 §7 (week 1, weeks 2–3, week 4) and the partial-attendance form. */
export const week1Answers = z.object({ ready: z.coerce.number().int().min(1).max(5), hardest: text });
export const weeks2to3Answers = z.object({
  drivingHours: z.coerce.number().int().min(0).max(80),
  blockers: text,
});
export const week4Answers = z.object({
  roadTest: z.enum(['yes', 'no']),
  roadTestDate: z.iso.date().optional(),
  needs: text,
});
export const partialAnswers = z.object({
  missedDays: z.array(z.enum(weekdays)).min(1, t('stipends.answerRequired')),
  reason: text,
});

/** POST /api/paypal/requestStipend {email, reasonNotes: 'Attendance: full|partial|none', week}. */
export const stipendRequestBody = z.object({
  /** Kept for callers of the spec's shape; the stipend always goes to the student's fixed payment e-mail. */
  email: safeText()
    .trim()
    .toLowerCase()
    .pipe(z.email(t('stipends.emailInvalid')))
    .optional()
    .meta(strictEmailDoc),
  reasonNotes: z.enum(attendances.map((a) => `Attendance: ${a}`) as [string, ...string[]]),
  week: z.coerce
    .number()
    .int()
    .refine((w) => (STIPEND_WEEKS as readonly number[]).includes(w), t('errors.invalidInput'))
    .meta({ enum: [...STIPEND_WEEKS] }),
  answers: z
    .object({
      week1: week1Answers.optional(),
      weeks2to3: weeks2to3Answers.optional(),
      week4: week4Answers.optional(),
      partial: partialAnswers.optional(),
    })
    .strict()
    .default({}),
});
export type StipendRequestBody = z.input<typeof stipendRequestBody>;

export const stipendStatus = z.enum(['requested', 'approved', 'paid', 'declined']);
export const stipendRequestResponse = z.object({ week: z.number(), status: stipendStatus });

/** GET /api/stipends: each of the four weeks, what the student may do and where a request stands. */
export const stipendWeek = z.object({
  week: z.number().int(),
  eligible: z.boolean(),
  message: safeText().nullable(),
  request: z
    .object({
      status: stipendStatus,
      email: safeText(),
      attendance: z.enum(attendances),
      declineReason: safeText().nullable(),
      createdAt: safeText(),
    })
    .nullable(),
});
export const stipendsResponse = z.object({
  startDate: safeText().nullable(),
  /** Where the stipends go: verified in pre-enrollment, changed only by a coach. */
  paymentEmail: safeText(),
  /** What one weekly stipend pays, in dollars (the server's setting; the page states it). */
  amount: z.number(),
  enabled: z.boolean(),
  weeks: z.array(stipendWeek),
});
export type StipendsOverview = z.infer<typeof stipendsResponse>;

/** Staff: requests waiting for a decision. */
export const staffStipend = z.object({
  id: safeText(),
  week: z.number().int(),
  email: safeText(),
  attendance: z.enum(attendances),
  answers: z.record(safeText(), z.unknown()),
  createdAt: safeText(),
  status: stipendStatus,
  student: z.object({ id: safeText(), firstName: safeText(), lastName: safeText() }),
});
export const staffStipendList = z.array(staffStipend);
export type StaffStipend = z.infer<typeof staffStipend>;
export const stipendParams = z.object({ id: z.uuid() });
export const declineBody = z.object({
  reason: safeText().trim().min(1, t('stipends.declineReasonRequired')).max(300, t('stipends.tooLong')),
});
/** A staff decision on a request: its new status. */
export const stipendDecision = z.object({ id: safeText(), status: stipendStatus });

/** Staff: a declined week opened again. */
export const stipendReopened = z.object({ id: safeText(), week: z.number().int() });
export const studentParams = z.object({ id: z.uuid() });
export const paymentEmailBody = z.object({
  email: safeText()
    .trim()
    .toLowerCase()
    .pipe(z.email(t('stipends.emailInvalid')))
    .meta(strictEmailDoc),
});
export const paymentEmailResponse = z.object({ paymentEmail: safeText() });

/** The stipends area's schema table (see endpoint.ts): each endpoint's schemas by name. */
export const stipendsSchemas = {
  getStipends: { response: stipendsResponse },
  requestStipend: { body: stipendRequestBody, response: stipendRequestResponse },
  listOpenStipends: { response: staffStipendList },
  approveStipend: { params: stipendParams, response: stipendDecision },
  markStipendPaid: { params: stipendParams, response: stipendDecision },
  declineStipend: { params: stipendParams, body: declineBody, response: stipendDecision },
  listDeclinedStipends: { response: staffStipendList },
  reopenStipend: { params: stipendParams, response: stipendReopened },
  setStipendPaymentEmail: { params: studentParams, body: paymentEmailBody, response: paymentEmailResponse },
};
