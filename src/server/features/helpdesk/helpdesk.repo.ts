import { and, count, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client.js';
import { tickets, users } from '@server/db/schema/index.js';

export type NewTicket = typeof tickets.$inferInsert & { id: string };

/** Inserts a ticket once per id; a repeated id returns the first ticket and `created: false`. */
export async function insertTicketOnce(tx: Tx, ticket: NewTicket) {
  const inserted = await tx.insert(tickets).values(ticket).onConflictDoNothing().returning();
  if (inserted[0]) return { ticket: inserted[0], created: true };
  const [existing] = await tx.select().from(tickets).where(eq(tickets.id, ticket.id));
  return { ticket: existing!, created: false };
}

export async function personByEmail(db: Db, email: string) {
  const [person] = await db
    .select({
      id: users.id,
      email: users.email,
      phone: users.phone,
      first: users.firstName,
      last: users.lastName,
    })
    .from(users)
    .where(eq(users.email, email));
  return person ?? null;
}

/** How many tickets a person has, and how many are not closed. */
export async function countTickets(db: Db, userId: string): Promise<{ all: number; open: number }> {
  const [[all], [open]] = await Promise.all([
    db.select({ n: count() }).from(tickets).where(eq(tickets.userId, userId)),
    db
      .select({ n: count() })
      .from(tickets)
      .where(and(eq(tickets.userId, userId), ne(tickets.status, 'closed'))),
  ]);
  return { all: all?.n ?? 0, open: open?.n ?? 0 };
}
