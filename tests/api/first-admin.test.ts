import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@server/db/client.js';
import { auditLog, users } from '@server/db/schema/index.js';
import { loadEnv } from '@server/env.js';
import { firstAdminFromEnv } from '@server/features/staff/first-admin.js';
import { createPortal } from '@server/portal.js';

const run = promisify(execFile);
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** `npm run create-admin -- …` on a data folder of its own (embedded PGlite, no DATABASE_URL). */
async function createAdmin(dataDir: string, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development' };
  delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await run('npx', ['tsx', 'scripts/create-admin.ts', ...args], { env });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

describe('npm run create-admin', () => {
  it('creates the first admin once, refuses a second without --force, and says what it did', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'create-admin-'));
    dirs.push(dataDir);
    const first = await createAdmin(dataDir, 'Ana.Ruiz@Program.org', '--first', 'Ana', '--last', 'Ruiz');
    expect(first).toMatchObject({ code: 0 });
    expect(first.out).toContain('Created admin ana.ruiz@program.org.');
    expect(first.out).toContain('/login');
    const again = await createAdmin(dataDir, 'ana.ruiz@program.org');
    expect(again).toMatchObject({ code: 0 });
    expect(again.out).toContain('ana.ruiz@program.org is already an active admin; nothing changed.');
    const other = await createAdmin(dataDir, 'bo@program.org');
    expect(other.code).toBe(1);
    expect(other.out).toContain('An active admin already exists');
    const forced = await createAdmin(dataDir, 'bo@program.org', '--force', '--phone', '312 555 0177');
    expect(forced).toMatchObject({ code: 0 });
    const bad = await createAdmin(dataDir, 'not-an-address');
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('is not an e-mail address');

    const database = await openDatabase({ dataDir });
    try {
      const admins = await database.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admins.map((a) => [a.email, a.firstName, a.lastName, a.phone]).sort()).toEqual([
        ['ana.ruiz@program.org', 'Ana', 'Ruiz', null],
        ['bo@program.org', 'Admin', '', '+13125550177'],
      ]);
      const audited = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'team.createAdmin'));
      expect(audited).toHaveLength(2);
    } finally {
      await database.close();
    }
  }, 300_000);
});

describe('FIRST_ADMIN_EMAIL', () => {
  it('is checked at start', () => {
    expect(() => loadEnv({ FIRST_ADMIN_EMAIL: 'nobody' })).toThrow(/FIRST_ADMIN_EMAIL/);
    expect(loadEnv({ FIRST_ADMIN_EMAIL: ' First@Program.org ' }).FIRST_ADMIN_EMAIL).toBe('first@program.org');
  });

  it('makes the admin on an empty database at start, and nothing once an admin exists', async () => {
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PORTAL_DEMO: '0',
      FIRST_ADMIN_EMAIL: 'first@program.org',
    });
    const portal = await createPortal(env, { dataDir: null, seed: false, logger: false, runJobs: false });
    try {
      const db = portal.database.db;
      const staff = await db.select().from(users);
      expect(staff.map((u) => [u.email, u.role])).toEqual([['first@program.org', 'admin']]);
      // Outside the demo, content brings only public places: the program enters its own schools and boards.
      const { locations } = await import('@server/db/schema/index.js');
      const types = new Set((await db.select({ type: locations.type }).from(locations)).map((l) => l.type));
      expect([...types].sort()).toEqual(['dmv', 'dotClinic']);
      // The setting stays in place; with an admin present it does nothing more.
      expect(await firstAdminFromEnv(db, 'second@program.org')).toBeNull();
      expect(await db.select().from(users)).toHaveLength(1);
      // The new admin signs in by e-mail code.
      await portal.app.inject({
        method: 'POST',
        url: '/api/sendgrid/sendToken',
        payload: { to: 'first@program.org' },
      });
      const { messages } = await import('@server/db/schema/index.js');
      const sent = await db.select().from(messages).where(eq(messages.to, 'first@program.org'));
      expect(sent.map((m) => m.kind)).toEqual(['login-code']);
    } finally {
      await portal.close();
    }
  }, 120_000);
});
