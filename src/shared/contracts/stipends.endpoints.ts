import { area } from './endpoint.js';
import type { stipendsSchemas } from './stipends.js';

const errors = [400, 401, 403, 404, 409] as const;
const stipends = area<typeof stipendsSchemas>('stipends', errors);
const staff = area<typeof stipendsSchemas>('staff', errors);

/** The student's four weeks: what they may do and where each request stands. */
export const getStipends = stipends.get('getStipends', '/stipends');

/** A week's stipend request with its survey answers. */
export const requestStipend = stipends.post('requestStipend', '/paypal/requestStipend', {
  idempotency: 'own',
  keyFormat: 'uuid',
});

/** Staff: the requests waiting for a decision. */
export const listOpenStipends = staff.get('listOpenStipends', '/admin/stipends');

export const approveStipend = staff.post('approveStipend', '/admin/stipends/:id/approve');

export const markStipendPaid = staff.post('markStipendPaid', '/admin/stipends/:id/paid');

export const declineStipend = staff.post('declineStipend', '/admin/stipends/:id/decline');

/** Declined weeks, newest first: a coach may open one again. */
export const listDeclinedStipends = staff.get('listDeclinedStipends', '/admin/stipends/declined');

/** Opens a declined week again: the student may ask for that stipend anew and is told so. */
export const reopenStipend = staff.post('reopenStipend', '/admin/stipends/:id/reopen');

/** Changes where a student's stipends are paid (audited); students cannot. */
export const setStipendPaymentEmail = staff.put(
  'setStipendPaymentEmail',
  '/admin/students/:id/stipend-email',
  { idempotency: 'replay' },
);
