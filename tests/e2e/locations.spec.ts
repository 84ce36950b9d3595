import { expect, test } from '@playwright/test';
import { expectNoA11yViolations, screenshots, signIn } from './fixtures';

test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/dev/reset')).ok()).toBe(true);
});
test.afterAll(async ({ request }) => {
  await request.post('/api/dev/reset');
});

test('the DMV screen lists offices within 60 miles by distance, keeps a preferred one, and sends an address change', async ({
  page,
}) => {
  await signIn(page, 'permit@example.org');
  await page.goto('/program/permit/find_dmv');
  await expect(page.getByRole('heading', { name: 'Find a DMV office' })).toBeVisible();
  const map = page.getByRole('region', { name: 'Map of Find a DMV office' });
  // Markers and the list work with no tile server configured (no tiles to download).
  await expect(map.locator('path.leaflet-interactive').first()).toBeAttached();
  await page.getByRole('button', { name: 'Reset Map' }).click();
  const miles = await page.locator('.place-miles').allInnerTexts();
  const values = miles.map((m) => Number.parseFloat(m));
  expect(values.length).toBeGreaterThan(2);
  expect([...values].sort((a, b) => a - b)).toEqual(values);
  expect(Math.max(...values)).toBeLessThanOrEqual(60);
  await expect(page.getByText('Rockford')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await screenshots(page, 'locations-dmv');

  const second = page.locator('.place').nth(1);
  const name = (await second.locator('h2').innerText()).replace(/^\d+\s*/, '');
  await second.getByRole('button', { name: `Mark ${name} as my choice` }).click();
  await expect(second.getByRole('button', { name: `Mark ${name} as my choice` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  await expect(
    page
      .locator('.place')
      .nth(1)
      .getByRole('button', { name: /as my choice/ }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page
      .locator('.place')
      .nth(0)
      .getByRole('button', { name: /as my choice/ }),
  ).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('button', { name: 'My address changed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tell us your new address' });
  await dialog.getByLabel('Street address').fill('10 N State St');
  await dialog.getByLabel('City').fill('Chicago');
  await dialog.getByLabel('State').selectOption('IL');
  await dialog.getByLabel('ZIP code').fill('60602');
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Someone should reach out shortly')).toBeVisible();
  await expect
    .poll(async () =>
      ((await (await page.request.get('/api/dev/helpdesk')).json()) as { subject: string }[]).map(
        (t) => t.subject,
      ),
    )
    .toContain('Address change request');
});

test('the DOT clinic screen and the locations page show nearby places with directions', async ({ page }) => {
  await signIn(page, 'permit@example.org');
  await page.goto('/program/permit/find_dot_clinic');
  await expect(page.getByRole('heading', { name: 'Find a DOT physical clinic' })).toBeVisible();
  await expect(page.getByText('Indianapolis')).toHaveCount(0);
  const first = page.locator('.place').first();
  await expect(first.getByRole('link', { name: /Directions/ })).toHaveAttribute('href', /maps/);
  await first.getByText('Written directions').click();
  await expect(first.getByText(/miles in a straight line/)).toBeVisible();
  await page.goto('/program/locations');
  await page.getByRole('button', { name: 'Find your workforce board office' }).click();
  await expect(page.getByText('American Job Center Loop', { exact: false })).toBeVisible();
  await expectNoA11yViolations(page);
});
