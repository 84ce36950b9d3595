import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { tickets } from '../db/schema/index.js';
import type { Ports } from '../ports/index.js';

/** Job: push one ticket to the help desk; a ticket that already has a help-desk id is not pushed again. */
export function pushTicket(db: Db, ports: Ports) {
  return async ({ id }: { id: string }): Promise<void> => {
    const [ticket] = await db.select().from(tickets).where(eq(tickets.id, id));
    if (!ticket || ticket.externalId) return;
    const { externalId } = await ports.helpdesk.createTicket({
      id,
      email: ticket.email,
      subject: ticket.subject,
      body: ticket.body,
      groupId: ticket.groupId,
      tags: ticket.tags,
    });
    await db.update(tickets).set({ externalId, status: 'open' }).where(eq(tickets.id, id));
  };
}
