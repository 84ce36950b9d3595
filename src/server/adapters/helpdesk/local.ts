import type { Db } from '../../db/client.js';
import { devHelpdesk } from '../../db/schema/index.js';
import type { HelpdeskPort } from '../../ports/helpdesk.js';
import { recordEvent } from '../local-events.js';

/** Keeps tickets in a local table so staff tools and tests can read them back. */
export function localHelpdesk(db: Db): HelpdeskPort {
  return {
    async createTicket(ticket) {
      await db.insert(devHelpdesk).values({ ticketId: ticket.id, payload: ticket }).onConflictDoNothing();
      return { externalId: `local-${ticket.id}` };
    },
    patchUser: ({ id, ...rest }) => recordEvent(db, 'helpdesk.patchUser', id, rest),
    addNote: ({ id, ...rest }) => recordEvent(db, 'helpdesk.addNote', id, rest),
  };
}
