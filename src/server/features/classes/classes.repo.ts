import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { attendances } from '../../db/schema/index.js';

export async function findActiveAttendance(db: Db | Tx, userId: string, name: string) {
  const [row] = await db
    .select()
    .from(attendances)
    .where(and(eq(attendances.userId, userId), eq(attendances.name, name), isNull(attendances.cancelledAt)));
  return row ?? null;
}

/** One active booking per student and class: a second sign-up moves the first (reschedule). */
export async function upsertAttendance(
  tx: Tx,
  input: { userId: string; name: string; type: string; startsAt: Date; joinUrl: string | null },
) {
  const existing = await findActiveAttendance(tx, input.userId, input.name);
  if (existing) {
    const [row] = await tx
      .update(attendances)
      .set({ startsAt: input.startsAt, joinUrl: input.joinUrl })
      .where(eq(attendances.id, existing.id))
      .returning();
    return row!;
  }
  const [row] = await tx
    .insert(attendances)
    .values({
      userId: input.userId,
      name: input.name,
      type: input.type,
      startsAt: input.startsAt,
      joinUrl: input.joinUrl,
    })
    .returning();
  return row!;
}

/** Cancels only the caller's own active booking; another student's id finds nothing. */
export async function cancelAttendance(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(attendances)
    .set({ cancelledAt: new Date() })
    .where(and(eq(attendances.id, id), eq(attendances.userId, userId), isNull(attendances.cancelledAt)))
    .returning({ id: attendances.id });
  return rows.length === 1;
}
