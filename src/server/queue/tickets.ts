import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { tickets } from '../db/schema/index.js';
import type { Ports } from '../ports/index.js';
import type { Jobs } from './queue.js';

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

/** Records a help-desk ticket and queues its push in the caller's transaction, so it is sent exactly once. */
export async function queueTicket(
  tx: Tx,
  jobs: Jobs,
  ticket: { userId: string; email: string; subject: string; body: string; groupId: string; tags: string[] },
): Promise<string> {
  const [row] = await tx.insert(tickets).values(ticket).returning({ id: tickets.id });
  await jobs.enqueue(tx, 'push-ticket', { id: row!.id });
  return row!.id;
}
