// API throughput as a ratio to a bare Fastify route measured in the same run (DESIGN.md §5): the session
// read, the checklist, the nearby-locations query and a mixed student workload, at 10, 50 and 200
// connections, on loopback. Needs `npm run build`. PostgreSQL when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) names a server (a scratch database is made and dropped), embedded PGlite otherwise.
// BENCH_SECONDS sets each run's length (default 8). Writes reports/bench-api.md.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = [10, 50, 200];
const server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const children: ChildProcess[] = [];
process.on('exit', () => children.forEach((c) => c.kill('SIGKILL')));

function start(args: string[], env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr!.on('data', (d) => (out += String(d)));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const url = /ready at (http:\/\/\S+)/.exec(out)?.[1];
      if (url) {
        clearInterval(timer);
        resolve({ url: url.replace('localhost', '127.0.0.1'), child });
      }
    }, 50);
    child.on('exit', () => {
      clearInterval(timer);
      reject(new Error(out));
    });
  });
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  await client.query(sql);
  await client.end();
}

const dbName = `portal_bench_api_${randomBytes(4).toString('hex')}`;
let databaseUrl: string | undefined;
if (server) {
  await admin(`create database ${dbName}`);
  const u = new URL(server);
  u.pathname = `/${dbName}`;
  databaseUrl = u.toString();
}

interface Row {
  name: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  shed: number;
  errors: number;
}

async function run(
  name: string,
  connections: number,
  opts: Omit<autocannon.Options, 'url' | 'connections' | 'duration'> & { url: string },
): Promise<Row> {
  const result = await autocannon({ ...opts, connections, duration: SECONDS, pipelining: 1 });
  const shed = result.statusCodeStats?.['503']?.count ?? 0;
  const row = {
    name,
    connections,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    shed: Number(shed),
    errors: result.errors + result.timeouts + (result['5xx'] - Number(shed)),
  };
  console.log(
    `${name.padEnd(16)} ${String(connections).padStart(3)} conns  ${row.rps.toFixed(0).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  2xx ${row.ok}  503 ${row.shed}  errors ${row.errors}`,
  );
  return row;
}

try {
  const bare = await start(['scripts/bench-bare.mjs'], { PORT: '0' });
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-api-'));
  const portal = await start(['dist/server/main.js'], {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PORTAL_DEMO: '1',
    RATE_LIMIT_PER_IP: '1000000',
    CODES_PER_ADDRESS: '100',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const base = portal.url;

  await fetch(`${base}/api/sendgrid/sendToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ to: 'school@example.org' }),
  });
  let cookie = '';
  for (let i = 0; i < 100 && !cookie; i++) {
    const outbox = (await (await fetch(`${base}/api/dev/outbox`)).json()) as { to: string; text: string }[];
    const mail = outbox.find((m) => m.to === 'school@example.org');
    if (mail) {
      const res = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'school@example.org', token: /\b(\d{6})\b/.exec(mail.text)![1] }),
      });
      cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    } else await new Promise((r) => setTimeout(r, 100));
  }
  if (!cookie) throw new Error('could not sign in');
  const headers = { cookie, 'content-type': 'application/json' };
  const nearby = JSON.stringify({ type: 'dmv', latitude: 41.88, longitude: -87.63 });

  const scenarios: [string, Omit<autocannon.Options, 'connections' | 'duration'> & { url: string }][] = [
    ['bare Fastify', { url: `${bare.url}/bare` }],
    ['session read', { url: `${base}/api/user/session`, headers }],
    ['checklist', { url: `${base}/api/programSteps/school`, headers }],
    ['locations nearby', { url: `${base}/api/locations/byType`, method: 'POST', headers, body: nearby }],
    [
      'mixed student',
      {
        url: base,
        headers,
        requests: [
          { method: 'GET', path: '/api/user/session' },
          { method: 'GET', path: '/api/programSteps/school' },
          { method: 'GET', path: '/api/completion' },
          { method: 'POST', path: '/api/locations/byType', body: nearby },
          { method: 'GET', path: '/api/user/session' },
          { method: 'POST', path: '/api/pageviews', body: JSON.stringify({ path: '/program/school' }) },
        ],
      },
    ],
  ];

  // A short warm-up so the JIT and the connection pools are ready before anything is measured.
  await autocannon({ url: `${base}/api/user/session`, headers, connections: 10, duration: 2 });
  await autocannon({ url: `${bare.url}/bare`, connections: 10, duration: 2 });

  const rows: Row[] = [];
  for (const [name, opts] of scenarios) {
    for (const connections of CONNECTIONS) rows.push(await run(name, connections, opts));
  }
  const baseline = (c: number) => rows.find((r) => r.name === 'bare Fastify' && r.connections === c)!.rps;
  const session10 = rows.find((r) => r.name === 'session read' && r.connections === 10)!;
  const session50 = rows.find((r) => r.name === 'session read' && r.connections === 50)!;
  const at200 = rows.filter((r) => r.connections === 200 && r.name !== 'bare Fastify');

  const lines = [
    `Database: ${databaseUrl ? 'PostgreSQL server' : 'embedded PGlite'}; ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}; ${SECONDS} s per run; autocannon on the same machine.`,
    '',
    '| scenario | connections | req/s | p50 ms | p99 ms | ratio to bare | 2xx | 503 shed | errors |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: |',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.connections} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.rps / baseline(r.connections)).toFixed(2)} | ${r.ok} | ${r.shed} | ${r.errors} |`,
    ),
    '',
    `- session read at 50 connections: ${((session50.rps / baseline(50)) * 100).toFixed(0)} % of bare Fastify (goal ≥ 70 %)`,
    `- session read p99 at 10 connections: ${session10.p99} ms (goal ≤ 25 ms)`,
    `- at 200 connections: ${at200.reduce((n, r) => n + r.shed, 0)} requests shed with 503, ${at200.reduce((n, r) => n + r.errors, 0)} errors (goal: shed, never fail)`,
  ];
  console.log(`\n${lines.join('\n')}`);
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench-api.md', `${lines.join('\n')}\n`);
  portal.child.kill('SIGTERM');
  bare.child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
} finally {
  children.forEach((c) => c.kill('SIGKILL'));
  if (databaseUrl) await admin(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
}
