import { z } from 'zod';
import { safeText } from './text.js';
import { emailDoc } from './documented.js';
import { isValidEmail } from '../domain/contact.js';
import { endorsementKinds } from '../domain/endorsements.js';
import { MAX_PAYOUT_RETURN_REASON, payoutReasons, payoutStatuses } from '../domain/payouts.js';
import { t } from '../i18n.js';
import '../messages/payouts.js';

/** The payment-account e-mail (spec 000 §5): required, then valid. */
export const payoutEmail = safeText({ error: t('payouts.emailRequired') })
  .trim()
  .min(1, t('payouts.emailRequired'))
  .max(254, t('payouts.emailInvalid'))
  .refine(isValidEmail, t('payouts.emailInvalid'))
  .meta(emailDoc)
  .transform((s) => s.toLowerCase());

/**
 * POST /api/paypal/requestBonusPayout (spec 000 §7 "Request bonus payout"). The server computes the amount
 * and the status; `amount` and `status` from the browser are ignored, `userFK` must be the student.
 */
export const payoutRequestBody = z.object({
  reason: z.enum(payoutReasons),
  email: payoutEmail,
  faFirstName: safeText().trim().min(1).max(80).optional(),
  faLastName: safeText().trim().min(1).max(80).optional(),
  userFK: z.uuid().optional(),
  amount: z.number().optional(),
  status: safeText().max(20).optional(),
});
export type PayoutRequestBody = z.input<typeof payoutRequestBody>;

export const payoutSchema = z.object({
  uuid: safeText(),
  userFK: safeText(),
  reason: z.enum(payoutReasons),
  /** Dollars; null until a coach sets an amount the portal cannot compute. */
  amount: z.number().nullable(),
  email: safeText(),
  faFirstName: safeText(),
  faLastName: safeText(),
  status: z.enum(payoutStatuses),
  /** The payment has been sent; completed once a coach confirms it arrived. */
  approved: z.boolean(),
  createdAt: safeText(),
  completedAt: safeText().nullable(),
  /** Why a coach sent the request back (status returned); null otherwise. */
  returnReason: safeText().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;
export const payoutList = z.array(payoutSchema);

/** GET /api/paypal/quote/:reason: the amount the server will record, computed as the request would. */
export const payoutQuoteParams = z.object({ reason: z.enum(payoutReasons) });
export const payoutQuote = z.object({
  reason: z.enum(payoutReasons),
  /** The student's state (postal code) the fee comes from. */
  state: safeText().nullable(),
  /** Dollars; null when a coach sets the amount (school, endorsement, no state on file). */
  amount: z.number().nullable(),
  /** The state's permit fee inside the amount, in dollars; null when none is. */
  permitFee: z.number().nullable(),
  /** Why this payout cannot be asked for yet (endorsement: none approved), or null when it can. */
  notYet: safeText().nullable(),
  /** The payment e-mail fixed by the first payout request (only a coach changes it), or null before it. */
  paymentEmail: safeText().nullable(),
});
export type PayoutQuote = z.infer<typeof payoutQuote>;

export const totalSpendingResponse = z.object({ totalSpending: z.number() });

/** Staff queue: GET /api/admin/payouts?status=. */
export const staffPayoutQuery = z.object({ status: z.enum(['open', 'completed']).default('open') });
export const staffPayout = payoutSchema.extend({
  state: safeText().nullable(),
  /** For an endorsement payout, the endorsements a coach approved (what the amount pays back); else empty. */
  approvedEndorsements: z.array(z.enum(endorsementKinds)),
  student: z.object({ id: safeText(), firstName: safeText(), lastName: safeText(), email: safeText() }),
  /** The student's other payout requests, newest first: what was asked, paid or sent back before. */
  history: z.array(
    z.object({
      reason: z.enum(payoutReasons),
      status: z.enum(payoutStatuses),
      amount: z.number().nullable(),
      email: safeText(),
      createdAt: safeText(),
    }),
  ),
});
export type StaffPayout = z.infer<typeof staffPayout>;
export const staffPayoutList = z.array(staffPayout);
export const payoutParams = z.object({ id: z.uuid() });
/**
 * Approving a payout whose amount the portal could not compute needs the amount, in dollars. The body is
 * optional (the server sees a missing body as null); any wrong amount is answered with the one message that
 * asks for it.
 */
const amountNeeded = { error: t('payouts.amountNeeded') };
const payoutAmount = z
  .number(amountNeeded)
  .positive(amountNeeded)
  .max(5000, amountNeeded)
  .multipleOf(0.01, amountNeeded)
  .optional();
export const approvePayoutBody = z
  .object(
    {
      amount: payoutAmount,
    },
    amountNeeded,
  )
  .nullish();

/**
 * POST /api/paypal/postPaymentReview (spec 001 §7): a coach's review of a payout, the same decisions as the
 * queue's buttons: approve (sends the money) or paid (the student confirmed it arrived).
 */
export const paymentReviewBody = z
  .object({
    payoutId: z.uuid(),
    decision: z.enum(['approve', 'paid']),
    amount: payoutAmount,
  })
  .strict();

/** POST /api/admin/payouts/:id/return: why the request cannot be paid as it is (the student reads it). */
export const returnPayoutBody = z.object({
  reason: safeText({ error: t('payouts.returnReasonRequired') })
    .trim()
    .min(1, t('payouts.returnReasonRequired'))
    .max(MAX_PAYOUT_RETURN_REASON, t('payouts.returnReasonTooLong', { max: MAX_PAYOUT_RETURN_REASON })),
});

/** PUT /api/admin/students/:id/payout-email: the coach's change of the fixed payment e-mail. */
export const payoutStudentParams = z.object({ id: z.uuid() });
export const payoutEmailBody = z.object({ email: payoutEmail });
export const payoutEmailResponse = z.object({ paymentEmail: safeText() });

/** The payouts area's schema table (see endpoint.ts): each endpoint's schemas by name. */
export const payoutsSchemas = {
  listPayouts: { response: payoutList },
  quotePayout: { params: payoutQuoteParams, response: payoutQuote },
  requestPayout: { body: payoutRequestBody, response: payoutSchema },
  getPayoutTotal: { response: totalSpendingResponse },
  listStaffPayouts: { query: staffPayoutQuery, response: staffPayoutList },
  approvePayout: { params: payoutParams, body: approvePayoutBody, response: payoutSchema },
  markPayoutPaid: { params: payoutParams, response: payoutSchema },
  returnPayout: { params: payoutParams, body: returnPayoutBody, response: payoutSchema },
  reviewPayment: { body: paymentReviewBody, response: payoutSchema },
  setPayoutEmail: { params: payoutStudentParams, body: payoutEmailBody, response: payoutEmailResponse },
};
