import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';

// The page the server sends names the screen's chunks (decision 036) and carries its first answers (decision
// 039); a first visit without the service worker is where that counts.
test.use({ serviceWorkers: 'block' });

test('a checklist opened from the address bar arrives rendered with its answers and asks for none of them', async ({
  page,
}) => {
  await signIn(page, 'school@example.org');
  // The sign-in screen's own reads (and the refetch after closing its first-visit tips) must not be
  // counted as this visit's: leave the portal before listening.
  await page.waitForLoadState('networkidle');
  await page.goto('about:blank');
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && r.method() === 'GET') asked.push(url.pathname);
  });
  const response = (await page.goto('/program/school'))!;
  const html = await response.text();
  // Decision 039: the server's HTML already shows the screen, and hands its answers to the query cache.
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(html).toMatch(/<h1[^>]*>Trucking School/);
  expect(html).toContain('Answer 5 questions before school');
  expect(html).toMatch(/<script type="application\/json" id="page-data">/);
  expect(html).not.toContain('as="fetch"');
  // The screen's code is named in the head, fetched after the styles: the page is drawn without it.
  expect(html).toMatch(
    /<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/StagePage-[\w-]+\.js">/,
  );
  expect(html).toMatch(
    /<script type="module" fetchpriority="low" crossorigin src="\/assets\/index-[\w-]+\.js">/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Trucking School/);
  await expect(page.getByRole('link', { name: /^Answer 5 questions before school/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const url of [
    '/api/user/session',
    '/api/programSteps/school',
    '/api/completion',
    '/api/user/flags',
    '/api/actions',
  ])
    expect(
      asked.filter((a) => a === url),
      url,
    ).toHaveLength(0);
});

test('an information step opened from the address bar arrives rendered, hydrates without a mismatch and asks for none of its answers', async ({
  page,
}) => {
  await signIn(page, 'new@example.org');
  await page.waitForLoadState('networkidle');
  await page.goto('about:blank');
  const asked: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && r.method() === 'GET') asked.push(url.pathname + url.search);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const response = (await page.goto('/program/welcome/program_rules'))!;
  const html = await response.text();
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(html).toMatch(/<h1[^>]*>The program rules/);
  expect(html).toContain('Stay drug-free');
  await expect(page.getByRole('button', { name: 'Done: back to my checklist' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(
    asked.filter((a) => a.startsWith('/api/contentful/entries')),
    'the page',
  ).toEqual([]);
  expect(
    asked.filter((a) => a === '/api/programSteps/welcome'),
    'its step',
  ).toEqual([]);
  expect(
    asked.filter((a) => a === '/api/user/session'),
    'the session',
  ).toEqual([]);
  expect(errors).toEqual([]);
  // With the script the button records the step through the API, as it always did.
  await page.getByRole('button', { name: 'Done: back to my checklist' }).click();
  await expect(page).toHaveURL(/\/program\/welcome$/);
  const done = (await (await page.request.get('/api/completion')).json()) as { url: string }[];
  expect(done.map((c) => c.url)).toContain('/program/welcome/program_rules');
  await page.request.post('/api/dev/reset');
});

test('each reader gets the page the server renders in their own language, whoever was served first', async ({
  page,
  browser,
}) => {
  // An English reader first, so the server has rendered the checklist in English before.
  await signIn(page, 'school@example.org');
  const english = await (await page.request.get('/program/school')).text();
  expect(english).toMatch(/<h1[^>]*>Trucking School/);

  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const reader = await other.newPage();
  try {
    await signIn(reader, 'permit@example.org');
    expect((await reader.request.put('/api/user/locale', { data: { locale: 'es' } })).ok()).toBe(true);
    const errors: string[] = [];
    reader.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    const response = (await reader.goto('/program/permit'))!;
    const spanish = await response.text();
    expect(spanish).toMatch(/<html lang="es"/);
    expect(spanish).toMatch(/<h1[^>]*>Examen médico y permiso/);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(/Examen médico y permiso/);
    await reader.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    // And the English reader after the Spanish one still reads English.
    expect(await (await page.request.get('/program/school')).text()).toMatch(/<h1[^>]*>Trucking School/);
  } finally {
    await reader.request.put('/api/user/locale', { data: { locale: 'en' } });
    await other.close();
  }
});

test('without a session a checklist sends the reader to sign in', async ({ page }) => {
  const response = await page.request.get('/program/school', { maxRedirects: 0 });
  expect(response.status()).toBe(303);
  expect(response.headers()['location']).toBe('/login');
  await page.goto('/program/school');
  await expect(page).toHaveURL(/\/login$/);
});
