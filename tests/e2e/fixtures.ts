import sharp from 'sharp';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page, type Route } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { en } from '../../src/shared/messages/en';

interface OutboxEntry {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
}

async function messagesTo(request: APIRequestContext, to: string): Promise<OutboxEntry[]> {
  const res = await request.get('/api/dev/outbox');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as OutboxEntry[]).filter((m) => m.to === to);
}

/** Each test of the file starts from fresh demo data, and the file leaves fresh demo data behind. */
export function useFreshDemo(): void {
  test.beforeEach(async ({ request }) => {
    expect((await request.post('/api/dev/reset')).ok()).toBe(true);
  });
  test.afterAll(async ({ request }) => {
    await request.post('/api/dev/reset');
  });
}

/** Waits for a new message to `to` (after `before` messages) and returns the 6-digit code in it. */
export async function waitForCode(request: APIRequestContext, to: string, before: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const list = await messagesTo(request, to);
        const fresh = list.slice(0, Math.max(0, list.length - before));
        const withCode = fresh.find(
          (m) => /code/i.test(`${m.subject ?? ''} ${m.text}`) && /\b\d{6}\b/.test(m.text),
        );
        if (withCode) code = /\b(\d{6})\b/.exec(withCode.text)![1]!;
        return Boolean(withCode);
      },
      // The code goes out through the message queue; on a busy machine that can take a while.
      { timeout: 30_000 },
    )
    .toBe(true);
  return code;
}

/**
 * Signs in with the public sign-in API (the code from the dev outbox), then opens the portal at its root,
 * which takes the person to their own landing screen. The login form itself is walked by sign-in.spec.ts.
 */
export async function signIn(page: Page, email: string): Promise<void> {
  await signInByApi(page.request, email);
  await page.goto('/');
  // The root sends each person on to their own screen; the first-visit dialogs belong to that screen.
  await page.waitForURL((url) => url.pathname !== '/' && url.pathname !== '/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await dismissFirstTimeTip(page);
}

/** Signs in with the code from the dev outbox through the API, leaving the page where it is. */
export async function signInByApi(request: APIRequestContext, email: string): Promise<void> {
  const before = (await messagesTo(request, email)).length;
  await request.post('/api/logout');
  const sent = await request.post('/api/sendgrid/sendToken', { data: { to: email } });
  expect(sent.ok()).toBe(true);
  const token = await waitForCode(request, email, before);
  const login = await request.post('/api/login', { data: { email, token } });
  expect(login.ok()).toBe(true);
}

/** Signs in through the login screen with the code from the dev outbox, as a person would. */
export async function signInThroughForm(page: Page, email: string): Promise<void> {
  const before = (await messagesTo(page.request, email)).length;
  await page.request.post('/api/logout');
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText('we have sent a code')).toBeVisible();
  const code = await waitForCode(page.request, email, before);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await dismissFirstTimeTip(page);
}

/**
 * First visits show one-time modals: the checklist tip on every stage screen, then the first-hand CDL-A
 * video in permit training and in school. Each is remembered on the server once closed.
 */
export async function dismissFirstTimeTip(page: Page): Promise<void> {
  const path = new URL(page.url()).pathname;
  if (!/\/(program\/(welcome|prepermit|permit|school|onhold)|postprogram)$/.test(path)) return;
  const flags = await page.request.get('/api/user/flags');
  if (!flags.ok()) return;
  const seen = (await flags.json()) as string[];
  if (!seen.includes('checklistTip')) {
    const tip = page.getByRole('dialog', { name: 'Click on the green boxes' });
    const remembered = flagSaved(page);
    await tip.getByRole('button', { name: 'Got it' }).click();
    await expect(tip).toHaveCount(0);
    await remembered;
  }
  const firsthand = path.endsWith('/prepermit')
    ? 'firsthandCdla1'
    : path.endsWith('/school')
      ? 'firsthandCdla2'
      : null;
  if (firsthand && !seen.includes(firsthand)) {
    const video = page.getByRole('dialog', { name: /^First-hand:/ });
    const remembered = flagSaved(page);
    await video.getByRole('button', { name: 'Continue to my checklist' }).click();
    await expect(video).toHaveCount(0);
    await remembered;
  }
}

/**
 * The server's answer to the flag a dismissed dialog sets: a test that reloads next must not outrun it (a
 * page the server renders reads the flags it has; a write still on its way is sent on the next load).
 */
const flagSaved = (page: Page) =>
  page.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith('/api/user/flags'));

/** Whether React has taken over the element the server drew (it keeps its own properties on it). */
export const hydrated = (page: Page, selector: string) =>
  page.evaluate(
    (s) => Object.keys(document.querySelector(s) ?? {}).some((k) => k.startsWith('__react')),
    selector,
  );

/** Waits until React has taken over the element (a slow link may take many seconds to bring the script). */
export const waitForScript = (page: Page, selector: string) =>
  expect.poll(() => hydrated(page, selector), { timeout: 30_000 }).toBe(true);

/**
 * The page's script has taken over the screen the server drew and its requests have gone quiet: from here a
 * check that something did not appear (a one-time dialog, a second request) cannot pass only because the
 * script was late.
 */
export async function settled(page: Page): Promise<void> {
  await waitForScript(page, 'h1');
  await page.waitForLoadState('networkidle');
}

export async function countMessages(request: APIRequestContext, to: string): Promise<number> {
  return (await messagesTo(request, to)).length;
}

/**
 * Waits for a new agreement e-mail to `to` (after `before` messages) and opens its signing link on a
 * phone-wide page with no session, as from an e-mail app.
 */
export async function openSigningLinkOnPhone(
  browser: Browser,
  request: APIRequestContext,
  to: string,
  before: number,
): Promise<Page> {
  let link = '';
  await expect
    .poll(async () => {
      const list = await messagesTo(request, to);
      const mail = list.slice(0, Math.max(0, list.length - before)).find((m) => m.text.includes('/sign/'));
      link = mail ? /(\/sign\/[A-Za-z0-9_-]+)/.exec(mail.text)![1]! : '';
      return link;
    })
    .not.toBe('');
  const phone = await (await browser.newContext({ viewport: { width: 360, height: 800 } })).newPage();
  // The link's page arrives rendered by the server (decision 039): readable before its script.
  expect(await (await phone.request.get(link)).text()).toMatch(/<h1[^>]*>Freeway Program Agreement/);
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: 'Freeway Program Agreement' })).toBeVisible();
  return phone;
}

function leafKeys(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([k, v]) =>
    v && typeof v === 'object' ? leafKeys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}
const messageKeys = new Set(leafKeys(en));

/**
 * A message key on screen instead of its words means the screen's section file was not loaded with its
 * code (decision 033): the words of each page checked for accessibility are checked for keys too.
 */
export async function expectNoMessageKeys(page: Page): Promise<void> {
  const words = (await page.locator('body').innerText()).match(/[a-zA-Z]+(?:\.[A-Za-z0-9_]+)+/g) ?? [];
  expect(words.filter((w) => messageKeys.has(w))).toEqual([]);
}

/** axe with the WCAG 2.2 AA tags; any violation fails the test with its rule ids. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  await expectNoMessageKeys(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** Screenshots at phone and desktop width for a person to look at (screenshots/ is not committed). */
export async function screenshots(page: Page, name: string): Promise<void> {
  await expectNoMessageKeys(page);
  mkdirSync('screenshots', { recursive: true });
  const original = page.viewportSize();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** A drawn head-and-shoulders portrait on a light wall. */
export async function portrait(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
    <rect width="100%" height="100%" fill="#c9d3dc"/>
    <ellipse cx="300" cy="760" rx="230" ry="240" fill="#1f2a44"/>
    <ellipse cx="300" cy="336" rx="120" ry="176" fill="#d9a27c"/>
    <path d="M 174 304 Q 300 64 426 304 L 420 240 Q 300 128 180 240 Z" fill="#2b1a10"/>
    <ellipse cx="258" cy="320" rx="15" ry="10" fill="#111"/><ellipse cx="342" cy="320" rx="15" ry="10" fill="#111"/>
    <path d="M 264 416 Q 300 448 336 416" stroke="#7a2e2e" stroke-width="4" fill="none"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** Screenshots at 1280×800 and 360×800 for a person to look at, leaving the page at 1280×800. */
export async function shotsAtTwoWidths(page: Page, dir: string, name: string): Promise<void> {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A real JPEG that looks like a document: light paper, dark lines of "text", sharp edges, with EXIF. */
export async function documentPhoto(): Promise<Buffer> {
  const lines = Array.from(
    { length: 14 },
    (_, i) => `<rect x="80" y="${120 + i * 44}" width="${600 + ((i * 97) % 380)}" height="18" fill="#222"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="#f4f1e8"/><rect x="40" y="40" width="1120" height="720" fill="none" stroke="#333" stroke-width="6"/>${lines}</svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Copyright: 'PRIVATE-HOME-LOCATION', Make: 'PhoneCo' } })
    .toBuffer();
}

/**
 * Waits until the phone's kept copy of the student's answers (lib/offline-cache.ts, saved at most once a
 * second) holds `text`, instead of sleeping past the save.
 */
export async function waitForKeptCopy(page: Page, text: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async (needle) => {
          const opening = indexedDB.open('freeway-offline');
          const db = await new Promise<IDBDatabase>((resolve, reject) => {
            opening.onsuccess = () => resolve(opening.result);
            opening.onerror = () => reject(opening.error);
          });
          try {
            if (!db.objectStoreNames.contains('query-cache')) return false;
            const all = db.transaction('query-cache').objectStore('query-cache').getAll();
            const kept = await new Promise<unknown[]>((resolve, reject) => {
              all.onsuccess = () => resolve(all.result);
              all.onerror = () => reject(all.error);
            });
            return JSON.stringify(kept).includes(needle);
          } finally {
            db.close();
          }
        }, text),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** Holds the page's scripts until `release()`: the student is sure to act before the script runs. */
export async function holdScripts(page: Page): Promise<{ release(): Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  return {
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}
