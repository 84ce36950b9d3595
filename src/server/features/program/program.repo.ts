import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client.js';
import {
  coachAssignments,
  documents,
  messages,
  programSteps,
  sessions,
  userFlags,
  users,
  workforceBoards,
} from '@server/db/schema/index.js';

export async function listProgramSteps(db: Db | Tx, screen: string) {
  return db
    .select()
    .from(programSteps)
    .where(eq(programSteps.screen, screen))
    .orderBy(asc(programSteps.order));
}

export async function findStudentForUpdate(tx: Tx, userId: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row ?? null;
}

export async function revokeAllSessions(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function listFlags(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ flag: userFlags.flag }).from(userFlags).where(eq(userFlags.userId, userId));
  return rows.map((r) => r.flag);
}

export async function addFlag(db: Db, userId: string, flag: string): Promise<void> {
  await db.insert(userFlags).values({ userId, flag }).onConflictDoNothing();
}

export async function findBoardSlug(tx: Tx, boardId: string | null): Promise<string | null> {
  if (!boardId) return null;
  const [row] = await tx
    .select({ slug: workforceBoards.slug })
    .from(workforceBoards)
    .where(eq(workforceBoards.id, boardId));
  return row?.slug ?? null;
}

/** The Success Coach a student is assigned to, if any (and still a coach). */
export async function findAssignedCoach(db: Db | Tx, studentId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, phone: users.phone, email: users.email })
    .from(coachAssignments)
    .innerJoin(users, eq(users.id, coachAssignments.coachId))
    .where(and(eq(coachAssignments.studentId, studentId), inArray(users.role, ['coach', 'admin'])));
  return row ?? null;
}

export async function findStudent(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({ status: users.status, slackId: users.slackId })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Whether a message of this kind was ever queued to this address (a journey e-mail goes out once). */
export async function hasMessageOfKind(tx: Tx, to: string, kind: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.to, to), eq(messages.kind, kind)))
    .limit(1);
  return Boolean(row);
}

/** The two documents finishing school waits for, read in the move's transaction. */
export async function findGraduationFacts(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ cdlaStatus: documents.cdlaStatus, fwAgreementStatus: documents.fwAgreementStatus })
    .from(documents)
    .where(eq(documents.userId, userId));
  return row ?? { cdlaStatus: null, fwAgreementStatus: null };
}
