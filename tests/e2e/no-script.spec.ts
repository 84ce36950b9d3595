import { expect, test } from '@playwright/test';
import { countMessages, waitForCode } from './fixtures';

// Decision 039: the sign-in page and the checklists arrive as HTML; with the script off (not loaded yet,
// blocked, failed) a student still signs in with plain forms and sees their steps.
test.use({ javaScriptEnabled: false });

test('with JavaScript off a student signs in by e-mail code and reaches a checklist of their steps', async ({
  page,
}) => {
  const email = 'school@example.org';
  const before = await countMessages(page.request, email);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('we have sent a code')).toBeVisible();
  const code = await waitForCode(page.request, email, before);

  await page.getByLabel('6-digit code').fill('000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Token incorrect')).toBeVisible();

  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/program\/school$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Trucking School/);
  await expect(page.getByRole('link', { name: /^Answer 5 questions before school/ })).toBeVisible();
});

test('with JavaScript off a student signs in by text: a wrong number comes back with its message and as typed', async ({
  page,
}) => {
  const phone = '+13125550104';
  const before = await countMessages(page.request, phone);
  await page.goto('/login');
  await page.getByText('Phone', { exact: true }).click();
  await expect(page.getByLabel('E-mail address')).toBeHidden();
  await page.getByLabel('Mobile phone number').fill('312-555-010');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Must be a valid 10 digit US phone number.')).toBeVisible();
  await expect(page.getByLabel('Mobile phone number')).toHaveValue('312-555-010');
  expect(await countMessages(page.request, phone)).toBe(before);

  await page.getByLabel('Mobile phone number').fill('(312) 555-0104');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText('we have sent a code')).toBeVisible();
  const code = await waitForCode(page.request, phone, before);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/program\/permit$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a form post from another site is refused', async ({ page }) => {
  const answer = await page.request.post('/api/login/form/code', {
    form: { channel: 'email', email: 'school@example.org' },
    headers: { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(403);
});
