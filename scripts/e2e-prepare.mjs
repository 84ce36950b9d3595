// Before the browser tests' server starts: a fresh data folder, and with DATABASE_URL (set by
// playwright.config.ts from E2E_DATABASE_URL) a fresh database of that name on the PostgreSQL server, so
// each run begins from the demo data.
import { rmSync } from 'node:fs';
import pg from 'pg';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
rmSync(dataDir, { recursive: true, force: true });

if (process.env.DATABASE_URL) {
  const target = new URL(process.env.DATABASE_URL);
  const name = target.pathname.slice(1);
  if (!/^portal_e2e_\d+$/.test(name)) throw new Error(`refusing to recreate database ${name}`);
  const server = new URL(target);
  server.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
}
