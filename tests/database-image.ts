import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { storageFromEnv } from '@server/adapters/storage/from-env.js';
import { openDatabase, type Database } from '@server/db/client.js';
import { seedDemoData } from '@server/seed/demo.js';
import { loadEnv } from '@server/env.js';
import { seedDemoAgreements } from '@server/features/agreement/agreement.seed.js';
import { seedDemoUploads } from '@server/features/documents/documents.seed.js';
import { syncContent } from '@server/portal.js';

/** One start state of the database, as a PGlite image file or a PostgreSQL template database. */
interface StartState {
  pgliteImage: string | null;
  postgresTemplate: string | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Migrated, content synced, demo people seeded. */
    bare: StartState;
    /** The same with the demo uploads and agreements, whose files are in `files`, under `fileKey`. */
    withFiles: StartState & { files: string; fileKey: string };
  }
}

/**
 * Every API test starts a whole portal on a fresh database. Migrating and seeding it each time cost 3 to 8 s
 * of a PGlite start (most of it initdb, then the demo photos); the tests start from states made once here
 * (decision 035): "withFiles" for a portal on local storage, "bare" for one that brings its own storage.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'portal-start-'));
  const server = process.env.TEST_DATABASE_URL;
  const templates: string[] = [];
  const fileKey = randomBytes(32).toString('base64');
  const files = join(folder, 'files');

  async function make(name: string, withFiles: boolean): Promise<StartState> {
    let database: Database;
    let template: string | null = null;
    if (server) {
      template = `portal_tpl_${randomBytes(6).toString('hex')}`;
      await adminQuery(server, `create database ${template}`);
      templates.push(template);
      const url = new URL(server);
      url.pathname = `/${template}`;
      database = await openDatabase({ url: url.toString(), dataDir: null, poolSize: 2 });
    } else {
      database = await openDatabase({ dataDir: null });
    }
    await syncContent(database.db, { demo: true });
    await seedDemoData(database.db);
    if (withFiles) {
      const storage = storageFromEnv(loadEnv({ NODE_ENV: 'test' }), files, Buffer.from(fileKey, 'base64'));
      const spool = join(folder, 'spool');
      mkdirSync(spool, { recursive: true });
      await seedDemoUploads(database.db, storage, spool);
      await seedDemoAgreements(database.db, storage);
    }
    let image: string | null = null;
    if (database.kind === 'pglite') {
      image = join(folder, `${name}.tar`);
      const dump = await database.pglite.dumpDataDir('none');
      writeFileSync(image, Buffer.from(await dump.arrayBuffer()));
    }
    await database.close();
    return { pgliteImage: image, postgresTemplate: template };
  }

  project.provide('bare', await make('bare', false));
  project.provide('withFiles', { ...(await make('with-files', true)), files, fileKey });
  return async () => {
    for (const name of templates) await adminQuery(server!, `drop database if exists ${name} with (force)`);
    rmSync(folder, { recursive: true, force: true });
  };
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
