// Uploads ten ~10 MB photos in parallel to a fresh built portal and reports how much the server's memory
// (resident set) grew at its peak over its settled size before the uploads. Budget: under 64 MB.
// Needs `npm run build` first. Usage: node scripts/bench-uploads.mjs
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { readFileSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';

const PORT = Number(process.env.BENCH_PORT ?? 3299);
const DATA_DIR = `/tmp/portal-bench-uploads-${PORT}`;
const BASE = `http://127.0.0.1:${PORT}`;
const BUDGET_MB = 64;
const FOLDERS = [
  'birthCertificate',
  'proofOfResidence',
  'socialSecurityCard',
  'driversLicense',
  'dotPhysical',
  'cdlAPermit',
  'cdlALicense',
  'endorsementHazmat',
  'endorsementTankers',
  'endorsementTWIC',
];

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line.replace(/\D+/g, '')) / 1024;
};

/** A noisy photo just under 10 MB: the worst case for the decoder and the encoder. */
async function tenMegabytePhoto() {
  let side = 3000;
  for (;;) {
    const raw = randomBytes(side * side * 3);
    const jpeg = await sharp(raw, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 97 })
      .toBuffer();
    if (jpeg.length <= 10 * 1024 * 1024) return jpeg;
    side -= 50;
  }
}

async function signIn(email) {
  await fetch(`${BASE}/api/sendgrid/sendToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ to: email }),
  });
  for (let i = 0; i < 100; i++) {
    const outbox = await (await fetch(`${BASE}/api/dev/outbox`)).json();
    const mail = outbox.find((m) => m.to === email);
    if (mail) {
      const token = /\b(\d{6})\b/.exec(mail.text)[1];
      const res = await fetch(`${BASE}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, token }),
      });
      return res.headers.get('set-cookie').split(';')[0];
    }
    await sleep(100);
  }
  throw new Error('no sign-in code arrived');
}

// On PostgreSQL (BENCH_DATABASE_URL, a server to create a scratch database on) the process holds no
// embedded database, so its memory shows the uploads alone; without it the embedded one is used.
const pgBase = process.env.BENCH_DATABASE_URL;
const dbName = `portal_bench_${process.pid}`;
async function admin(sql) {
  const client = new pg.Client({ connectionString: pgBase });
  await client.connect();
  await client.query(sql);
  await client.end();
}
let databaseUrl;
if (pgBase) {
  await admin(`create database ${dbName}`);
  const url = new URL(pgBase);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
}

rmSync(DATA_DIR, { recursive: true, force: true });
const server = spawn('node', ['dist/server/main.js'], {
  env: {
    ...process.env,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    PORT: String(PORT),
    DATA_DIR,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_IP: '1000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (let i = 0; i < 200; i++) {
    if (
      await fetch(`${BASE}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(100);
  }
  const cookie = await signIn('new@example.org');
  await sleep(1500);
  const idle = rssMb(server.pid);
  const photo = await tenMegabytePhoto();
  // Warm up once (code paths, libvips), then let the heap settle before the baseline.
  const warm = new FormData();
  warm.append('folder', 'profilePhoto');
  warm.append('file', new Blob([photo], { type: 'image/jpeg' }), 'warm.jpg');
  await fetch(`${BASE}/api/spaces`, { method: 'POST', headers: { cookie }, body: warm });
  await sleep(1500);
  const baseline = rssMb(server.pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(server.pid));
  }, 20);
  const started = performance.now();
  const results = await Promise.all(
    FOLDERS.map(async (folder) => {
      const form = new FormData();
      form.append('folder', folder);
      form.append('file', new Blob([photo], { type: 'image/jpeg' }), `${folder}.jpg`);
      const res = await fetch(`${BASE}/api/spaces`, { method: 'POST', headers: { cookie }, body: form });
      return res.status;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const growth = peak - idle;
  const ok = results.every((s) => s === 200) && growth < BUDGET_MB;
  console.log(
    `uploads: ${FOLDERS.length} × ${(photo.length / 1024 / 1024).toFixed(1)} MB in parallel in ${seconds.toFixed(1)} s; ` +
      `statuses ${[...new Set(results)].join(',')}; server memory idle ${idle.toFixed(0)} MB, after one warm-up upload ${baseline.toFixed(0)} MB → peak ${peak.toFixed(0)} MB ` +
      `(growth ${growth.toFixed(1)} MB, budget ${BUDGET_MB} MB): ${ok ? 'ok' : 'OVER'}`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  server.kill('SIGTERM');
  await sleep(1000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  if (pgBase) await admin(`drop database if exists ${dbName} with (force)`);
}
