import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { statement } from '../db/prepared.js';
import { idempotencyKeys, rateLimits } from '../db/schema/index.js';

/** node-postgres and PGlite both answer `{rows}` to execute(), but drizzle types them per driver. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** Counts one request against a limit key; a window that has passed starts again at 1. */
export async function hitRateLimit(db: Db, key: string, windowMs: number) {
  const result = await db.execute(
    sql`insert into rate_limits (key, hits, reset_at)
        values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
          reset_at = case when rate_limits.reset_at <= now()
            then now() + ${windowMs} * interval '1 millisecond' else rate_limits.reset_at end
        returning hits, ceil(extract(epoch from (reset_at - now())) * 1000)::int as ttl`,
  );
  const row = rowsOf<{ hits: number; ttl: number }>(result)[0]!;
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) };
}

export async function readRateLimit(db: Db, key: string) {
  const result = await db.execute(
    sql`select hits, ceil(extract(epoch from (reset_at - now())) * 1000)::int as ttl
        from rate_limits where key = ${key} and reset_at > now()`,
  );
  const row = rowsOf<{ hits: number; ttl: number }>(result)[0];
  return row ? { current: Number(row.hits), ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
}

export async function sweepRateLimits(db: Db) {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now() - interval '1 hour'`));
}

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;
type KeyRef = { scope: string; key: string; route: string };
type Answer = { status: number; contentType: string | null; body: string };

// The key's statements run on every replayable write, so each is prepared once (db/prepared.ts).
const keyIs = and(
  eq(idempotencyKeys.scope, sql.placeholder('scope')),
  eq(idempotencyKeys.key, sql.placeholder('key')),
  eq(idempotencyKeys.route, sql.placeholder('route')),
);

const claim = statement('idempotency_claim', (db) =>
  db
    .insert(idempotencyKeys)
    .values({
      scope: sql.placeholder('scope'),
      key: sql.placeholder('key'),
      route: sql.placeholder('route'),
      fingerprint: sql.placeholder('fingerprint'),
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key }),
);

const retake = statement('idempotency_retake', (db) =>
  db
    .update(idempotencyKeys)
    .set({ lockedAt: sql`now()` })
    .where(
      and(
        keyIs,
        eq(idempotencyKeys.fingerprint, sql.placeholder('fingerprint')),
        isNull(idempotencyKeys.status),
        sql`${idempotencyKeys.lockedAt} < now() - ${sql.placeholder('staleMs')}::integer * interval '1 millisecond'`,
      ),
    )
    .returning({ key: idempotencyKeys.key }),
);

const held = statement('idempotency_held', (db) => db.select().from(idempotencyKeys).where(keyIs));

/**
 * Claims a key for a first request. Returns null when this request may run; otherwise the row that holds
 * the key (finished, or still running). A claim left by a crashed instance is taken over after `staleMs`.
 */
export async function claimIdempotencyKey(
  db: Db,
  ref: KeyRef & { fingerprint: string },
  staleMs: number,
): Promise<IdempotencyRow | null> {
  const values = { scope: ref.scope, key: ref.key, route: ref.route, fingerprint: ref.fingerprint };
  if ((await claim.on(db).execute(values)).length) return null;
  if ((await retake.on(db).execute({ ...values, staleMs })).length) return null;
  const [row] = await held.on(db).execute(values);
  return row ?? null;
}

const save = statement('idempotency_save', (db) =>
  db
    .update(idempotencyKeys)
    .set({
      status: sql`${sql.placeholder('status')}`,
      contentType: sql`${sql.placeholder('contentType')}`,
      body: sql`${sql.placeholder('body')}`,
    })
    .where(keyIs),
);

const saved = (ref: KeyRef, answer: Answer) => ({
  scope: ref.scope,
  key: ref.key,
  route: ref.route,
  status: answer.status,
  contentType: answer.contentType,
  body: answer.body,
});

export async function saveIdempotentAnswer(db: Db, ref: KeyRef, answer: Answer) {
  await save.on(db).execute(saved(ref, answer));
}

const release = statement('idempotency_release', (db) =>
  db.delete(idempotencyKeys).where(and(keyIs, isNull(idempotencyKeys.status))),
);

/** Lets the key be used again (the first request failed or its answer cannot be replayed). */
export async function releaseIdempotencyKey(db: Db, ref: KeyRef) {
  await release.on(db).execute({ scope: ref.scope, key: ref.key, route: ref.route });
}

export async function sweepIdempotencyKeys(db: Db, olderThanMs: number) {
  const before = new Date(Date.now() - olderThanMs);
  await db
    .delete(idempotencyKeys)
    .where(or(lt(idempotencyKeys.createdAt, before), lt(idempotencyKeys.lockedAt, before)));
}
