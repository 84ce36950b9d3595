import { and, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Conn, Db, Tx } from '@server/db/client.js';
import {
  codeRequests,
  loginCodes,
  sessions,
  signInClientFailures,
  signInFailures,
  users,
} from '@server/db/schema/index.js';
import type { FailureState } from './sign-in-limits.js';

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  return row ?? null;
}

export async function findUserByPhone(db: Db, phone: string) {
  const [row] = await db.select().from(users).where(eq(users.phone, phone));
  return row ?? null;
}

/** Code requests to one address since `since`: from one client, and from all clients together. */
export async function countCodeRequestsSince(
  tx: Tx,
  keyHash: string,
  clientKey: string,
  since: Date,
): Promise<{ fromClient: number; fromAll: number }> {
  const [row] = await tx
    .select({
      fromClient: sql<number>`(count(*) filter (where ${codeRequests.clientKey} = ${clientKey}))::int`,
      fromAll: sql<number>`count(*)::int`,
    })
    .from(codeRequests)
    .where(and(eq(codeRequests.keyHash, keyHash), gte(codeRequests.createdAt, since)));
  return { fromClient: row?.fromClient ?? 0, fromAll: row?.fromAll ?? 0 };
}

export async function recordCodeRequest(tx: Tx, keyHash: string, clientKey: string): Promise<void> {
  await tx.insert(codeRequests).values({ keyHash, clientKey });
}

/** Forgets code requests that no limit counts any more. */
export async function forgetCodeRequestsBefore(tx: Tx, before: Date): Promise<void> {
  await tx.delete(codeRequests).where(lt(codeRequests.createdAt, before));
}

export async function insertLoginCode(
  tx: Tx,
  code: { userId: string; channel: 'email' | 'sms'; codeHash: string; expiresAt: Date; clientKey: string },
): Promise<void> {
  await tx.insert(loginCodes).values(code);
}

/** Codes that could still sign this person in: not used and not expired. */
export async function liveCodes(db: Conn, userId: string, now: Date) {
  return db
    .select()
    .from(loginCodes)
    .where(and(eq(loginCodes.userId, userId), isNull(loginCodes.consumedAt), gt(loginCodes.expiresAt, now)));
}

/** Holds the person's row until the transaction ends, so guesses sent in parallel are judged one by one. */
export async function lockUserRow(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

const personState = {
  consecutive: signInFailures.consecutive,
  lastFailureAt: signInFailures.lastFailureAt,
  lockedUntil: signInFailures.lockedUntil,
};

export async function failureState(db: Conn, userId: string): Promise<FailureState | null> {
  const [row] = await db.select(personState).from(signInFailures).where(eq(signInFailures.userId, userId));
  return row ?? null;
}

export async function saveFailureState(tx: Tx, userId: string, state: FailureState): Promise<void> {
  await tx
    .insert(signInFailures)
    .values({ userId, ...state })
    .onConflictDoUpdate({ target: signInFailures.userId, set: state });
}

/** Forgets the failures (a right code, or a coach lifting the lock); returns what they were. */
export async function clearFailures(db: Conn, userId: string): Promise<FailureState | null> {
  const [row] = await db
    .delete(signInFailures)
    .where(eq(signInFailures.userId, userId))
    .returning(personState);
  return row ?? null;
}

export async function addFailedAttempt(tx: Tx, codeIds: string[]): Promise<void> {
  if (codeIds.length === 0) return;
  await tx
    .update(loginCodes)
    .set({ attempts: sql`${loginCodes.attempts} + 1` })
    .where(inArray(loginCodes.id, codeIds));
}

/** Marks a code used; returns false if another request used it first, which keeps codes single-use. */
export async function consumeCode(tx: Tx, codeId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(loginCodes)
    .set({ consumedAt: now })
    .where(and(eq(loginCodes.id, codeId), isNull(loginCodes.consumedAt)))
    .returning({ id: loginCodes.id });
  return rows.length === 1;
}

export async function createSession(
  tx: Tx,
  session: { id: string; userId: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(sessions).values(session);
}

export async function revokeSession(db: Conn, id: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

const clientState = {
  consecutive: signInClientFailures.consecutive,
  lastFailureAt: signInClientFailures.lastFailureAt,
  lockedUntil: signInClientFailures.lockedUntil,
};

/** One client's wrong codes on one person (issue 38). */
export async function clientFailureState(
  db: Conn,
  userId: string,
  clientKey: string,
): Promise<FailureState | null> {
  const [row] = await db
    .select(clientState)
    .from(signInClientFailures)
    .where(and(eq(signInClientFailures.userId, userId), eq(signInClientFailures.clientKey, clientKey)));
  return row ?? null;
}

export async function saveClientFailureState(
  tx: Tx,
  userId: string,
  clientKey: string,
  state: FailureState,
): Promise<void> {
  await tx
    .insert(signInClientFailures)
    .values({ userId, clientKey, ...state })
    .onConflictDoUpdate({
      target: [signInClientFailures.userId, signInClientFailures.clientKey],
      set: state,
    });
}

/** Forgets one client's failures on a person (its right code), or every client's (a coach's lift). */
export async function clearClientFailures(db: Conn, userId: string, clientKey?: string): Promise<void> {
  await db
    .delete(signInClientFailures)
    .where(
      clientKey === undefined
        ? eq(signInClientFailures.userId, userId)
        : and(eq(signInClientFailures.userId, userId), eq(signInClientFailures.clientKey, clientKey)),
    );
}

/** Forgets every client whose last wrong code on anyone came before `before`. */
export async function forgetClientFailuresBefore(tx: Tx, before: Date): Promise<void> {
  await tx.delete(signInClientFailures).where(lt(signInClientFailures.lastFailureAt, before));
}
