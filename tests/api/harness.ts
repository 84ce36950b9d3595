import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import {
  completions,
  policyAcceptances,
  preEnrollments,
  quizAttempts,
  uploads,
  users,
  videoProgress,
} from '@server/db/schema/index.js';
import { loadEnv } from '@server/env.js';
import { createPortal, type Portal } from '@server/portal.js';
import type { Ports } from '@server/ports/index.js';
import type { MediaLibrary } from '@server/media/media-catalogue.js';

export interface TestPortal extends Portal {
  /** Signs in through the real code flow and returns the session cookie header. */
  signIn(email: string): Promise<string>;
  /** Asks for a code by e-mail or text and returns the code from the message that arrives. */
  requestCode(address: { to: string } | { phone: string }): Promise<string>;
  /** Messages in the dev outbox to one address, newest first. */
  messagesTo(to: string): Promise<{ text: string; subject: string | null }[]>;
  /**
   * Demo students carry the work their status implies (seed/journeys.ts). A test that walks some of that
   * work again for one of them starts them from none of it: no scores, videos, answers, photos or progress.
   */
  forgetProgress(email: string): Promise<void>;
  /** The id of the demo (or created) person with this e-mail. */
  idOf(email: string): Promise<string>;
  /** The whole account row of the person with this e-mail. */
  userOf(email: string): Promise<typeof users.$inferSelect>;
  /** Puts the demo back as it started (`POST /api/dev/reset`). */
  reset(): Promise<void>;
}

/** Sign-in limits high enough for a file that signs in before every test. */
export const ROOMY_LIMITS = { RATE_LIMIT_PER_IP: '1000', CODES_PER_ADDRESS: '100' };

/**
 * A test file's portal: started before its first test and closed after its last. Use the returned object
 * as the portal from inside tests and hooks.
 */
export function usePortal(
  overrides: Record<string, string> | (() => Record<string, string>) = {},
  opts: Parameters<typeof startTestPortal>[1] = {},
): TestPortal {
  let started: TestPortal | null = null;
  beforeAll(async () => {
    // A function is read at start, after the file's own beforeAll has set what it names.
    started = await startTestPortal(typeof overrides === 'function' ? overrides() : overrides, opts);
  });
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as TestPortal, {
    get(_, name) {
      if (!started) throw new Error(`the portal is used before it started (${String(name)})`);
      return started[name as keyof TestPortal];
    },
  });
}

/**
 * Demo people signed in before the file's tests, named by their e-mail before `@example.org`: once the
 * tests run, `useSignIns(portal, ['grad', 'coach']).grad` is the graduate's session cookie header.
 */
export function useSignIns<const Name extends string>(
  portal: TestPortal,
  names: readonly Name[],
  timeout?: number,
): Record<Name, string> {
  const cookies = {} as Record<Name, string>;
  beforeAll(() => signInAll(portal, names, cookies), timeout);
  return cookies;
}

/**
 * Every test starts on the demo as it started (`reset`), with these people (as for `useSignIns`) signed in
 * afresh.
 */
export function useFreshDemo<const Name extends string>(
  portal: TestPortal,
  names: readonly Name[],
): Record<Name, string> {
  const cookies = {} as Record<Name, string>;
  beforeEach(async () => {
    await portal.reset();
    await signInAll(portal, names, cookies);
  });
  return cookies;
}

async function signInAll<Name extends string>(
  portal: TestPortal,
  names: readonly Name[],
  cookies: Record<Name, string>,
) {
  const signedIn = await Promise.all(names.map((name) => portal.signIn(`${name}@example.org`)));
  names.forEach((name, i) => (cookies[name] = signedIn[i]!));
}

async function freshPostgresUrl(
  base: string,
  template: string | null,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const images = new Map<string, Blob>();
function imageOnce(file: string): Blob {
  let image = images.get(file);
  if (!image) images.set(file, (image = new Blob([readFileSync(file)])));
  return image;
}

/**
 * A whole portal on a fresh database: in-memory PGlite, or a new database on the PostgreSQL server
 * named by TEST_DATABASE_URL, so every API test runs on both.
 */
export async function startTestPortal(
  overrides: Record<string, string> = {},
  opts: {
    ports?: Partial<Ports>;
    runJobs?: boolean;
    logger?: object;
    filesDir?: string;
    media?: MediaLibrary;
  } = {},
): Promise<TestPortal> {
  // The run's start states (tests/database-image.ts): with the demo files when the portal keeps files
  // on local storage under the test key; without them when the test brings its own storage or key.
  const ownStorage =
    Boolean(opts.ports?.storage) ||
    Object.keys(overrides).some((k) => k === 'FILE_ENCRYPTION_KEY' || k.startsWith('S3_'));
  const start = ownStorage ? inject('bare') : inject('withFiles');
  const pgBase = process.env.TEST_DATABASE_URL;
  const pgDb = pgBase ? await freshPostgresUrl(pgBase, start.postgresTemplate) : null;
  let ownFiles: string | null = null;
  let filesDir = opts.filesDir;
  if (!ownStorage) {
    const files = inject('withFiles').files;
    if (!filesDir) filesDir = join((ownFiles = mkdtempSync(join(tmpdir(), 'portal-files-'))), 'files');
    cpSync(files, filesDir, { recursive: true });
  }
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORTAL_DEMO: '1',
    ...(ownStorage ? {} : { FILE_ENCRYPTION_KEY: inject('withFiles').fileKey }),
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...overrides,
  });
  const image = env.DATABASE_URL || !start.pgliteImage ? undefined : imageOnce(start.pgliteImage);
  const portal = await createPortal(env, {
    dataDir: null,
    seed: true,
    logger: false,
    ...(image ? { databaseImage: image } : {}),
    ...opts,
    ...(filesDir ? { filesDir } : {}),
  });
  const { app } = portal;

  async function messagesTo(to: string) {
    const res = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
    const list = res.json() as { to: string; text: string; subject: string | null }[];
    return list.filter((m) => m.to === to);
  }

  async function requestCode(address: { to: string } | { phone: string }): Promise<string> {
    const to =
      'to' in address ? address.to.trim().toLowerCase() : `+1${address.phone.replace(/\D/g, '').slice(-10)}`;
    const before = (await messagesTo(to)).length;
    const url = 'to' in address ? '/api/sendgrid/sendToken' : '/api/twilio/sendToken';
    const sent = await app.inject({ method: 'POST', url, payload: address });
    if (sent.statusCode !== 200) throw new Error(`sendToken ${sent.statusCode} ${sent.body}`);
    for (let i = 0; i < 100; i++) {
      const list = await messagesTo(to);
      // Other mail (a receipt, a notice) may arrive meanwhile: take the newest message with a code.
      const withCode = list.slice(0, list.length - before).find((m) => /\b\d{6}\b/.test(m.text));
      if (withCode) return codeFrom(withCode.text);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no code arrived for ${to}`);
  }

  async function userOf(email: string) {
    const [user] = await portal.database.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no person ${email}`);
    return user;
  }

  return {
    ...portal,
    requestCode,
    messagesTo,
    async close() {
      await portal.close();
      await pgDb?.drop();
      if (ownFiles) rmSync(ownFiles, { recursive: true, force: true });
    },
    async forgetProgress(email) {
      const db = portal.database.db;
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!user) throw new Error(`no demo person ${email}`);
      for (const table of [
        quizAttempts,
        videoProgress,
        completions,
        preEnrollments,
        policyAcceptances,
        uploads,
      ])
        await db.delete(table).where(eq(table.userId, user.id));
    },
    async idOf(email) {
      return (await userOf(email)).id;
    },
    userOf,
    async reset() {
      const res = await app.inject({ method: 'POST', url: '/api/dev/reset' });
      if (res.statusCode !== 200) throw new Error(`reset ${res.statusCode} ${res.body}`);
    },
    async signIn(email) {
      const code = await requestCode({ to: email });
      const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, token: code } });
      if (res.statusCode !== 200) throw new Error(`login ${res.statusCode} ${res.body}`);
      const cookie = res.cookies.find((c) => c.name === 'sid')!;
      return `sid=${cookie.value}`;
    },
  };
}

export function codeFrom(text: string): string {
  return /\b(\d{6})\b/.exec(text)![1]!;
}
