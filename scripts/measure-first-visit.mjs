// `node scripts/measure-first-visit.mjs`: what a first visit to the sign-in page costs a phone, the service
// worker's own requests included, against a portal already running at BASE_URL (default
// http://localhost:3000). A fresh browser profile opens /login and waits until the worker has installed its
// precache; then a student signs in through the form as a person would (EMAIL, default the demo student in
// school) and reaches the checklist; then the page stays open and idle for IDLE_SECONDS (default 95: three
// update checks).
// Page traffic is counted with CDP Network (bytes on the wire, headers included); the worker's requests,
// which the page's log does not see, through Playwright's context events (Chromium reports them with the
// worker as their origin); the caches by reading back every entry of CacheStorage as it is stored (the
// worker keeps scripts and styles gzip-compressed: decision 039), checked against the browser's quota.
// Budgets (issue 22): ≤ 160 KB down in total, caches ≤ 400 KB; signing in and reaching the checklist
// ≤ 250 KB more.
import { chromium } from '@playwright/test';
import { chromium as launchOptions } from './chromium.mjs';
import { get } from 'node:http';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const idleSeconds = Number(process.env.IDLE_SECONDS ?? 95);
const email = process.env.EMAIL ?? 'school@example.org';
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const browser = await chromium.launch(launchOptions);
const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
const page = await context.newPage();

/** One row per request: who asked (page or worker), what, bytes down and up. */
const rows = [];
let phase = 'first visit';

const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
const pending = new Map();
cdp.on('Network.requestWillBeSent', (e) => {
  const up = (e.request.postData?.length ?? 0) + JSON.stringify(e.request.headers).length;
  pending.set(e.requestId, { url: e.request.url, up, fromWorker: false });
});
cdp.on('Network.responseReceived', (e) => {
  const p = pending.get(e.requestId);
  if (!p) return;
  p.fromWorker = e.response.fromServiceWorker === true;
  p.received = e.response.encodedDataLength ?? 0;
});
// A request whose body the page did not read to the end ends as "failed": count what had arrived.
cdp.on('Network.loadingFailed', (e) => {
  const p = pending.get(e.requestId);
  if (!p) return;
  pending.delete(e.requestId);
  if (!p.received) return;
  rows.push({
    phase,
    by: 'page',
    url: p.url,
    down: p.fromWorker ? 0 : p.received,
    up: p.fromWorker ? 0 : p.up,
  });
});
cdp.on('Network.loadingFinished', (e) => {
  const p = pending.get(e.requestId);
  if (!p) return;
  pending.delete(e.requestId);
  // A response the worker gave from its cache costs nothing on the wire.
  rows.push({
    phase,
    by: 'page',
    url: p.url,
    down: p.fromWorker ? 0 : e.encodedDataLength,
    up: p.fromWorker ? 0 : p.up,
  });
});

context.on('requestfinished', async (request) => {
  if (!request.serviceWorker()) return;
  const sizes = await request.sizes().catch(() => null);
  if (!sizes) return;
  rows.push({
    phase,
    by: 'worker',
    url: request.url(),
    down: sizes.responseBodySize + sizes.responseHeadersSize,
    up: sizes.requestBodySize + sizes.requestHeadersSize,
  });
});

await page.goto(`${base}/login`, { waitUntil: 'load' });
await page.getByRole('heading', { name: 'Sign in' }).waitFor();
await page.evaluate(() => navigator.serviceWorker.ready);
await page.waitForTimeout(3_000);

const caches = await page.evaluate(async () => {
  const out = [];
  for (const name of await self.caches.keys()) {
    const cache = await self.caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      out.push({ name, url: request.url, bytes: response ? (await response.blob()).size : 0 });
    }
  }
  return out;
});
// The same caches as the browser's storage quota counts them (bodies as stored, with Chromium's own
// bookkeeping of each entry): a check on the sum above, which reads each kept body back as it is stored.
const cachesQuota = await page.evaluate(
  async () => (await navigator.storage.estimate()).usageDetails?.caches ?? null,
);

async function outboxTo(to) {
  const res = await fetch(`${base}/api/dev/outbox`);
  return (await res.json()).filter((m) => m.to === to);
}

phase = 'sign-in';
const before = (await outboxTo(email)).length;
await page.getByLabel('E-mail address').fill(email);
await page.getByRole('button', { name: 'Send me a code' }).click();
let code;
for (let i = 0; i < 100 && !code; i++) {
  const fresh = (await outboxTo(email)).slice(0, -before || undefined);
  code = fresh.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean);
  if (!code) await page.waitForTimeout(200);
}
if (!code) throw new Error(`no code for ${email} (sign-in codes are rate limited: restart the portal)`);
await page.getByLabel('6-digit code').fill(code);
await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByRole('heading', { name: 'Your Checklist' }).waitFor({ timeout: 30_000 });
await page.waitForLoadState('networkidle');
await page.waitForTimeout(3_000);

phase = 'idle';
await page.waitForTimeout(idleSeconds * 1_000);
await browser.close();

// Chromium reports the headers of the worker script's own download (made by the registration) but not its
// body: ask the server for it as the browser did, and count the bytes that come over the wire.
const workerBody = await new Promise((resolve, reject) => {
  get(`${base}/service-worker.js`, { headers: { 'accept-encoding': 'br, gzip, deflate' } }, (res) => {
    let n = 0;
    res.on('data', (chunk) => (n += chunk.length));
    res.on('end', () => resolve(n));
  }).on('error', reject);
});
for (const r of rows) {
  if (r.by === 'worker' && new URL(r.url).pathname === '/service-worker.js' && r.phase === 'first visit') {
    r.down += workerBody;
    break;
  }
}

const sum = (list, key) => list.reduce((n, r) => n + r[key], 0);
const first = rows.filter((r) => r.phase === 'first visit');
const signIn = rows.filter((r) => r.phase === 'sign-in');
const idle = rows.filter((r) => r.phase === 'idle');
const path = (url) => new URL(url).pathname;

console.log(`First visit to ${base}/login (fresh profile)`);
for (const by of ['page', 'worker']) {
  const mine = first.filter((r) => r.by === by);
  console.log(`  ${by}: ${mine.length} requests, ${kb(sum(mine, 'down'))} down, ${kb(sum(mine, 'up'))} up`);
}
const favicon = first.filter((r) => /favicon/.test(path(r.url))).length;
const down = sum(first, 'down');
const cached = sum(caches, 'bytes');
console.log(`  total: ${kb(down)} down (budget 160 KB), ${kb(sum(first, 'up'))} up`);
console.log(`  favicon requests: ${favicon}`);
console.log(`  caches: ${caches.length} entries, ${kb(cached)} as stored (budget 400 KB)`);
if (cachesQuota !== null) console.log(`    as the browser's quota counts them: ${kb(cachesQuota)}`);
for (const name of new Set(caches.map((c) => c.name))) {
  const mine = caches.filter((c) => c.name === name);
  console.log(`    ${name}: ${mine.length} entries, ${kb(sum(mine, 'bytes'))}`);
}
const signInDown = sum(signIn, 'down');
console.log(
  `Signing in as ${email} and reaching the checklist: ${signIn.length} requests, ${kb(signInDown)} down ` +
    `(budget 250 KB), ${kb(sum(signIn, 'up'))} up`,
);
if (process.env.VERBOSE) for (const r of signIn) console.log(`    ${r.by} ${path(r.url)}: ${r.down} B down`);
const perHour = (n) => (n * 3600) / idleSeconds;
console.log(
  `Idle ${idleSeconds} s with the page open: ${idle.length} requests, ${kb(sum(idle, 'down'))} down, ` +
    `${kb(sum(idle, 'up'))} up (${kb(perHour(sum(idle, 'down')))} down, ${kb(perHour(sum(idle, 'up')))} up per hour)`,
);
for (const r of idle) console.log(`    ${r.by} ${path(r.url)}: ${r.down} B down, ${r.up} B up`);
if (process.env.VERBOSE) for (const r of first) console.log(`    ${r.by} ${path(r.url)}: ${r.down} B down`);
const over = [
  down > 160 * 1024 && 'download over 160 KB',
  cached > 400 * 1024 && 'caches over 400 KB',
  signInDown > 250 * 1024 && 'signing in over 250 KB',
].filter(Boolean);
if (over.length) {
  console.error(`Over budget: ${over.join(', ')}`);
  process.exitCode = 1;
}
