import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client.js';
import { privacyAcceptances } from '@server/db/schema/index.js';

export async function findPrivacyAcceptance(db: Db | Tx, userId: string) {
  const [row] = await db.select().from(privacyAcceptances).where(eq(privacyAcceptances.userId, userId));
  return row ?? null;
}

/** The first acceptance is kept: accepting again changes nothing. */
export async function recordPrivacyAcceptance(tx: Tx, row: { userId: string; ip: string; version: string }) {
  await tx.insert(privacyAcceptances).values(row).onConflictDoNothing();
  return (await findPrivacyAcceptance(tx, row.userId))!;
}
