import { area } from './endpoint.js';
import type { helpdeskSchemas } from './helpdesk.js';

const helpdesk = area<typeof helpdeskSchemas>('helpdesk', [400, 401]);

/**
 * A help-desk ticket (the help chat and every flow that asks a coach for something). The key, a uuid,
 * becomes the ticket's id, so a retried request makes no second ticket.
 */
export const createHelpTicket = helpdesk.post('createHelpTicket', '/zendesk/createTicket', {
  idempotency: 'own',
  keyFormat: 'uuid',
});

/** Brings the caller's help-desk profile up to date with the portal's record of their e-mail and phone. */
export const patchHelpdeskUser = helpdesk.patch('patchHelpdeskUser', '/zendesk/patchUser', {
  idempotency: 'replay',
  errors: [400, 401, 403, 409],
});

/** The person as the help desk knows them: staff read anyone, a student only their own address. */
export const getHelpdeskUser = helpdesk.get('getHelpdeskUser', '/zendesk/getUserByEmail/:email', {
  errors: [400, 401, 403, 404],
});
