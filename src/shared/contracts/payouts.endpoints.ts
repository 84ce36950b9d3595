import { area } from './endpoint.js';
import type { payoutsSchemas } from './payouts.js';

const errors = [400, 401, 403, 404, 409] as const;
const payouts = area<typeof payoutsSchemas>('payouts', errors);
const staff = area<typeof payoutsSchemas>('staff', errors);

/** The graduate's own payout requests. */
export const listPayouts = payouts.get('listPayouts', '/paypal');

/** What a payout would pay this student, for the check-your-answers step before it is asked for. */
export const quotePayout = payouts.get('quotePayout', '/paypal/quote/:reason');

/**
 * A bonus payout request; the payout keeps its key (a uuid), so a retry never asks twice; the key sent again
 * with another payment e-mail is refused (422).
 */
export const requestPayout = payouts.post('requestPayout', '/paypal/requestBonusPayout', {
  idempotency: 'own',
  keyFormat: 'uuid',
  errors: [400, 401, 403, 404, 409, 422],
});

export const getPayoutTotal = payouts.get('getPayoutTotal', '/paypal/totalSpending');

/** Staff: the open or the completed payouts (`?status`). */
export const listStaffPayouts = staff.get('listStaffPayouts', '/admin/payouts');

/** Sends the payment; the body carries an amount only for a payout the portal could not compute. */
export const approvePayout = staff.post('approvePayout', '/admin/payouts/:id/approve');

/** Confirms the payment arrived. */
export const markPayoutPaid = staff.post('markPayoutPaid', '/admin/payouts/:id/paid');

/** Sends a request back to the student with a reason, before any money is sent; they may ask again. */
export const returnPayout = staff.post('returnPayout', '/admin/payouts/:id/return');

/** A coach's review of a payout by its id in the body: approve (sends it) or paid. Staff only. */
export const reviewPayment = staff.post('reviewPayment', '/paypal/postPaymentReview', { access: 'staff' });

/** A coach changes where a graduate's payouts are paid (audited); the student cannot once it is fixed. */
export const setPayoutEmail = staff.put('setPayoutEmail', '/admin/students/:id/payout-email', {
  idempotency: 'replay',
});
