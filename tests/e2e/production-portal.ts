import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { startFakeSmtp, type FakeSmtp } from '../api/fake-smtp';

/**
 * A portal as a program runs it on its first day: built (`dist/`), `NODE_ENV=production`, demo off, an
 * empty database and real mail through SMTP (a fake SMTP server here, read back by the test). Nothing of
 * the demo exists: no demo people, no dev outbox, no reset.
 */
export interface ProductionPortal {
  url: string;
  env: Record<string, string>;
  smtp: FakeSmtp;
  /** Waits for a new mail to `to` (after `before` mails) holding a 6-digit code and returns the code. */
  waitForCode(to: string, before: number): Promise<string>;
  /** Mails to one address, oldest first. */
  mailsTo(to: string): { subject: string | null; text: string }[];
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The settings a production install needs, from the README's production configuration. */
export async function productionEnv(extra: Record<string, string> = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-first-day-'));
  const smtp = await startFakeSmtp({ user: 'portal', pass: 'mail-secret' });
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '/tmp',
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    FILE_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Program <portal@program.test>',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_IP: '1000',
    CODES_PER_ADDRESS: '50',
    ...extra,
  };
  return { env, smtp, port, dataDir };
}

/** Starts `node dist/server/main.js` with these settings and waits until it is ready. */
export async function startProductionPortal(prepared: Awaited<ReturnType<typeof productionEnv>>) {
  const { env, smtp, port, dataDir } = prepared;
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://localhost:${port}`;
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the portal stopped at start:\n${output}`);
        return fetch(`${url}/readyz`)
          .then((r) => r.status)
          .catch(() => 0);
      },
      { timeout: 60_000 },
    )
    .toBe(200);

  const mailsTo = (to: string) =>
    smtp.mails.filter((m) => m.to.includes(to)).map((m) => ({ subject: m.subject, text: m.text }));
  const portal: ProductionPortal = {
    url,
    env,
    smtp,
    mailsTo,
    async waitForCode(to, before) {
      let code = '';
      await expect
        .poll(
          () => {
            const fresh = mailsTo(to).slice(before);
            const found = fresh.find((m) => /\b\d{6}\b/.test(m.text));
            if (found) code = /\b(\d{6})\b/.exec(found.text)![1]!;
            return code;
          },
          { timeout: 20_000 },
        )
        .not.toBe('');
      return code;
    },
    async close() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return portal;
}
