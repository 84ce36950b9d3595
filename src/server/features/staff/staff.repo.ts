import {
  and,
  asc,
  desc,
  eq,
  inArray,
  is,
  isNull,
  ne,
  or,
  Placeholder,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CaseloadSearch } from '@shared/domain/caseload.js';
import { SUCCESS_COACH_ROLES, type StaffRole } from '@shared/domain/staff-roles.js';
import type { Tx, Conn } from '@server/db/client.js';
import { toDate } from '@server/db/per-student.js';
import { statement } from '@server/db/prepared.js';
import { coachAssignments, notes, users, workforceBoards } from '@server/db/schema/index.js';
import { completedPerStudent } from '@server/progress/console.repo.js';
import type { OtherAreas } from './other-areas.js';

const NO_ID = '00000000-0000-0000-0000-000000000000';

const coachUser = alias(users, 'coach_user');

/** Students only: staff and instructors (96_CEO) are not anyone's case. */
export const isStudent = and(
  eq(users.role, 'student'),
  or(ne(users.status, '96_CEO'), sql`${users.status} is null`),
);

/** Which students the caseload reads: one, or those matching the search and the filters SQL can apply. */
export interface FactsFilter {
  studentId?: string | undefined;
  ids?: string[] | undefined;
  status?: string | undefined;
  /** A coach's id, or `none` for students no coach has yet. */
  coach?: string | undefined;
  search?: CaseloadSearch | undefined;
}

/** `like` pattern matching `text` anywhere, with the pattern characters of the input taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The phone's digits, a column the database keeps (migration 0037) and indexes for this search. */
const phoneDigits = sql`"users"."phone_digits"`;

/**
 * Matches a `like` pattern (a value, or a prepared statement's placeholder) against the phone's digits,
 * or against one text of the names both ways round ("Robert Hughes", "Hughes, Robert") and the e-mail,
 * one per line: a search never holds a line break (`readSearch` folds white space), so it cannot match
 * across two of them. The expression is the one the trigram index of migration 0037 holds, so
 * PostgreSQL searches that index instead of every student.
 */
export function searchCondition(kind: 'phone' | 'text', pattern: SQLWrapper | string) {
  if (kind === 'phone') return sql`${phoneDigits} like ${pattern}`;
  return sql`lower(${users.firstName} || ' ' || ${users.lastName} || E'\n' || ${users.lastName} || ', ' || ${users.firstName} || E'\n' || ${users.email}) like ${pattern}`;
}

const searchOf = (search: CaseloadSearch) =>
  search
    ? searchCondition(search.kind, containing(search.kind === 'phone' ? search.digits : search.text))
    : undefined;

/** The other areas' pieces the caseload's statements join in. */
type FactSources = Pick<OtherAreas, 'documents' | 'stipends' | 'tickets' | 'rides' | 'signIn'>;

/**
 * Per-student facts, each from one grouped subquery (progress's and each other area's own), so the cost
 * does not grow with the students.
 */
function factSubqueries(db: Conn, areas: FactSources, only?: string[] | SQL | Placeholder) {
  // For one page of students, or a search or filter, each subquery reads only their rows instead of
  // grouping whole tables.
  const of = (column: AnyPgColumn) =>
    only === undefined
      ? undefined
      : Array.isArray(only)
        ? inArray(column, only.length ? only : [NO_ID])
        : is(only, Placeholder)
          ? sql`${column} = any(${only}::uuid[])`
          : sql`${column} in ${only}`;
  return {
    done: completedPerStudent(db, of),
    sent: areas.documents.perStudent(db, of),
    asked: areas.stipends.perStudent(db, of),
    raised: areas.tickets.perStudent(db, of),
    rides: areas.rides.perStudent(db, of),
    signedIn: areas.signIn.perStudent(db, of),
  };
}

function factsWhere(filter: FactsFilter) {
  return and(
    isStudent,
    filter.studentId ? eq(users.id, filter.studentId) : undefined,
    filter.ids ? inArray(users.id, filter.ids.length ? filter.ids : [NO_ID]) : undefined,
    filter.status ? eq(users.status, filter.status) : undefined,
    coachCondition(filter.coach),
    searchOf(filter.search ?? null),
  );
}

/** Students of one coach, or (`none`) students no coach has yet; no condition without a coach. */
export function coachCondition(coach: string | undefined) {
  if (coach === 'none') return isNull(coachAssignments.coachId);
  return coach ? eq(coachAssignments.coachId, coach) : undefined;
}

/**
 * What the caseload filters and orders every matching student by, and nothing more: the checklist
 * flags, what is done, what waits on staff, last activity and name. The search and the status and
 * coach filters run here; the rest needs the checklist rules and runs in the service, which then
 * reads the full facts of one page only (listStudentFacts with `ids`).
 */
export function listCaseloadKeys(db: Conn, areas: FactSources, filter: FactsFilter) {
  const narrowed = Boolean(filter.ids || filter.status || filter.coach || filter.search);
  const scope = narrowed
    ? sql`(${db
        .select({ id: users.id })
        .from(users)
        .leftJoin(coachAssignments, eq(coachAssignments.studentId, users.id))
        .where(factsWhere(filter))})`
    : undefined;
  const { done, sent, asked, raised, rides, signedIn } = factSubqueries(db, areas, scope);
  return db
    .select({
      id: users.id,
      status: users.status,
      firstName: users.firstName,
      lastName: users.lastName,
      waitlistBoard: workforceBoards.slug,
      hasFundingRecord: sql<boolean>`(${users.wbId} is not null and ${users.wfbFundingStatus} is not null)`,
      wfp: users.wfp,
      uberAccessEnabled: users.uberAccessEnabled,
      stipendSp: users.stipendSp,
      coachId: coachAssignments.coachId,
      doneUrls: done.urls,
      pendingDocuments: sent.pending,
      requestedStipends: asked.requested,
      openTickets: raised.open,
      rideDecisions: rides.open,
      lastActivity:
        sql<Date | null>`greatest(${users.lastSeenAt}, ${done.at}, ${sent.at}, ${asked.at}, ${raised.at}, ${signedIn.at})`.mapWith(
          toDate,
        ),
    })
    .from(users)
    .leftJoin(workforceBoards, eq(workforceBoards.id, users.waitlistWbId))
    .leftJoin(coachAssignments, eq(coachAssignments.studentId, users.id))
    .leftJoin(done, eq(done.studentId, users.id))
    .leftJoin(sent, eq(sent.studentId, users.id))
    .leftJoin(asked, eq(asked.studentId, users.id))
    .leftJoin(raised, eq(raised.studentId, users.id))
    .leftJoin(rides, eq(rides.studentId, users.id))
    .leftJoin(signedIn, eq(signedIn.studentId, users.id))
    .where(factsWhere(filter));
}
export type CaseloadKeys = Awaited<ReturnType<typeof listCaseloadKeys>>[number];

/** The students of a page (or one student), an array of ids filling the statement's one placeholder. */
const pageIds = sql.placeholder('ids');

function studentFactsStatement(areas: FactSources, name: string) {
  return statement(name, (db) => {
    const { done, sent, asked, raised, rides, signedIn } = factSubqueries(db, areas, pageIds);
    return db
      .select({
        user: users,
        waitlistBoard: workforceBoards.slug,
        coachId: coachUser.id,
        coachFirstName: coachUser.firstName,
        coachLastName: coachUser.lastName,
        doneAt: done.at,
        doneUrls: done.urls,
        sentAt: sent.at,
        pendingDocuments: sent.pending,
        pendingSince: sent.pendingSince,
        hasResume: sent.hasResume,
        askedAt: asked.at,
        requestedStipends: asked.requested,
        requestedSince: asked.requestedSince,
        raisedAt: raised.at,
        openTickets: raised.open,
        openSince: raised.openSince,
        rideDecisions: rides.open,
        ridesSince: rides.since,
        signedInAt: signedIn.at,
      })
      .from(users)
      .leftJoin(workforceBoards, eq(workforceBoards.id, users.waitlistWbId))
      .leftJoin(coachAssignments, eq(coachAssignments.studentId, users.id))
      .leftJoin(coachUser, eq(coachUser.id, coachAssignments.coachId))
      .leftJoin(done, eq(done.studentId, users.id))
      .leftJoin(sent, eq(sent.studentId, users.id))
      .leftJoin(asked, eq(asked.studentId, users.id))
      .leftJoin(raised, eq(raised.studentId, users.id))
      .leftJoin(rides, eq(rides.studentId, users.id))
      .leftJoin(signedIn, eq(signedIn.studentId, users.id))
      .where(and(isStudent, sql`${users.id} = any(${pageIds}::uuid[])`));
  });
}

/** The statement is declared once per set of sources (the app has one), as it joins in their pieces. */
const studentFacts = new Map<FactSources, ReturnType<typeof studentFactsStatement>>();

function studentFactsOf(areas: FactSources) {
  let kept = studentFacts.get(areas);
  if (!kept) {
    const name = studentFacts.size ? `staff_student_facts_${studentFacts.size + 1}` : 'staff_student_facts';
    studentFacts.set(areas, (kept = studentFactsStatement(areas, name)));
  }
  return kept;
}

/** Everything the caseload and the student page show about some students: one page of them, or one. */
export async function listStudentFacts(db: Conn, areas: FactSources, ids: string[]) {
  return studentFactsOf(areas).on(db).execute({ ids });
}
export type StudentFacts = Awaited<ReturnType<typeof listStudentFacts>>[number];

/**
 * Active staff who can take on students: success coaches and admins, or the roles given. The one reader of
 * "who may be picked" for the caseload, the student page's facts and enrolment; deactivated staff never are.
 */
export async function listStaff(db: Conn, roles: readonly StaffRole[] = SUCCESS_COACH_ROLES) {
  return staffOf.on(db).execute({ roles });
}

const staffOf = statement('staff_of_roles', (db) =>
  db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(sql`${users.role} = any(${sql.placeholder('roles')}::text[])`, isNull(users.deactivatedAt)))
    .orderBy(asc(users.lastName), asc(users.firstName)),
);

/** Whether the id is an active staff member of one of the roles. */
export async function isActiveStaff(db: Conn, id: string, roles: readonly StaffRole[]): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, [...roles]), isNull(users.deactivatedAt)));
  return Boolean(row);
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
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
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

export async function findNoteByIdempotencyKey(db: Conn, idempotencyKey: string) {
  const [row] = await db.select().from(notes).where(eq(notes.idempotencyKey, idempotencyKey));
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
