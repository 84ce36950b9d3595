// `node scripts/measure-slow-link.mjs`: how long a student on a poor mobile link waits, against a portal
// already running at BASE_URL (default http://localhost:3000, demo mode). Chromium emulates the link of
// issue 22 through CDP (400 ms round trip, 400 kbit/s each way) on a fresh profile:
// - first visit: from navigation to a sign-in form that takes input (the e-mail field and its button);
// - repeat visit: a signed-in student who has opened the portal before (service worker and caches warm)
//   opens the checklist again: from navigation to the checklist's heading.
// Each is measured RUNS times (default 3) with a fresh profile; the median is judged. Budgets: 3 s, 2 s.
// CPU_SLOWDOWN (default 1) slows the page's processor as well, as CDP does for a phone (4 for a mid-range one).
import { chromium } from '@playwright/test';
import { chromium as launchOptions } from './chromium.mjs';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const runs = Number(process.env.RUNS ?? 3);
const email = process.env.STUDENT ?? 'school@example.org';
const cpuSlowdown = Number(process.env.CPU_SLOWDOWN ?? 1);
const LINK = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };

/** Signs in through the form, as a student does, reading the code from the demo outbox. */
async function signIn(page) {
  const outbox = async () =>
    (await (await fetch(`${base}/api/dev/outbox`)).json()).filter((m) => m.to === email);
  const before = (await outbox()).length;
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  for (let i = 0; i < 100; i++) {
    const mine = await outbox();
    if (mine.length > before) {
      await page.getByLabel('6-digit code').fill(/\b(\d{6})\b/.exec(mine[0].text)[1]);
      await page.getByRole('button', { name: 'Sign in' }).click();
      return;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code for ${email}`);
}

/** Waits for the checklist; on a timeout keeps a screenshot of what the page showed instead. */
async function checklistShown(page, what) {
  try {
    await page
      .getByRole('heading', { name: 'Your Checklist', includeHidden: true })
      .waitFor({ timeout: 30_000 });
  } catch (err) {
    await page.screenshot({ path: `/tmp/slow-link-${what}.png` });
    throw new Error(`${what}: no checklist at ${page.url()} (screenshot /tmp/slow-link-${what}.png)`, {
      cause: err,
    });
  }
}

async function slowPage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', LINK);
  if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return page;
}

async function once(browser) {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const first = await slowPage(context);
  let start = Date.now();
  await first.goto(`${base}/login`, { waitUntil: 'commit' });
  const field = first.getByLabel('E-mail address');
  await field.waitFor({ state: 'visible', timeout: 30_000 });
  await first.getByRole('button', { name: 'Send me a code' }).waitFor({ timeout: 30_000 });
  await field.fill('x');
  const signInForm = Date.now() - start;
  // The form takes input from the server's HTML (decision 039); the script takes it over later, keeping
  // what was typed (tests/e2e/sign-in-slow-link.spec.ts). When that happens is reported beside it.
  await first.waitForFunction(
    () => Object.keys(document.querySelector('input[name=email]') ?? {}).some((k) => k.startsWith('__react')),
    null,
    { timeout: 30_000 },
  );
  const scripted = Date.now() - start;
  await first.evaluate(() => navigator.serviceWorker.ready);
  await first.close();

  // The visit before: signed in, the checklist opened once at full speed so the worker keeps its chunks.
  const warm = await context.newPage();
  await warm.goto(`${base}/login`);
  await signIn(warm);
  await checklistShown(warm, 'warm-visit');
  await warm.waitForTimeout(1_500);
  await warm.close();

  const again = await slowPage(context);
  start = Date.now();
  await again.goto(`${base}/`, { waitUntil: 'commit' });
  await checklistShown(again, 'repeat-visit');
  const checklist = Date.now() - start;
  await context.close();
  return { signInForm, scripted, checklist };
}

const browser = await chromium.launch(launchOptions);
const results = [];
for (let i = 0; i < runs; i++) results.push(await once(browser));
await browser.close();

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const form = median(results.map((r) => r.signInForm));
const list = median(results.map((r) => r.checklist));
console.log(
  `Link: ${LINK.latency} ms round trip, ${(LINK.downloadThroughput * 8) / 1000} kbit/s each way` +
    (cpuSlowdown > 1 ? `, processor ${cpuSlowdown}× slower` : ''),
);
console.log(
  `  first visit, sign-in form usable: ${seconds(form)} (budget 3 s) runs ${results.map((r) => seconds(r.signInForm)).join(', ')}`,
);
console.log(
  `  first visit, its script running:   ${seconds(median(results.map((r) => r.scripted)))} runs ${results.map((r) => seconds(r.scripted)).join(', ')}`,
);
console.log(
  `  repeat visit, checklist shown:    ${seconds(list)} (budget 2 s) runs ${results.map((r) => seconds(r.checklist)).join(', ')}`,
);
if (form > 3_000 || list > 2_000) process.exitCode = 1;
