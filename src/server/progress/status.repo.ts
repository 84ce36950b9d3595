import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { statusChanges, users } from '../db/schema/index.js';

/** The ways a student's status moves; each is named on its row of the status history. */
type StatusPath = 'forward' | 'withdrawal' | 'onHold' | 'returnToSchool' | 'correction' | 'enrolment';

export interface StatusMove {
  userId: string;
  from: string | null;
  to: string;
  path: StatusPath;
  /** Who moved it: the student themself, or the staff member. */
  byId: string;
  reason?: string | null;
}

/**
 * The only place that writes a student's status (tests/unit/status-changes.test.ts holds every other file to
 * it). The move happens only if the status is still `from`, so two taps or two tabs move it once, and the
 * move and its row of history are one write of the caller's transaction.
 */
export async function moveStatus(tx: Tx, move: StatusMove): Promise<boolean> {
  const moved = await tx
    .update(users)
    .set({ status: move.to, updatedAt: new Date() })
    .where(
      and(eq(users.id, move.userId), move.from === null ? isNull(users.status) : eq(users.status, move.from)),
    )
    .returning({ id: users.id });
  if (moved.length !== 1) return false;
  await tx.insert(statusChanges).values({
    userId: move.userId,
    fromStatus: move.from,
    toStatus: move.to,
    path: move.path,
    byId: move.byId,
    reason: move.reason ?? null,
  });
  return true;
}

/** A student created at their first status: the start of their history. */
export async function recordEnrolment(tx: Tx, userId: string, status: string, byId: string): Promise<void> {
  await tx
    .insert(statusChanges)
    .values({ userId, fromStatus: null, toStatus: status, path: 'enrolment', byId });
}
