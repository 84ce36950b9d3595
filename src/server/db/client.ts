import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths.js';
import * as schema from './schema/index.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A repository reads and writes either outside or inside a transaction. */
export type Conn = Db | Tx;

export type Database =
  | { kind: 'pglite'; db: Db; pglite: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Db; url: string; pool: pg.Pool; close(): Promise<void> };

/** Opens PGlite in a folder (or in memory when `dataDir` is null) or a PostgreSQL server, then migrates. */
export async function openDatabase(opts: {
  url?: string | undefined;
  dataDir: string | null;
  poolSize?: number;
  /** An in-memory PGlite starts from this image of a data folder (PGlite's dumpDataDir) instead of an empty one. */
  image?: Blob | undefined;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
    });
    // An idle connection dropped by a server restart must not take the process down; the pool reconnects.
    pool.on('error', (err) => console.error('database connection lost:', err.message));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    const database: Database = { kind: 'postgres', db, url: opts.url, pool, close: () => pool.end() };
    await exclusively(database, () =>
      migratePg(drizzlePg({ client: pool }), { migrationsFolder: migrationsDir }),
    );
    return database;
  }
  // pg_trgm backs the caseload's search indexes (migration 0037); it ships inside PGlite's package.
  const extensions = { pg_trgm };
  const pglite = opts.dataDir
    ? new PGlite(opts.dataDir, { extensions })
    : new PGlite(opts.image ? { loadDataDir: opts.image, extensions } : { extensions });
  await pglite.waitReady;
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  await migratePglite(drizzlePglite({ client: pglite }), { migrationsFolder: migrationsDir });
  return { kind: 'pglite', db, pglite, close: () => pglite.close() };
}

const STARTUP_LOCK = 724_311_905;

/**
 * Runs `fn` while holding the portal's start-up lock, so instances starting together on one PostgreSQL
 * database migrate and seed one after the other. PGlite has one process, so it just runs.
 */
export async function exclusively<T>(database: Database, fn: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return fn();
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await fn();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
    client.release();
  }
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** True when a drizzle error is a unique violation (PostgreSQL 23505), which both drivers wrap differently. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
