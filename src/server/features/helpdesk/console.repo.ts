import { asc, desc, eq, max, ne, sql } from 'drizzle-orm';
import { QUEUE_LIST_SIZE } from '@shared/domain/staff-counts.js';
import type { Conn, Tx } from '@server/db/client.js';
import { countIf, countWhere, oldestIf, type StudentScope } from '@server/db/per-student.js';
import { tickets, users } from '@server/db/schema/index.js';

/* Help-desk tickets as the staff console reads and solves them (handed to it by the composition root). */

const notClosed = sql`${tickets.status} <> 'closed'`;

/** Per student: their last ticket, and the tickets not closed and since when. */
export function ticketsPerStudent(db: Conn, only: StudentScope) {
  return db
    .select({
      studentId: tickets.userId,
      at: max(tickets.createdAt).as('raised_at'),
      open: countIf(notClosed).as('open_tickets'),
      openSince: oldestIf(tickets.createdAt, notClosed).as('open_since'),
    })
    .from(tickets)
    .where(only(tickets.userId))
    .groupBy(tickets.userId)
    .as('raised');
}

/** The tickets queue's count: every ticket not closed, as its list reads them. */
export const openTicketCount = countWhere(tickets, ne(tickets.status, 'closed'));

/** The student's tickets, newest first. */
export async function ticketsOf(db: Conn, studentId: string) {
  return db
    .select({
      id: tickets.id,
      subject: tickets.subject,
      status: tickets.status,
      createdAt: tickets.createdAt,
    })
    .from(tickets)
    .where(eq(tickets.userId, studentId))
    .orderBy(desc(tickets.createdAt));
}

/** The oldest tickets not closed, with the student's name and language. */
export async function listOpenTickets(db: Conn) {
  return db
    .select({
      ticket: tickets,
      studentFirstName: users.firstName,
      studentLastName: users.lastName,
      studentLocale: users.locale,
    })
    .from(tickets)
    .leftJoin(users, eq(users.id, tickets.userId))
    .where(ne(tickets.status, 'closed'))
    .orderBy(asc(tickets.createdAt))
    .limit(QUEUE_LIST_SIZE);
}

export async function findTicket(db: Conn, id: string) {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, id));
  return row ?? null;
}

export async function findTicketForUpdate(tx: Tx, id: string) {
  const [row] = await tx.select().from(tickets).where(eq(tickets.id, id)).for('update');
  return row ?? null;
}

export async function closeTicket(tx: Tx, id: string) {
  await tx.update(tickets).set({ status: 'closed' }).where(eq(tickets.id, id));
}
