import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { completions, programSteps } from '../db/schema/index.js';

/** The only place that writes the completions table: every record of progress goes through here. */

export async function listCompletions(db: Db | Tx, userId: string) {
  return db
    .select({ url: completions.url, createdAt: completions.createdAt })
    .from(completions)
    .where(eq(completions.userId, userId))
    .orderBy(asc(completions.createdAt));
}

/** Idempotent: a step done again changes nothing. */
export async function addCompletions(db: Db | Tx, userId: string, urls: string[]): Promise<void> {
  if (!urls.length) return;
  await db
    .insert(completions)
    .values(urls.map((url) => ({ userId, url })))
    .onConflictDoNothing();
}

export async function removeCompletions(db: Db | Tx, userId: string, urls: string[]): Promise<void> {
  if (!urls.length) return;
  await db.delete(completions).where(and(eq(completions.userId, userId), inArray(completions.url, urls)));
}

/** Steps of every screen with this URL (a step may be shown on two screens, declared alike). */
export async function findStepsByUrl(db: Db | Tx, url: string) {
  return db
    .select({ screen: programSteps.screen, completes: programSteps.completes })
    .from(programSteps)
    .where(eq(programSteps.url, url));
}

/**
 * Steps whose declaration names this event kind, and whether this student has each done already, so that
 * an event seen again (a page read twice) costs one read and no write. The caller matches the key exactly.
 */
export async function findStepsNamingEvent(db: Db | Tx, kind: string, userId: string) {
  return db
    .select({
      url: programSteps.url,
      completes: programSteps.completes,
      done: sql<boolean>`${completions.userId} is not null`.mapWith(Boolean),
    })
    .from(programSteps)
    .leftJoin(completions, and(eq(completions.url, programSteps.url), eq(completions.userId, userId)))
    .where(sql`${programSteps.completes}::text like ${`%"${kind}"%`}`);
}
