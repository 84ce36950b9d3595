import { and, eq, sql } from 'drizzle-orm';
import type { Conn, Tx } from '@server/db/client.js';
import { effects, personColumns, users } from '@server/db/schema/index.js';

export async function findPerson(db: Conn, userId: string) {
  const [row] = await db
    .select({
      ...personColumns,
      status: users.status,
      slackId: users.slackId,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Sets the chat id only where none is set yet; false when the person already has one. */
export async function linkSlackId(tx: Tx, userId: string, slackId: string): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ slackId, updatedAt: new Date() })
    .where(and(eq(users.id, userId), sql`${users.slackId} is null`))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Whether this badge was already queued for this member (by a status change or an earlier call). */
export async function badgeQueued(tx: Tx, slackId: string, milestone: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: effects.id })
    .from(effects)
    .where(
      and(
        eq(effects.kind, 'chat.badge'),
        sql`${effects.payload}->>'slackId' = ${slackId}`,
        sql`${effects.payload}->>'milestone' = ${milestone}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}
