import { expect, test, type APIRequestContext } from '@playwright/test';
import { holdScripts, hydrated, portrait, signInByApi, useFreshDemo, waitForScript } from './fixtures';

// Decision 039: a page the server rendered is usable before its script has arrived (a slow link).
test.use({ serviceWorkers: 'block' });
useFreshDemo();

const done = async (request: APIRequestContext) =>
  ((await (await request.get('/api/completion')).json()) as { url: string }[]).map((c) => c.url);

test('a checklist step done by opening it is marked when its link is followed before the script runs', async ({
  page,
}) => {
  await signInByApi(page.request, 'permit@example.org');
  const scripts = await holdScripts(page);
  await page.goto('/program/permit', { waitUntil: 'commit' });
  const step = page.getByRole('link', { name: /^Find a DOT clinic near you/ });
  await expect(step).toBeVisible();
  expect(await done(page.request)).not.toContain('/program/permit/find_dot_clinic');
  // Nothing of the page's own code has run: the link is the server's plain link, and the browser pings.
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-ready'))).toBe(false);
  const pinged = page.waitForRequest((r) => r.url().includes('/api/completion/ping'));
  await step.click();
  await expect(page).toHaveURL(/\/program\/permit\/find_dot_clinic$/);
  expect((await (await pinged).response())?.status()).toBe(204);
  await expect.poll(() => done(page.request)).toContain('/program/permit/find_dot_clinic');
  await scripts.release();
});

// A photo chosen before the screen's script has come is the one the screen then works with.
test('a profile photo chosen before the script runs is shown and can be analysed', async ({ page }) => {
  await signInByApi(page.request, 'grad@example.org');
  const scripts = await holdScripts(page);
  await page.goto('/postprogram/career_services/profile_photo', { waitUntil: 'commit' });
  await page
    .getByLabel('Choose a photo')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await portrait() });
  expect(await hydrated(page, 'h1')).toBe(false);

  await scripts.release();
  await waitForScript(page, 'h1');
  await expect(page.getByRole('img', { name: 'Preview of the photo you chose' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Analyze Photo' })).toBeEnabled();
});

test('a document file chosen before the script runs is checked like any other', async ({ page }) => {
  await signInByApi(page.request, 'school@example.org');
  const scripts = await holdScripts(page);
  await page.goto('/program/documents/upload/cdlALicense', { waitUntil: 'commit' });
  await page
    .getByLabel('Choose a photo')
    .setInputFiles({ name: 'card.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  expect(await hydrated(page, 'h1')).toBe(false);

  await scripts.release();
  await waitForScript(page, 'h1');
  await expect(page.getByRole('alert').filter({ hasText: 'File Error' })).toContainText(
    'File type "image/gif" is not supported. Please use: image/png, image/jpeg.',
  );
});

test('the lower-quality video ticked before the script runs is the one the player loads', async ({
  page,
}) => {
  await signInByApi(page.request, 'new@example.org');
  const scripts = await holdScripts(page);
  await page.goto('/program/welcome/orientation', { waitUntil: 'commit' });
  await page.getByLabel('Lower quality (uses less data)').check();
  expect(await hydrated(page, 'h1')).toBe(false);

  await scripts.release();
  await waitForScript(page, 'h1');
  await expect(page.locator('video')).toHaveAttribute('src', '/learning/orientation.low.webm');
  await expect(page.getByLabel('Lower quality (uses less data)')).toBeChecked();
});
