import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';

// The page the server sends names the screen's chunks and first answers (decision 036); a first visit
// without the service worker is where that counts.
test.use({ serviceWorkers: 'block' });

test('a checklist opened from the address bar asks for each of its answers once, all named by the page', async ({
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
  const html = await (await page.goto('/program/school'))!.text();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Trucking School/);
  await expect(page.getByRole('link', { name: /^Answer 5 questions before school/ })).toBeVisible();
  const named = [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1],
  );
  expect(named).toEqual([
    '/api/user/session',
    '/api/programSteps/school',
    '/api/completion',
    '/api/user/flags',
    '/api/actions',
  ]);
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/StagePage-[\w-]+\.js">/);
  await page.waitForLoadState('networkidle');
  for (const url of named)
    expect(
      asked.filter((a) => a === url),
      url,
    ).toHaveLength(1);
});

test('without a session the page names the screen code but no answers', async ({ page }) => {
  const html = await (await page.request.get('/program/school')).text();
  expect(html).toMatch(/rel="modulepreload" crossorigin href="\/assets\/StagePage-/);
  expect(html).not.toContain('as="fetch"');
  await page.goto('/program/school');
  await expect(page).toHaveURL(/\/login$/);
});
