import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { statement } from '../db/prepared.js';
import { completions, programSteps } from '../db/schema/index.js';

/** The only place that writes the completions table: every record of progress goes through here. */

const completionsOf = statement('progress_completions', (db) =>
  db
    .select({ url: completions.url, createdAt: completions.createdAt })
    .from(completions)
    .where(eq(completions.userId, sql.placeholder('userId')))
    .orderBy(asc(completions.createdAt)),
);

export async function listCompletions(db: Db | Tx, userId: string) {
  return completionsOf.on(db).execute({ userId });
}

// One statement for any number of steps: the URLs travel as one array.
const add = statement('progress_add', (db) =>
  db
    .insert(completions)
    .select(sql`select ${sql.placeholder('userId')}::uuid, unnest(${sql.placeholder('urls')}::text[]), now()`)
    .onConflictDoNothing(),
);

/** Idempotent: a step done again changes nothing. */
export async function addCompletions(db: Db | Tx, userId: string, urls: string[]): Promise<void> {
  if (!urls.length) return;
  await add.on(db).execute({ userId, urls });
}

const remove = statement('progress_remove', (db) =>
  db
    .delete(completions)
    .where(
      and(
        eq(completions.userId, sql.placeholder('userId')),
        sql`${completions.url} = any(${sql.placeholder('urls')}::text[])`,
      ),
    ),
);

export async function removeCompletions(db: Db | Tx, userId: string, urls: string[]): Promise<void> {
  if (!urls.length) return;
  await remove.on(db).execute({ userId, urls });
}

const stepsByUrl = statement('progress_steps_by_url', (db) =>
  db
    .select({ screen: programSteps.screen, completes: programSteps.completes })
    .from(programSteps)
    .where(eq(programSteps.url, sql.placeholder('url'))),
);

/** Steps of every screen with this URL (a step may be shown on two screens, declared alike). */
export async function findStepsByUrl(db: Db | Tx, url: string) {
  return stepsByUrl.on(db).execute({ url });
}

const stepsNamingEvent = statement('progress_steps_naming_event', (db) =>
  db
    .select({
      url: programSteps.url,
      completes: programSteps.completes,
      done: sql<boolean>`${completions.userId} is not null`.mapWith(Boolean),
    })
    .from(programSteps)
    .leftJoin(
      completions,
      and(eq(completions.url, programSteps.url), eq(completions.userId, sql.placeholder('userId'))),
    )
    .where(sql`${programSteps.completes}::text like ${sql.placeholder('pattern')}`),
);

/**
 * Steps whose declaration names this event kind, and whether this student has each done already, so that
 * an event seen again (a page read twice) costs one read and no write. The caller matches the key exactly.
 */
export async function findStepsNamingEvent(db: Db | Tx, kind: string, userId: string) {
  return stepsNamingEvent.on(db).execute({ userId, pattern: `%"${kind}"%` });
}
