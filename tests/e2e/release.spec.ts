import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';

// The route below stands for the server after a release; the page's own worker would fetch around it.
test.use({ serviceWorkers: 'block' });

/**
 * A release replaces every hashed chunk. A page opened before it asks for a screen's old chunk, which the
 * server no longer has: the page reloads once into the new version, at the same screen, instead of
 * showing "This page did not load".
 */
test('a screen whose code is gone after a release still opens, by one reload into the new version', async ({
  page,
}) => {
  await signIn(page, 'school@example.org');
  await expect(page).toHaveURL(/\/program\/school$/);
  // The account screen's chunk has not been loaded by this page; the release removed the one it knows.
  // Until the page reloads it is on the old version, whose chunk is gone; the reloaded page stands for the
  // new version, whose chunks are there.
  // Counted by its request: the new version's page arrives rendered, before its load event.
  let loads = 0;
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) loads++;
  });
  let refused = 0;
  await page.route(/\/assets\/AccountPage-[\w-]+\.js$/, async (route) => {
    if (loads > 0) return route.continue();
    refused++;
    return route.fulfill({ status: 404, body: 'Not found' });
  });
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Student Portal Menu' });
  await menu.getByRole('button', { name: /^Account info, log out/ }).click();
  await menu.getByRole('button', { name: 'Account info', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Personal Info', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/program\/account$/);
  await expect(page.getByText('This page did not load')).toHaveCount(0);
  expect(refused).toBeGreaterThan(0);
  await page.waitForLoadState('load');
  expect(loads).toBe(1);
});
