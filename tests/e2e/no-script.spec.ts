import { expect, test, type APIRequestContext } from '@playwright/test';
import { countMessages, signInByApi, waitForCode } from './fixtures';

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

test.describe('steps without the script', () => {
  // These tests mark demo students' steps: the demo is put back before and after.
  test.beforeEach(async ({ request }) => {
    expect((await request.post('/api/dev/reset')).ok()).toBe(true);
  });
  test.afterAll(async ({ request }) => {
    await request.post('/api/dev/reset');
  });

  const done = async (request: APIRequestContext) =>
    ((await (await request.get('/api/completion')).json()) as { url: string }[]).map((c) => c.url);

  test('a step done by opening it is marked when opened from the checklist', async ({ page }) => {
    await signInByApi(page.request, 'permit@example.org');
    await page.goto('/program/permit');
    expect(await done(page.request)).not.toContain('/program/permit/find_dot_clinic');
    // The plain form stands in for the link: the same words, one control.
    await expect(page.getByRole('link', { name: /^Find a DOT clinic near you/ })).toBeHidden();
    await page.getByRole('button', { name: /^Find a DOT clinic near you/ }).click();
    await expect(page).toHaveURL(/\/program\/permit\/find_dot_clinic$/);
    expect(await done(page.request)).toContain('/program/permit/find_dot_clinic');
    await page.goto('/program/permit');
    await expect(page.getByRole('link', { name: /^Find a DOT clinic near you.*Done$/ })).toBeVisible();
  });

  test('an information step arrives readable, and its button marks it read and goes back', async ({
    page,
  }) => {
    await signInByApi(page.request, 'new@example.org');
    await page.goto('/program/welcome/program_rules');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The program rules');
    await expect(page.getByRole('heading', { name: 'Stay drug-free' })).toBeVisible();
    await page.getByRole('button', { name: 'Done: back to my checklist' }).click();
    await expect(page).toHaveURL(/\/program\/welcome$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome & Orientation');
    expect(await done(page.request)).toContain('/program/welcome/program_rules');
  });
});

test('with JavaScript off the public pages arrive readable, in the reader’s language, and their links work', async ({
  page,
  browser,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page.getByRole('heading', { name: 'The short version' })).toBeVisible();
  await page.goto('/terms-of-use');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Use');
  await expect(page.getByRole('heading', { name: 'Who can use this app' })).toBeVisible();
  await page.goto('/first-90-days');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your first 90 days on the job');

  const spanish = await browser.newContext({
    javaScriptEnabled: false,
    locale: 'es-MX',
    baseURL: test.info().project.use.baseURL,
  });
  try {
    const reader = await spanish.newPage();
    await reader.goto('/privacy-policy');
    await expect(reader.locator('html')).toHaveAttribute('lang', 'es');
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Política de privacidad');
  } finally {
    await spanish.close();
  }
});

test('a form post from another site is refused', async ({ page }) => {
  const answer = await page.request.post('/api/login/form/code', {
    form: { channel: 'email', email: 'school@example.org' },
    headers: { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(403);
});
