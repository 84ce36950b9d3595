// API throughput as a ratio to a bare Fastify route measured in the same run (DESIGN.md §5): the session
// read, the checklist, the nearby-locations query and a mixed student workload, at 10, 50 and 200
// connections, on loopback; throughput counts 2xx answers only (a shed 503 is not served). On PostgreSQL
// it then measures the session read, the checklist, the class notes, the completion write (20 connections)
// and the staff caseload against the "physical limit" (scripts/bench-limit.mjs: Fastify and the same SQL
// as named pg statements), alternating limit and portal runs (A B A B A B) so the machine's drift lands on
// both, with the CPU time per request of each server and of its own database backends, and exits 1 when the
// median CPU ratio of a read misses its budget (issue 41). Needs `npm run build`. PostgreSQL when
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server (a scratch database is made and dropped),
// embedded PGlite otherwise. BENCH_SECONDS sets each run's length (default 8). Writes reports/bench-api.md.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { captureStatements, COMPLETION_ROUTE } from './bench-captured.js';

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
/** The bench database's URL for one server, whose connections carry its name (to count their CPU). */
const urlFor = (application: string) => {
  const u = new URL(databaseUrl!);
  u.searchParams.set('application_name', application);
  return u.toString();
};

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

/**
 * CPU seconds used by one server's PostgreSQL backends: the connections its pool opened, told apart by the
 * `application_name` each server connects with (other work on the same PostgreSQL server is not counted).
 */
async function backendCpuSeconds(application: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and application_name = $1',
    [application],
  );
  await client.end();
  return new Map(rows.map((r) => [r.pid, cpuSeconds(r.pid)]));
}

/** CPU seconds the backends spent between two readings (a backend opened between them counts from zero). */
function spentBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

interface LimitRun {
  rps: number;
  p99: number;
  serverUs: number;
  databaseUs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Measured {
  pid: number;
  /** The `application_name` of the server's database connections. */
  application: string;
  opts: autocannon.Options;
}

/** One run against one server, with the CPU it and its database backends spent per 2xx answer. */
async function measured(target: Measured, connections: number): Promise<LimitRun> {
  const server = cpuSeconds(target.pid);
  const database = await backendCpuSeconds(target.application);
  const result = await autocannon({ ...target.opts, connections, duration: SECONDS, pipelining: 1 });
  const ok = Math.max(1, result['2xx']);
  if (result.non2xx) console.log(`${target.application}: ${result.non2xx} answers were not 2xx`);
  return {
    rps: result['2xx'] / secondsOf(result),
    p99: result.latency.p99,
    serverUs: ((cpuSeconds(target.pid) - server) * 1e6) / ok,
    databaseUs: (spentBetween(database, await backendCpuSeconds(target.application)) * 1e6) / ok,
  };
}

const cpuOf = (r: LimitRun) => r.serverUs + r.databaseUs;

/**
 * The limit and the portal, alternated three times (A B A B A B); the median of each, and the median of the
 * three rounds' CPU ratios (portal / limit), which the budget is checked against.
 */
async function againstLimit(name: string, limit: Measured, portal: Measured, connections = 10) {
  const runs: { limit: LimitRun[]; portal: LimitRun[] } = { limit: [], portal: [] };
  for (let i = 0; i < 3; i++) {
    runs.limit.push(await measured(limit, connections));
    runs.portal.push(await measured(portal, connections));
  }
  const ratio = median(runs.portal.map((p, i) => cpuOf(p) / cpuOf(runs.limit[i]!)));
  const summary = (r: LimitRun[]) => ({
    rps: median(r.map((x) => x.rps)),
    p99: median(r.map((x) => x.p99)),
    serverUs: median(r.map((x) => x.serverUs)),
    databaseUs: median(r.map((x) => x.databaseUs)),
  });
  const result = { name, connections, ratio, limit: summary(runs.limit), portal: summary(runs.portal) };
  console.log(
    `${name.padEnd(16)} limit ${result.limit.rps.toFixed(0)} req/s, portal ${result.portal.rps.toFixed(0)} req/s ` +
      `(${((result.portal.rps / result.limit.rps) * 100).toFixed(0)} %); CPU per request: limit ` +
      `${result.limit.serverUs.toFixed(0)} + ${result.limit.databaseUs.toFixed(0)} µs, portal ` +
      `${result.portal.serverUs.toFixed(0)} + ${result.portal.databaseUs.toFixed(0)} µs (server + database), ` +
      `ratio ${ratio.toFixed(2)} (rounds ${runs.portal.map((p, i) => (cpuOf(p) / cpuOf(runs.limit[i]!)).toFixed(2)).join(', ')})`,
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
    ...(databaseUrl ? { DATABASE_URL: urlFor('portal') } : {}),
  });
  const base = portal.url;

  async function signIn(email: string) {
    await fetch(`${base}/api/sendgrid/sendToken`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: email }),
    });
    for (let i = 0; i < 100; i++) {
      const outbox = (await (await fetch(`${base}/api/dev/outbox`)).json()) as { to: string; text: string }[];
      const mail = outbox.find((m) => m.to === email);
      if (mail) {
        const res = await fetch(`${base}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, token: /\b(\d{6})\b/.exec(mail.text)![1] }),
        });
        return res.headers.get('set-cookie')!.split(';')[0]!;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`could not sign in as ${email}`);
  }
  const cookie = await signIn('school@example.org');
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
    const staffCookie = await signIn('admin@example.org');
    const captured = await captureStatements(
      databaseUrl,
      { student: 'school@example.org', admin: 'admin@example.org' },
      (body) =>
        createHash('sha256').update(COMPLETION_ROUTE).update('\0').update(JSON.stringify(body)).digest('hex'),
    );
    const limit = await start(['scripts/bench-limit.mjs'], {
      PORT: '0',
      DATABASE_URL: urlFor('limit'),
      LIMIT_STATEMENTS: JSON.stringify(captured),
    });
    const at = (pid: number, application: string) => (opts: autocannon.Options) => ({
      pid,
      application,
      opts,
    });
    const onLimit = at(limit.child.pid!, 'limit');
    const onPortal = at(portal.child.pid!, 'portal');
    const staffHeaders = { cookie: staffCookie };
    // Every completion write carries its own key, as the portal's client sends it (decision 013).
    const completion = (path: string): autocannon.Options => ({
      url: base,
      headers,
      requests: [
        {
          method: 'POST',
          path,
          body: JSON.stringify({ url: captured.url }),
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, 'idempotency-key': randomUUID() },
          }),
        },
      ],
    });
    await autocannon({ url: `${limit.url}/session`, headers, connections: 10, duration: 2 });
    limits.push(
      await againstLimit(
        'session read',
        onLimit({ url: `${limit.url}/session`, headers }),
        onPortal({ url: `${base}/api/user/session`, headers }),
      ),
      await againstLimit(
        'checklist',
        onLimit({ url: `${limit.url}/checklist/school`, headers }),
        onPortal({ url: `${base}/api/programSteps/school`, headers }),
      ),
      await againstLimit(
        'class notes',
        onLimit({ url: `${limit.url}/notes/non_driving_activities`, headers }),
        onPortal({ url: `${base}/api/learning/notes/non_driving_activities`, headers }),
      ),
      await againstLimit(
        'completion write',
        onLimit({ ...completion('/completion'), url: limit.url }),
        onPortal(completion(COMPLETION_ROUTE)),
        20,
      ),
      await againstLimit(
        'staff caseload',
        onLimit({ url: `${limit.url}/students`, headers: staffHeaders }),
        onPortal({ url: `${base}/api/admin/students`, headers: staffHeaders }),
      ),
    );
    limit.child.kill('SIGTERM');
  }
  /** The most CPU per request the portal may spend, as a multiple of the limit's (issue 41). */
  const budgets: Record<string, number> = {
    'session read': 1.5,
    checklist: 1.5,
    'class notes': 1.5,
    'completion write': 1.5,
    'staff caseload': 2,
  };
  const missed = limits.filter((l) => l.ratio > budgets[l.name]!);

  const lines = [
    `Database: ${databaseUrl ? 'PostgreSQL server' : 'embedded PGlite'}; ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}; ${SECONDS} s per run; autocannon on the same machine; req/s counts 2xx answers only.`,
    '',
    ...(limits.length
      ? [
          `Against the physical limit (Fastify + the same SQL as named pg statements), limit and portal alternated three times, medians; load average ${loadavg()
            .map((l) => l.toFixed(1))
            .join(', ')} at the end:`,
          '',
          '| scenario | connections | limit req/s | portal req/s | limit CPU µs/req (server + db) | portal CPU µs/req (server + db) | CPU portal / limit (median of rounds) | budget | portal p99 ms |',
          '| --- | --: | --: | --: | --: | --: | --: | --: | --: |',
          ...limits.map(
            (l) =>
              `| ${l.name} | ${l.connections} | ${l.limit.rps.toFixed(0)} | ${l.portal.rps.toFixed(0)} | ${l.limit.serverUs.toFixed(0)} + ${l.limit.databaseUs.toFixed(0)} | ${l.portal.serverUs.toFixed(0)} + ${l.portal.databaseUs.toFixed(0)} | ${l.ratio.toFixed(2)} | ≤ ${budgets[l.name]}× ${l.ratio > budgets[l.name]! ? 'MISSED' : 'ok'} | ${l.portal.p99} |`,
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
  if (missed.length) {
    console.error(`over budget: ${missed.map((l) => `${l.name} ${l.ratio.toFixed(2)}×`).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  children.forEach((c) => c.kill('SIGKILL'));
  if (databaseUrl) await admin(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
}
