import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, Socket, type Server } from 'node:net';
import pg from 'pg';

/** The PostgreSQL server the ops tests make their databases on. */
export const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ScratchDatabase {
  url: string;
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

/** A new, empty database on the server, dropped by `drop()`. */
export async function scratchDatabase(): Promise<ScratchDatabase> {
  const name = `portal_ops_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  pool.on('error', () => undefined);
  return {
    url: url.toString(),
    async query<T>(text: string, values: unknown[] = []) {
      return (await pool.query(text, values)).rows as T[];
    },
    async drop() {
      await pool.end();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface Instance {
  url: string;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  /** Sends a signal and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const c of running) c.kill('SIGKILL');
});
/** Kills every instance still running (for afterAll). */
export function killAll(): void {
  for (const c of running) c.kill('SIGKILL');
}

/** Starts `src/server/main.ts` as its own process on a free loopback port and waits until it is ready. */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += String(d)));
  child.stderr!.on('data', (d) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? -1 : null));
    }),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const found = /ready at (http:\/\/\S+)/.exec(output)?.[1];
      if (found) {
        clearInterval(timer);
        resolve(found);
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`the portal exited before it was ready:\n${output}`));
    });
  });
  return {
    url: url.replace('localhost', '127.0.0.1'),
    child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      child.kill(signal);
      return exited;
    },
  };
}

/** Signs in by e-mail through the demo outbox of `via`, or with a code from `codeOf`, on instance `at`. */
export async function signIn(
  email: string,
  opts: { request: string; login?: string; codeOf?: (email: string) => Promise<string> },
): Promise<string> {
  const sent = await fetch(`${opts.request}/api/sendgrid/sendToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ to: email }),
  });
  if (sent.status !== 200) throw new Error(`sendToken answered ${sent.status}`);
  const code = opts.codeOf ? await opts.codeOf(email) : await outboxCode(opts.request, email);
  const res = await fetch(`${opts.login ?? opts.request}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, token: code }),
  });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

async function outboxCode(base: string, email: string): Promise<string> {
  for (let i = 0; i < 150; i++) {
    const list = (await (await fetch(`${base}/api/dev/outbox`)).json()) as { to: string; text: string }[];
    const mail = list.find((m) => m.to === email && /\b\d{6}\b/.test(m.text));
    if (mail) return /\b(\d{6})\b/.exec(mail.text)![1]!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code arrived for ${email}`);
}

export async function until(check: () => boolean | Promise<boolean>, ms = 20_000, what = 'condition') {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * A TCP proxy on loopback in front of the PostgreSQL server, so a test can take "the database" down and
 * bring it back without touching the real server that other work on this machine uses.
 */
export interface DbProxy {
  port: number;
  /** Rewrites a database URL to go through the proxy. */
  via(url: string): string;
  /** Cuts every open connection and refuses new ones until `up()`. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startDbProxy(target = serverUrl): Promise<DbProxy> {
  const { hostname, port: targetPort } = new URL(target);
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = new Socket();
        upstream.connect(Number(targetPort || 5432), hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  await listen();
  const closeServer = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
      for (const s of sockets) s.destroy();
    });
  return {
    get port() {
      return port;
    },
    via(url) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    down: closeServer,
    up: listen,
    close: closeServer,
  };
}
