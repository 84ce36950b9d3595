import { PGlite } from '@electric-sql/pglite';
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

export type Database =
  | { kind: 'pglite'; db: Db; pglite: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Db; url: string; pool: pg.Pool; close(): Promise<void> };

/** Opens PGlite in a folder (or in memory when `dataDir` is null) or a PostgreSQL server, then migrates. */
export async function openDatabase(opts: {
  url?: string | undefined;
  dataDir: string | null;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    await migratePg(drizzlePg({ client: pool }), { migrationsFolder: migrationsDir });
    return { kind: 'postgres', db, url: opts.url, pool, close: () => pool.end() };
  }
  const pglite = opts.dataDir ? new PGlite(opts.dataDir) : new PGlite();
  await pglite.waitReady;
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  await migratePglite(drizzlePglite({ client: pglite }), { migrationsFolder: migrationsDir });
  return { kind: 'pglite', db, pglite, close: () => pglite.close() };
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** True when a drizzle error is a unique violation (PostgreSQL 23505), which both drivers wrap differently. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
