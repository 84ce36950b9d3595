import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
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
const matches = (ref: KeyRef) =>
  and(
    eq(idempotencyKeys.scope, ref.scope),
    eq(idempotencyKeys.key, ref.key),
    eq(idempotencyKeys.route, ref.route),
  );

/**
 * Claims a key for a first request. Returns null when this request may run; otherwise the row that holds
 * the key (finished, or still running). A claim left by a crashed instance is taken over after `staleMs`.
 */
export async function claimIdempotencyKey(
  db: Db,
  ref: KeyRef & { fingerprint: string },
  staleMs: number,
): Promise<IdempotencyRow | null> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values(ref)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length) return null;
  const retaken = await db
    .update(idempotencyKeys)
    .set({ lockedAt: new Date() })
    .where(
      and(
        matches(ref),
        eq(idempotencyKeys.fingerprint, ref.fingerprint),
        isNull(idempotencyKeys.status),
        lt(idempotencyKeys.lockedAt, new Date(Date.now() - staleMs)),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  if (retaken.length) return null;
  const [row] = await db.select().from(idempotencyKeys).where(matches(ref));
  return row ?? null;
}

export async function saveIdempotentAnswer(
  db: Db,
  ref: KeyRef,
  answer: { status: number; contentType: string | null; body: string },
) {
  await db.update(idempotencyKeys).set(answer).where(matches(ref));
}

/** Lets the key be used again (the first request failed or its answer cannot be replayed). */
export async function releaseIdempotencyKey(db: Db, ref: KeyRef) {
  await db.delete(idempotencyKeys).where(and(matches(ref), isNull(idempotencyKeys.status)));
}

export async function sweepIdempotencyKeys(db: Db, olderThanMs: number) {
  const before = new Date(Date.now() - olderThanMs);
  await db
    .delete(idempotencyKeys)
    .where(or(lt(idempotencyKeys.createdAt, before), lt(idempotencyKeys.lockedAt, before)));
}
