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
  idempotency: 'replay',
  keyFormat: 'uuid',
  errors: [400, 401],
  tag: 'helpdesk',
});
