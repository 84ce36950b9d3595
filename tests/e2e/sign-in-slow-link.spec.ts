import { expect, test, type Page } from '@playwright/test';
import { countMessages, holdScripts, hydrated, waitForCode, waitForScript } from './fixtures';

// Issue 22's poor mobile link: 400 ms round trip, 400 kbit/s each way. The sign-in page arrives as HTML
// (decision 039), so a student can type before the script has arrived; what they typed is what is sent.
const LINK = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };

async function onSlowLink(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', LINK);
}

test.use({ serviceWorkers: 'block' });

test('on a slow link the sign-in form takes input within 3 s, before its script, and what was typed is sent', async ({
  page,
}) => {
  const email = 'school@example.org';
  const before = await countMessages(page.request, email);
  const scripts = await holdScripts(page);
  await onSlowLink(page);
  const start = Date.now();
  await page.goto('/login', { waitUntil: 'commit' });
  const field = page.getByLabel('E-mail address');
  await field.fill(email, { timeout: 3_000 });
  expect(Date.now() - start).toBeLessThanOrEqual(3_000);
  expect(await hydrated(page, 'input[name=email]')).toBe(false);

  await scripts.release();
  await waitForScript(page, 'input[name=email]');
  await expect(field).toHaveValue(email);
  // Sent by the script now: the page does not reload.
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText('we have sent a code')).toBeVisible({ timeout: 20_000 });
  await waitForCode(page.request, email, before);
});

test('on a slow link a channel chosen and a number typed before the script are the ones used', async ({
  page,
}) => {
  const phone = '+13125550104';
  const before = await countMessages(page.request, phone);
  const scripts = await holdScripts(page);
  await onSlowLink(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByText('Phone', { exact: true }).click();
  await page.getByLabel('Mobile phone number').fill('(312) 555-0104');
  await scripts.release();
  await waitForScript(page, 'input[name=phone]');
  await expect(page.getByLabel('Mobile phone number')).toBeVisible();
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText('we have sent a code')).toBeVisible({ timeout: 20_000 });
  await waitForCode(page.request, phone, before);
});

test('on a slow link a code typed into the page before its script signs the student in', async ({ page }) => {
  const email = 'permit@example.org';
  const before = await countMessages(page.request, email);
  const scripts = await holdScripts(page);
  await onSlowLink(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('E-mail address').fill(email);
  // Sent by the plain form: the page comes back asking for the code, again as the server's HTML.
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText('we have sent a code')).toBeVisible({ timeout: 20_000 });
  const code = await waitForCode(page.request, email, before);
  await page.getByLabel('6-digit code').fill(code);
  expect(await hydrated(page, 'input[name=token]')).toBe(false);
  await scripts.release();
  await waitForScript(page, 'input[name=token]');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/program\/permit$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
