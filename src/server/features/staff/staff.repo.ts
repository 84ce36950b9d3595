import { and, asc, desc, eq, inArray, max, ne, or, sql } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '@server/db/client.js';
import {
  coachAssignments,
  completions,
  documents,
  notes,
  programSteps,
  rideLocationRequests,
  sessions,
  stipendRequests,
  tickets,
  trips,
  uberAccessRequests,
  uploads,
  users,
  workforceBoards,
} from '@server/db/schema/index.js';

type Conn = Db | Tx;

const coachUser = alias(users, 'coach_user');
const count = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** Students only: staff and instructors (96_CEO) are not anyone's case. */
const isStudent = and(
  eq(users.role, 'student'),
  or(ne(users.status, '96_CEO'), sql`${users.status} is null`),
);

/**
 * Every student with what the caseload needs, in one query: each per-student fact comes from one
 * grouped subquery, so the cost does not grow with the number of students.
 */
export async function listStudentFacts(db: Conn, studentId?: string) {
  const done = db
    .select({ userId: completions.userId, at: max(completions.createdAt).as('done_at') })
    .from(completions)
    .groupBy(completions.userId)
    .as('done');
  const sent = db
    .select({
      userId: uploads.userId,
      at: max(uploads.createdAt).as('sent_at'),
      pending: count(sql`${uploads.review} = 'pending'`).as('pending'),
      hasResume: count(sql`${uploads.folder} = 'resume'`).as('resumes'),
    })
    .from(uploads)
    .groupBy(uploads.userId)
    .as('sent');
  const asked = db
    .select({
      userId: stipendRequests.userId,
      at: max(stipendRequests.createdAt).as('asked_at'),
      requested: count(sql`${stipendRequests.status} = 'requested'`).as('requested'),
    })
    .from(stipendRequests)
    .groupBy(stipendRequests.userId)
    .as('asked');
  const raised = db
    .select({
      userId: tickets.userId,
      at: max(tickets.createdAt).as('raised_at'),
      open: count(sql`${tickets.status} <> 'closed'`).as('open_tickets'),
    })
    .from(tickets)
    .groupBy(tickets.userId)
    .as('raised');
  // Rides waiting for a coach: one row per open request or Flexible ride, counted per student.
  const decisions = unionAll(
    db
      .select({ userId: uberAccessRequests.userId })
      .from(uberAccessRequests)
      .where(eq(uberAccessRequests.status, 'open')),
    db
      .select({ userId: rideLocationRequests.userId })
      .from(rideLocationRequests)
      .where(eq(rideLocationRequests.status, 'open')),
    db.select({ userId: trips.userId }).from(trips).where(eq(trips.status, 'NEEDS_APPROVAL')),
  ).as('decisions');
  const rides = db
    .select({ userId: decisions.userId, open: sql<number>`count(*)`.mapWith(Number).as('ride_decisions') })
    .from(decisions)
    .groupBy(decisions.userId)
    .as('rides');
  const signedIn = db
    .select({ userId: sessions.userId, at: max(sessions.createdAt).as('signed_in_at') })
    .from(sessions)
    .groupBy(sessions.userId)
    .as('signed_in');

  return db
    .select({
      user: users,
      waitlistBoard: workforceBoards.slug,
      coachId: coachUser.id,
      coachFirstName: coachUser.firstName,
      coachLastName: coachUser.lastName,
      doneAt: done.at,
      sentAt: sent.at,
      pendingDocuments: sent.pending,
      hasResume: sent.hasResume,
      askedAt: asked.at,
      requestedStipends: asked.requested,
      raisedAt: raised.at,
      openTickets: raised.open,
      rideDecisions: rides.open,
      signedInAt: signedIn.at,
    })
    .from(users)
    .leftJoin(workforceBoards, eq(workforceBoards.id, users.waitlistWbId))
    .leftJoin(coachAssignments, eq(coachAssignments.studentId, users.id))
    .leftJoin(coachUser, eq(coachUser.id, coachAssignments.coachId))
    .leftJoin(done, eq(done.userId, users.id))
    .leftJoin(sent, eq(sent.userId, users.id))
    .leftJoin(asked, eq(asked.userId, users.id))
    .leftJoin(raised, eq(raised.userId, users.id))
    .leftJoin(rides, eq(rides.userId, users.id))
    .leftJoin(signedIn, eq(signedIn.userId, users.id))
    .where(studentId ? and(isStudent, eq(users.id, studentId)) : isStudent);
}
export type StudentFacts = Awaited<ReturnType<typeof listStudentFacts>>[number];

/** Completed checklist paths of every student, or of one. */
export async function listCompletions(db: Conn, studentId?: string) {
  const query = db.select({ userId: completions.userId, url: completions.url }).from(completions);
  return studentId ? query.where(eq(completions.userId, studentId)) : query;
}

export async function listAllProgramSteps(db: Conn) {
  return db.select().from(programSteps).orderBy(asc(programSteps.screen), asc(programSteps.order));
}

export async function listStaff(db: Conn) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.role, ['coach', 'admin']))
    .orderBy(asc(users.lastName));
}

export async function findDocuments(db: Conn, studentId: string) {
  const [row] = await db.select().from(documents).where(eq(documents.userId, studentId));
  return row ?? null;
}

export async function listStipends(db: Conn, studentId: string) {
  return db
    .select({
      id: stipendRequests.id,
      week: stipendRequests.week,
      status: stipendRequests.status,
      createdAt: stipendRequests.createdAt,
    })
    .from(stipendRequests)
    .where(eq(stipendRequests.userId, studentId))
    .orderBy(asc(stipendRequests.week));
}

export async function listStudentTickets(db: Conn, studentId: string) {
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

export async function listOpenTickets(db: Conn) {
  return db
    .select({
      ticket: tickets,
      studentFirstName: users.firstName,
      studentLastName: users.lastName,
    })
    .from(tickets)
    .leftJoin(users, eq(users.id, tickets.userId))
    .where(ne(tickets.status, 'closed'))
    .orderBy(asc(tickets.createdAt))
    .limit(200);
}

export async function findTicketForUpdate(tx: Tx, id: string) {
  const [row] = await tx.select().from(tickets).where(eq(tickets.id, id)).for('update');
  return row ?? null;
}

export async function closeTicket(tx: Tx, id: string) {
  await tx.update(tickets).set({ status: 'closed' }).where(eq(tickets.id, id));
}

export async function isStudentId(db: Conn, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isStudent, eq(users.id, id)));
  return Boolean(row);
}

export async function namesOf(db: Conn, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
}

const author = alias(users, 'note_author');
const editor = alias(users, 'note_editor');

export async function listNotes(db: Conn, opts: { studentId?: string; type?: string; id?: string }) {
  const where = and(
    opts.studentId ? eq(notes.studentId, opts.studentId) : undefined,
    opts.type ? eq(notes.type, opts.type) : undefined,
    opts.id ? eq(notes.id, opts.id) : undefined,
  );
  return db
    .select({
      note: notes,
      authorFirstName: author.firstName,
      authorLastName: author.lastName,
      editorFirstName: editor.firstName,
      editorLastName: editor.lastName,
    })
    .from(notes)
    .innerJoin(author, eq(author.id, notes.authorId))
    .leftJoin(editor, eq(editor.id, notes.editedBy))
    .where(where)
    .orderBy(desc(notes.createdAt))
    .limit(500);
}

/** Inserts once per request key; null when that key already made a note. */
export async function insertNoteOnce(tx: Tx, row: typeof notes.$inferInsert) {
  const [inserted] = await tx.insert(notes).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function findNoteByRequestKey(db: Conn, requestKey: string) {
  const [row] = await db.select().from(notes).where(eq(notes.requestKey, requestKey));
  return row ?? null;
}

export async function findNoteForUpdate(tx: Tx, id: string) {
  const [row] = await tx.select().from(notes).where(eq(notes.id, id)).for('update');
  return row ?? null;
}

export async function updateNote(tx: Tx, id: string, set: { body: string; type: string; editedBy: string }) {
  await tx
    .update(notes)
    .set({ ...set, editedAt: new Date() })
    .where(eq(notes.id, id));
}

/**
 * The student's assignment, read after locking the student's row: with no assignment yet there is no row to
 * lock, so two simultaneous changes would both see "none" without it.
 */
export async function findAssignmentLocked(tx: Tx, studentId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, studentId)).for('update');
  const [row] = await tx.select().from(coachAssignments).where(eq(coachAssignments.studentId, studentId));
  return row ?? null;
}

export async function setAssignment(tx: Tx, studentId: string, coachId: string | null) {
  if (!coachId) {
    await tx.delete(coachAssignments).where(eq(coachAssignments.studentId, studentId));
    return;
  }
  await tx
    .insert(coachAssignments)
    .values({ studentId, coachId })
    .onConflictDoUpdate({ target: coachAssignments.studentId, set: { coachId, assignedAt: new Date() } });
}
