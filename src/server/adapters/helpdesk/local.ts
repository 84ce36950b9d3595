import type { Db } from '@server/db/client.js';
import { devHelpdesk } from '@server/db/schema/index.js';
import type { HelpdeskPort } from '@server/ports/helpdesk.js';
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
