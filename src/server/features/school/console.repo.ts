import { and, eq } from 'drizzle-orm';
import type { Tx } from '@server/db/client.js';
import { preEnrollmentRounds, preEnrollments } from '@server/db/schema/index.js';

/**
 * Keeps a student's on-hold pre-enrollment answers as an earlier round and clears them, so the questions
 * can be answered again (a coach returns the student to school from the console). Answers that completed
 * the step (funded, all positive) stay: nothing is asked twice. True when answers were cleared.
 */
export async function reopenPreEnrollment(tx: Tx, userId: string, closedBy: string): Promise<boolean> {
  const [row] = await tx
    .delete(preEnrollments)
    .where(and(eq(preEnrollments.userId, userId), eq(preEnrollments.outcome, 'onHoldFollowUp')))
    .returning();
  if (!row) return false;
  await tx.insert(preEnrollmentRounds).values({
    userId,
    answers: row.answers,
    drugTestStatus: row.drugTestStatus,
    outcome: row.outcome,
    answeredAt: row.createdAt,
    closedBy,
  });
  return true;
}
