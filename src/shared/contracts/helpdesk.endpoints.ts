import { endpoint } from './endpoint.js';
import type * as s from './helpdesk.js';

/**
 * A help-desk ticket (the help chat and every flow that asks a coach for something). The key, a uuid,
 * becomes the ticket's id, so a retried request makes no second ticket.
 */
export const createHelpTicket = endpoint<{
  body: typeof s.createTicketBody;
  response: typeof s.createTicketResponse;
}>()({
  name: 'createHelpTicket',
  method: 'POST',
  path: '/zendesk/createTicket',
  idempotency: 'own',
  keyFormat: 'uuid',
  errors: [400, 401],
  tag: 'helpdesk',
});

/** Brings the caller's help-desk profile up to date with the portal's record of their e-mail and phone. */
export const patchHelpdeskUser = endpoint<{
  body: typeof s.patchHelpdeskUserBody;
  response: typeof s.patchHelpdeskUserResponse;
}>()({
  name: 'patchHelpdeskUser',
  method: 'PATCH',
  path: '/zendesk/patchUser',
  idempotency: 'replay',
  errors: [400, 401, 403, 409],
  tag: 'helpdesk',
});

/** The person as the help desk knows them: staff read anyone, a student only their own address. */
export const getHelpdeskUser = endpoint<{
  params: typeof s.helpdeskEmailParams;
  response: typeof s.helpdeskUserResponse;
}>()({
  name: 'getHelpdeskUser',
  method: 'GET',
  path: '/zendesk/getUserByEmail/:email',
  idempotency: 'none',
  errors: [400, 401, 403, 404],
  tag: 'helpdesk',
});
