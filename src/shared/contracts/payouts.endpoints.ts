import { endpoint } from './endpoint.js';
import type * as s from './payouts.js';

const errors = [400, 401, 403, 404, 409] as const;

/** The graduate's own payout requests. */
export const listPayouts = endpoint<{ response: typeof s.payoutList }>()({
  name: 'listPayouts',
  method: 'GET',
  path: '/paypal',
  idempotency: 'none',
  errors,
  tag: 'payouts',
});

/** What a payout would pay this student, for the check-your-answers step before it is asked for. */
export const quotePayout = endpoint<{ params: typeof s.payoutQuoteParams; response: typeof s.payoutQuote }>()(
  {
    name: 'quotePayout',
    method: 'GET',
    path: '/paypal/quote/:reason',
    idempotency: 'none',
    errors,
    tag: 'payouts',
  },
);

/**
 * A bonus payout request; the payout keeps its key (a uuid), so a retry never asks twice; the key sent again
 * with another payment e-mail is refused (422).
 */
export const requestPayout = endpoint<{
  body: typeof s.payoutRequestBody;
  response: typeof s.payoutSchema;
}>()({
  name: 'requestPayout',
  method: 'POST',
  path: '/paypal/requestBonusPayout',
  idempotency: 'own',
  keyFormat: 'uuid',
  errors: [...errors, 422],
  tag: 'payouts',
});

export const getPayoutTotal = endpoint<{ response: typeof s.totalSpendingResponse }>()({
  name: 'getPayoutTotal',
  method: 'GET',
  path: '/paypal/totalSpending',
  idempotency: 'none',
  errors,
  tag: 'payouts',
});

/** Staff: the open or the completed payouts (`?status`). */
export const listStaffPayouts = endpoint<{
  query: typeof s.staffPayoutQuery;
  response: typeof s.staffPayoutList;
}>()({
  name: 'listStaffPayouts',
  method: 'GET',
  path: '/admin/payouts',
  idempotency: 'none',
  errors,
  tag: 'staff',
});

/** Sends the payment; the body carries an amount only for a payout the portal could not compute. */
export const approvePayout = endpoint<{
  params: typeof s.payoutParams;
  body: typeof s.approvePayoutBody;
  response: typeof s.payoutSchema;
}>()({
  name: 'approvePayout',
  method: 'POST',
  path: '/admin/payouts/:id/approve',
  idempotency: 'replay',
  errors,
  tag: 'staff',
});

/** Confirms the payment arrived. */
export const markPayoutPaid = endpoint<{ params: typeof s.payoutParams; response: typeof s.payoutSchema }>()({
  name: 'markPayoutPaid',
  method: 'POST',
  path: '/admin/payouts/:id/paid',
  idempotency: 'replay',
  errors,
  tag: 'staff',
});

/** Sends a request back to the student with a reason, before any money is sent; they may ask again. */
export const returnPayout = endpoint<{
  params: typeof s.payoutParams;
  body: typeof s.returnPayoutBody;
  response: typeof s.payoutSchema;
}>()({
  name: 'returnPayout',
  method: 'POST',
  path: '/admin/payouts/:id/return',
  idempotency: 'replay',
  errors,
  tag: 'staff',
});

/** A coach's review of a payout by its id in the body: approve (sends it) or paid. Staff only. */
export const reviewPayment = endpoint<{
  body: typeof s.paymentReviewBody;
  response: typeof s.payoutSchema;
}>()({
  name: 'reviewPayment',
  method: 'POST',
  path: '/paypal/postPaymentReview',
  idempotency: 'replay',
  access: 'staff',
  errors,
  tag: 'staff',
});

/** A coach changes where a graduate's payouts are paid (audited); the student cannot once it is fixed. */
export const setPayoutEmail = endpoint<{
  params: typeof s.payoutStudentParams;
  body: typeof s.payoutEmailBody;
  response: typeof s.payoutEmailResponse;
}>()({
  name: 'setPayoutEmail',
  method: 'PUT',
  path: '/admin/students/:id/payout-email',
  idempotency: 'replay',
  errors,
  tag: 'staff',
});
