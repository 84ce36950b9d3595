// API throughput as a ratio to a bare Fastify route measured in the same run (DESIGN.md §5): the session
// read, the checklist, the nearby-locations query and a mixed student workload, at 10, 50 and 200
// connections, on loopback; throughput counts 2xx answers only (a shed 503 is not served). On PostgreSQL
// it then measures the session read and the checklist against the "physical limit" (scripts/bench-limit.mjs:
// Fastify and one prepared pg statement reading the same rows), alternating limit and portal runs (A B A B
// A B) so the machine's drift lands on both, with the CPU time per request of each server and of the
// database beside it. Needs `npm run build`. PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL)
// names a server (a scratch database is made and dropped), embedded PGlite otherwise. BENCH_SECONDS sets
// each run's length (default 8). Writes reports/bench-api.md.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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

/** Seconds a run lasted, from autocannon's own start and finish. */
const secondsOf = (result: autocannon.Result) =>
  (new Date(result.finish).getTime() - new Date(result.start).getTime()) / 1000;

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
    rps: result['2xx'] / secondsOf(result),
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

/** CPU seconds a process has used (user + system, all its threads), from /proc. */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds used by every PostgreSQL server process on this machine (the bench is its only load). */
function databaseCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        total += cpuSeconds(Number(entry));
    } catch {
      // The process ended while it was read.
    }
  }
  return total;
}

interface LimitRun {
  rps: number;
  p99: number;
  serverUs: number;
  databaseUs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One run at 10 connections against one server, with the CPU it and the database spent per 2xx answer. */
async function measured(pid: number, opts: autocannon.Options): Promise<LimitRun> {
  const server = cpuSeconds(pid);
  const database = databaseCpuSeconds();
  const result = await autocannon({ ...opts, connections: 10, duration: SECONDS, pipelining: 1 });
  const ok = Math.max(1, result['2xx']);
  return {
    rps: result['2xx'] / secondsOf(result),
    p99: result.latency.p99,
    serverUs: ((cpuSeconds(pid) - server) * 1e6) / ok,
    databaseUs: ((databaseCpuSeconds() - database) * 1e6) / ok,
  };
}

/** The limit and the portal, alternated three times (A B A B A B); the median of each. */
async function againstLimit(
  name: string,
  limit: { pid: number; opts: autocannon.Options },
  portal: { pid: number; opts: autocannon.Options },
) {
  const runs: { limit: LimitRun[]; portal: LimitRun[] } = { limit: [], portal: [] };
  for (let i = 0; i < 3; i++) {
    runs.limit.push(await measured(limit.pid, limit.opts));
    runs.portal.push(await measured(portal.pid, portal.opts));
  }
  const summary = (r: LimitRun[]) => ({
    rps: median(r.map((x) => x.rps)),
    p99: median(r.map((x) => x.p99)),
    serverUs: median(r.map((x) => x.serverUs)),
    databaseUs: median(r.map((x) => x.databaseUs)),
  });
  const result = { name, limit: summary(runs.limit), portal: summary(runs.portal) };
  console.log(
    `${name.padEnd(16)} limit ${result.limit.rps.toFixed(0)} req/s, portal ${result.portal.rps.toFixed(0)} req/s ` +
      `(${((result.portal.rps / result.limit.rps) * 100).toFixed(0)} %); CPU per request: limit ` +
      `${result.limit.serverUs.toFixed(0)} + ${result.limit.databaseUs.toFixed(0)} µs, portal ` +
      `${result.portal.serverUs.toFixed(0)} + ${result.portal.databaseUs.toFixed(0)} µs (server + database)`,
  );
  return result;
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

  const limits: Awaited<ReturnType<typeof againstLimit>>[] = [];
  if (databaseUrl) {
    const limit = await start(['scripts/bench-limit.mjs'], { PORT: '0', DATABASE_URL: databaseUrl });
    const pid = { limit: limit.child.pid!, portal: portal.child.pid! };
    await autocannon({ url: `${limit.url}/session`, headers, connections: 10, duration: 2 });
    limits.push(
      await againstLimit(
        'session read',
        { pid: pid.limit, opts: { url: `${limit.url}/session`, headers } },
        { pid: pid.portal, opts: { url: `${base}/api/user/session`, headers } },
      ),
      await againstLimit(
        'checklist',
        { pid: pid.limit, opts: { url: `${limit.url}/checklist/school`, headers } },
        { pid: pid.portal, opts: { url: `${base}/api/programSteps/school`, headers } },
      ),
    );
    limit.child.kill('SIGTERM');
  }
  const cpuOf = (r: LimitRun) => r.serverUs + r.databaseUs;
  const goals: Record<string, { rps: number; cpu: number }> = {
    'session read': { rps: 0.9, cpu: 1.3 },
    checklist: { rps: 0.6, cpu: 2 },
  };

  const lines = [
    `Database: ${databaseUrl ? 'PostgreSQL server' : 'embedded PGlite'}; ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}; ${SECONDS} s per run; autocannon on the same machine; req/s counts 2xx answers only.`,
    '',
    ...(limits.length
      ? [
          'Against the physical limit (Fastify + one prepared pg statement reading the same rows), 10 connections, limit and portal alternated three times, medians:',
          '',
          '| scenario | limit req/s | portal req/s | portal / limit | limit CPU µs/req (server + db) | portal CPU µs/req (server + db) | CPU portal / limit | portal p99 ms | goals |',
          '| --- | --: | --: | --: | --: | --: | --: | --: | --- |',
          ...limits.map(
            (l) =>
              `| ${l.name} | ${l.limit.rps.toFixed(0)} | ${l.portal.rps.toFixed(0)} | ${(l.portal.rps / l.limit.rps).toFixed(2)} | ${l.limit.serverUs.toFixed(0)} + ${l.limit.databaseUs.toFixed(0)} | ${l.portal.serverUs.toFixed(0)} + ${l.portal.databaseUs.toFixed(0)} | ${(cpuOf(l.portal) / cpuOf(l.limit)).toFixed(2)} | ${l.portal.p99} | req/s ≥ ${goals[l.name]!.rps}, CPU ≤ ${goals[l.name]!.cpu}×, p99 ≤ 25 ms |`,
          ),
          '',
        ]
      : []),
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
