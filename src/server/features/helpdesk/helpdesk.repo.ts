import { eq } from 'drizzle-orm';
import type { Tx } from '@server/db/client.js';
import { tickets } from '@server/db/schema/index.js';

export type NewTicket = typeof tickets.$inferInsert & { id: string };

/** Inserts a ticket once per id; a repeated id returns the first ticket and `created: false`. */
export async function insertTicketOnce(tx: Tx, ticket: NewTicket) {
  const inserted = await tx.insert(tickets).values(ticket).onConflictDoNothing().returning();
  if (inserted[0]) return { ticket: inserted[0], created: true };
  const [existing] = await tx.select().from(tickets).where(eq(tickets.id, ticket.id));
  return { ticket: existing!, created: false };
}
