// `node scripts/measure-spanish.mjs`: what a reader of each language downloads and waits for (decision 038),
// against a portal already running at BASE_URL (default http://localhost:3000), with no service worker. With
// no HTTP cache (a phone's first visit): the sign-in page, then, signed in as EMAIL (default the demo student
// in school), SCREEN (default /program/school) and CLASS (default a class's notes). Then on a new phone: the
// sign-in page, a pause, the form; timed from the last tap to the checklist.
// Counts the files of code and style (/assets/) and their bytes on the wire, times each screen until its
// heading shows, and records what the page shows at every change (a MutationObserver): in Spanish, a line
// of the English screen that shows at any moment is reported. SLOW=1 adds a 400 ms, 400 kbit/s link.
import { chromium } from '@playwright/test';
import { chromium as launchOptions } from './chromium.mjs';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const email = process.env.EMAIL ?? 'school@example.org';
const screenPath = process.env.SCREEN ?? '/program/school';
const classPath = process.env.CLASS ?? '/program/prepermit/non_driving_activities';
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const browser = await chromium.launch(launchOptions);

async function signIn(request) {
  const outbox = async () =>
    (await (await request.get('/api/dev/outbox')).json()).filter((m) => m.to === email);
  const before = (await outbox()).length;
  await request.post('/api/logout');
  const sent = await request.post('/api/sendgrid/sendToken', { data: { to: email } });
  if (!sent.ok()) throw new Error(`sendToken: ${sent.status()}`);
  let token;
  for (let i = 0; i < 100 && !token; i++) {
    const list = await outbox();
    token = list
      .slice(0, Math.max(0, list.length - before))
      .map((m) => /\b(\d{6})\b/.exec(m.text)?.[1])
      .find(Boolean);
    if (!token) await new Promise((r) => setTimeout(r, 200));
  }
  const login = await request.post('/api/login', { data: { email, token } });
  if (!login.ok()) throw new Error(`login: ${login.status()}`);
}

/** A page whose /assets/ files are counted (bytes on the wire; none for an answer of the worker's cache). */
async function countedPage(context, { cold = true } = {}) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (cold) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (process.env.SLOW) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: (400 * 1024) / 8,
      uploadThroughput: (400 * 1024) / 8,
    });
  }
  const urls = new Map();
  const fromWorker = new Set();
  const files = [];
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.fromServiceWorker) fromWorker.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const url = new URL(urls.get(e.requestId) ?? 'about:blank');
    const bytes = fromWorker.has(e.requestId) ? 0 : e.encodedDataLength;
    if (url.pathname.startsWith('/assets/')) files.push({ file: url.pathname, bytes });
  });
  return { page, files };
}

/** Opens `path` in a fresh page with no HTTP cache; returns its files, every text shown and the time. */
async function visit(context, path, ready) {
  const { page, files } = await countedPage(context);
  const start = Date.now();
  await page.goto(`${base}${path}`);
  await ready(page);
  const ms = Date.now() - start;
  await page.waitForLoadState('networkidle');
  const shown = await page.evaluate(() => window.__shown);
  await page.close();
  return { files, shown, ms };
}

/**
 * A first visit to the sign-in page (HTTP cache on, no worker: the link emulation does not slow a worker's
 * downloads), some time to type, then the form as a person fills it: the files asked for after the last tap,
 * and the time until the checklist shows.
 */
async function signingIn(context) {
  const { page, files } = await countedPage(context, { cold: false });
  await page.goto(`${base}/login`);
  await page.locator('input[type=email]').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(5_000);
  const outbox = async () =>
    (await (await context.request.get('/api/dev/outbox')).json()).filter((m) => m.to === email);
  const before = (await outbox()).length;
  await page.locator('input[type=email]').fill(email);
  await page.locator('button[type=submit]').click();
  let code;
  for (let i = 0; i < 100 && !code; i++) {
    const list = await outbox();
    code = list
      .slice(0, Math.max(0, list.length - before))
      .map((m) => /\b(\d{6})\b/.exec(m.text)?.[1])
      .find(Boolean);
    if (!code) await page.waitForTimeout(200);
  }
  await page.locator('input[autocomplete=one-time-code]').fill(code);
  files.length = 0;
  await page.evaluate(() => (window.__shown = []));
  const start = Date.now();
  await page.locator('button[type=submit]').click();
  await page.waitForURL(/\/program\//, { timeout: 60_000 });
  await page.locator('main h1').first().waitFor({ timeout: 60_000 });
  const ms = Date.now() - start;
  await page.waitForLoadState('networkidle');
  const shown = await page.evaluate(() => window.__shown);
  await page.close();
  return { files, shown, ms };
}

/** Installed before a page's own scripts: the reader's language kept on the device, and every text shown. */
function record(lang) {
  localStorage.setItem('freeway.locale', lang);
  window.__shown = [];
  const save = () => {
    const text = document.body?.innerText ?? '';
    if (text !== window.__shown.at(-1)) window.__shown.push(text);
  };
  new MutationObserver(save).observe(document, { childList: true, subtree: true, characterData: true });
}

async function run(locale) {
  const options = { viewport: { width: 360, height: 800 }, locale: `${locale}-US`, baseURL: base };
  const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
  await context.addInitScript(record, locale);
  const login = await visit(context, '/login', (page) =>
    page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 }),
  );
  await signIn(context.request);
  await context.request.put('/api/user/locale', { data: { locale } });
  // The stage's first-visit tip and video are dialogs over the checklist: they count as shown text too.
  const ready = (page) => page.locator('main h1').first().waitFor({ timeout: 60_000 });
  const checklist = await visit(context, screenPath, ready);
  const notes = await visit(context, classPath, ready);
  await context.request.post('/api/logout');
  await context.close();

  const phone = await browser.newContext({ ...options, serviceWorkers: 'block' });
  await phone.addInitScript(record, locale);
  const signingInResult = await signingIn(phone);
  await phone.request.put('/api/user/locale', { data: { locale: 'en' } });
  await phone.close();
  return { login, checklist, notes, 'signing in': signingInResult };
}

const english = await run('en');
const spanish = await run('es');
await browser.close();

const lines = (texts) => new Set(texts.flatMap((t) => t.split('\n').map((l) => l.trim())).filter(Boolean));
const keyLike = /\b(?:[a-z]+[A-Za-z]*)(?:\.[A-Za-z0-9_]+)+\b/g;
let failed = false;
for (const name of ['login', 'checklist', 'notes', 'signing in']) {
  const en = english[name];
  const es = spanish[name];
  const total = (v) => v.files.reduce((n, f) => n + f.bytes, 0);
  console.log(
    `${name}: English ${en.files.length} files, ${kb(total(en))} (${en.ms} ms); ` +
      `Spanish ${es.files.length} files, ${kb(total(es))} (${es.ms} ms)`,
  );
  const extra = es.files.filter((f) => !en.files.some((g) => g.file === f.file));
  for (const f of extra) console.log(`    Spanish only: ${f.file} ${kb(f.bytes)}`);
  const englishOnly = [...lines([en.shown.at(-1) ?? ''])].filter(
    (l) => l.length > 3 && !lines([es.shown.at(-1) ?? '']).has(l),
  );
  const flashes = [...lines(es.shown)].filter((l) => englishOnly.includes(l));
  const keys = [...lines(es.shown)]
    .flatMap((l) => l.match(keyLike) ?? [])
    .filter((w) => !/\.(org|com)$/.test(w));
  console.log(`    Spanish: ${es.shown.length} states shown; English lines among them: ${flashes.length}`);
  for (const l of flashes) console.log(`      "${l}"`);
  if (keys.length) console.log(`    key-like words shown: ${keys.join(', ')}`);
  if (flashes.length) failed = true;
}
if (failed) process.exitCode = 1;
