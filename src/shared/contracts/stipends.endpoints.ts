import { endpoint } from './endpoint.js';
import type * as s from './stipends.js';

const errors = [400, 401, 403, 404, 409] as const;

/** The student's four weeks: what they may do and where each request stands. */
export const getStipends = endpoint<{ response: typeof s.stipendsResponse }>()({
  name: 'getStipends',
  method: 'GET',
  path: '/stipends',
  idempotency: 'none',
  errors,
  tag: 'stipends',
});

/** A week's stipend request with its survey answers. */
export const requestStipend = endpoint<{
  body: typeof s.stipendRequestBody;
  response: typeof s.stipendRequestResponse;
}>()({
  name: 'requestStipend',
  method: 'POST',
  path: '/paypal/requestStipend',
  idempotency: 'own',
  keyFormat: 'uuid',
  errors,
  tag: 'stipends',
});

/** Staff: the requests waiting for a decision. */
export const listOpenStipends = endpoint<{ response: typeof s.staffStipendList }>()({
  name: 'listOpenStipends',
  method: 'GET',
  path: '/admin/stipends',
  idempotency: 'none',
  errors,
  tag: 'staff',
});

export const approveStipend = endpoint<{
  params: typeof s.stipendParams;
  response: typeof s.stipendDecision;
}>()({
  name: 'approveStipend',
  method: 'POST',
  path: '/admin/stipends/:id/approve',
  idempotency: 'replay',
  errors,
  tag: 'staff',
});

export const markStipendPaid = endpoint<{
  params: typeof s.stipendParams;
  response: typeof s.stipendDecision;
}>()({
  name: 'markStipendPaid',
  method: 'POST',
  path: '/admin/stipends/:id/paid',
  idempotency: 'replay',
  errors,
  tag: 'staff',
});

export const declineStipend = endpoint<{
  params: typeof s.stipendParams;
  body: typeof s.declineBody;
  response: typeof s.stipendDecision;
}>()({
  name: 'declineStipend',
  method: 'POST',
  path: '/admin/stipends/:id/decline',
  idempotency: 'replay',
  errors,
  tag: 'staff',
});

/** Declined weeks, newest first: a coach may open one again. */
export const listDeclinedStipends = endpoint<{ response: typeof s.staffStipendList }>()({
  name: 'listDeclinedStipends',
  method: 'GET',
  path: '/admin/stipends/declined',
  idempotency: 'none',
  errors,
  tag: 'staff',
});

/** Opens a declined week again: the student may ask for that stipend anew and is told so. */
export const reopenStipend = endpoint<{
  params: typeof s.stipendParams;
  response: typeof s.stipendReopened;
}>()({
  name: 'reopenStipend',
  method: 'POST',
  path: '/admin/stipends/:id/reopen',
  idempotency: 'replay',
  errors,
  tag: 'staff',
});

/** Changes where a student's stipends are paid (audited); students cannot. */
export const setStipendPaymentEmail = endpoint<{
  params: typeof s.studentParams;
  body: typeof s.paymentEmailBody;
  response: typeof s.paymentEmailResponse;
}>()({
  name: 'setStipendPaymentEmail',
  method: 'PUT',
  path: '/admin/students/:id/stipend-email',
  idempotency: 'replay',
  errors,
  tag: 'staff',
});
