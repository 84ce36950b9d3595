import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@server/db/client.js';
import { seedDemoData } from '@server/db/seed/demo.js';
import { syncContent } from '@server/portal.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a PGlite data folder image: migrated, content synced, demo people seeded. */
    pgliteImage: string | null;
    /** A PostgreSQL database in the same state, for CREATE DATABASE … TEMPLATE. */
    postgresTemplate: string | null;
  }
}

/**
 * Every API test starts a whole portal on a fresh database. Migrating and seeding it each time cost 3 to 6 s
 * of a PGlite start (most of it initdb); the tests start from one image made here instead, and only the
 * files of the demo uploads, which live outside the database, are made per portal.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    const name = `portal_tpl_${randomBytes(6).toString('hex')}`;
    await adminQuery(server, `create database ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), dataDir: null, poolSize: 2 });
    await syncContent(database.db);
    await seedDemoData(database.db);
    await database.close();
    project.provide('pgliteImage', null);
    project.provide('postgresTemplate', name);
    return () => adminQuery(server, `drop database if exists ${name} with (force)`);
  }
  const database = await openDatabase({ dataDir: null });
  await syncContent(database.db);
  await seedDemoData(database.db);
  if (database.kind !== 'pglite') throw new Error('expected PGlite');
  const image = await database.pglite.dumpDataDir('none');
  await database.close();
  const folder = mkdtempSync(join(tmpdir(), 'portal-image-'));
  const file = join(folder, 'pgdata.tar');
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImage', file);
  project.provide('postgresTemplate', null);
  return async () => rmSync(folder, { recursive: true, force: true });
}

async function adminQuery(server: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
