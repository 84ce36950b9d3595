import { expect, request, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, screenshots, signIn, waitForCode } from './fixtures';

const OFFLINE = 'You are offline. What you do is saved and sent when you are back.';
const STEP = '/program/permit/find_dot_clinic';

/** The query hashes and waiting writes the phone keeps (lib/offline-cache.ts), read from IndexedDB. */
function kept(page: Page): Promise<{ queries: string[]; writes: string[] } | null> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open('freeway-offline');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('query-cache')) return resolve(null);
          const all = db.transaction('query-cache').objectStore('query-cache').getAll();
          all.onsuccess = () => {
            const entry = all.result[0] as
              | {
                  clientState: {
                    queries: { queryHash: string }[];
                    mutations: { state: { variables: { input: string } } }[];
                  };
                }
              | undefined;
            resolve(
              entry
                ? {
                    queries: entry.clientState.queries.map((q) => q.queryHash),
                    writes: entry.clientState.mutations.map((m) => m.state.variables.input),
                  }
                : null,
            );
          };
        };
      }),
  );
}

async function completionsOnServer(page: Page): Promise<string[]> {
  const res = await page.request.get('/api/completion');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { url: string }[]).map((c) => c.url);
}

// Before the flow below, which completes the same step for the same student.
test("a step waiting on the phone is never sent under someone else's session", async ({ page, context }) => {
  await signIn(page, 'permit@example.org');
  const mine = await context.cookies();
  const completionsOf = async (cookies: typeof mine) => {
    const as = await request.newContext({
      baseURL: new URL(page.url()).origin,
      storageState: { cookies, origins: [] },
    });
    const list = (await (await as.get('/api/completion')).json()) as { url: string }[];
    await as.dispose();
    return list.map((c) => c.url);
  };
  expect(await completionsOf(mine)).not.toContain(STEP);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const sent: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/completion')
      sent.push(req.postData() ?? '');
  });

  // Without signal the student taps a step that is done by opening it: the completion waits on the phone.
  await context.setOffline(true);
  await page.getByRole('link', { name: /Find a DOT clinic near you/ }).click();
  await page.goBack();
  await expect(page.getByText('1 change is waiting to send.')).toBeVisible();

  // Meanwhile this browser's cookie becomes someone else's (signed in in another tab).
  const other = await request.newContext({ baseURL: new URL(page.url()).origin });
  const before = ((await (await other.get('/api/dev/outbox')).json()) as { to: string }[]).filter(
    (m) => m.to === 'school@example.org',
  ).length;
  await other.post('/api/sendgrid/sendToken', { data: { to: 'school@example.org' } });
  const token = await waitForCode(other, 'school@example.org', before);
  expect((await other.post('/api/login', { data: { email: 'school@example.org', token } })).ok()).toBe(true);
  await context.addCookies((await other.storageState()).cookies);
  await other.dispose();

  // The signal returns: the waiting write asks who is signed in, and is dropped instead of sent as them.
  await context.setOffline(false);
  await expect(page.getByText('1 change is waiting to send.')).toHaveCount(0);
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
  expect(sent).toEqual([]);
  expect(await completionsOf(mine)).not.toContain(STEP);
});

test(
  'without signal the checklist stays on screen, and a step done offline reaches the server once',
  { tag: '@postgres' },
  async ({ page, context }) => {
    await signIn(page, 'permit@example.org');
    await expect(page).toHaveURL(/\/program\/permit$/);
    const step = page.getByRole('link', { name: /Find a DOT clinic near you/ });
    await expect(step).toBeVisible();
    expect(await completionsOnServer(page)).not.toContain(STEP);
    // The worker has taken the page, and the phone keeps the session and the checklist.
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await expect
      .poll(async () => (await kept(page))?.queries ?? [])
      .toEqual(expect.arrayContaining(['["user","session"]', '["completion"]', '["programSteps","permit"]']));

    const sent: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/completion') {
        sent.push(`${req.postData() ?? ''} ${req.headers()['idempotency-key'] ?? ''}`);
      }
    });

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(OFFLINE)).toBeVisible();
    await expect(step).toBeVisible();
    await expect(page).toHaveURL(/\/program\/permit$/);
    await expectNoA11yViolations(page);
    await screenshots(page, 'offline-checklist');
    await page.screenshot({ path: '/tmp/offline-checklist-360.png', fullPage: true });

    // A step that completes when opened: offline, it waits on the phone.
    await step.click();
    await page.goBack();
    await expect(page).toHaveURL(/\/program\/permit$/);
    await expect(page.getByText('1 change is waiting to send.')).toBeVisible();
    await expect(step).toContainText('Waiting to send');
    await expect.poll(async () => (await kept(page))?.writes ?? []).toEqual([STEP]);
    await page.screenshot({ path: '/tmp/offline-waiting-360.png', fullPage: true });

    // It survives a reload made without signal, and nothing went out.
    await page.reload();
    await expect(page.getByText(OFFLINE)).toBeVisible();
    await expect(page.getByText('1 change is waiting to send.')).toBeVisible();
    await expect(step).toContainText('Waiting to send');
    expect(sent).toEqual([]);

    // Back online: it goes out once, and the server has it once.
    await context.setOffline(false);
    await expect.poll(() => sent.length).toBe(1);
    await expect(page.getByText('1 change is waiting to send.')).toHaveCount(0);
    await expect(page.getByText(OFFLINE)).toHaveCount(0);
    expect(sent[0]).toMatch(/find_dot_clinic.* [0-9a-f-]{36}$/);
    await expect.poll(async () => (await completionsOnServer(page)).filter((u) => u === STEP).length).toBe(1);
    await expect(step).toContainText('Done');
    await page.reload();
    await expect(step).toContainText('Done');
    expect(sent).toHaveLength(1);

    // Signing out leaves nothing of the student on the phone.
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Student Portal Menu' });
    await menu.getByRole('button', { name: /Account info/ }).click();
    await menu.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => kept(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('freeway.offline-owner'))).toBeNull();

    // Without signal and with nothing kept, a signed-in screen says so instead of showing sign-in.
    await context.setOffline(true);
    await page.goto('/program/permit');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page).toHaveURL(/\/program\/permit$/);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: '/tmp/offline-nocopy-360.png', fullPage: true });
  },
);

test('the sign-in form shows without waiting for the session probe', async ({ page }) => {
  let answered = false;
  await page.route('**/api/user/session', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    answered = true;
    await route.continue();
  });
  await page.goto('/login');
  await expect(page.getByLabel('E-mail address')).toBeVisible({ timeout: 4_000 });
  expect(answered).toBe(false);
});

test('the worker keeps the shell compressed on the phone and hands it out as it came', async ({ page }) => {
  await page.goto('/login');
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const entry = await page.evaluate(
    () => document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '',
  );
  expect(entry).toMatch(/\/assets\/index-[\w-]+\.js$/);
  // As kept in Cache Storage: gzip, typed as such (service-worker/stored-gzip.ts).
  const kept = await page.evaluate(async (url) => {
    const copy = await caches.match(url);
    return copy && { type: copy.headers.get('content-type'), bytes: (await copy.blob()).size };
  }, entry);
  expect(kept?.type).toBe('application/gzip');
  // As the page gets it from the worker: the script itself.
  const served = await page.evaluate(async (url) => {
    const res = await fetch(url);
    const text = await res.text();
    return { type: res.headers.get('content-type'), kept: res.headers.get('x-gzip-of'), text };
  }, entry);
  expect(served.type).toMatch(/javascript/);
  expect(served.kept).toBeNull();
  expect(served.text.length).toBeGreaterThan(2 * (kept?.bytes ?? 0));
  const fromServer = await (await page.request.get(entry)).text();
  expect(served.text === fromServer).toBe(true);
});
