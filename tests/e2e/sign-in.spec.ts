import { expect, test } from '@playwright/test';
import {
  countMessages,
  expectNoA11yViolations,
  screenshots,
  signInThroughForm,
  waitForCode,
  waitForKeptCopy,
} from './fixtures';

const accounts = [
  { email: 'new@example.org', path: '/program/welcome', heading: /Welcome/ },
  { email: 'setup@example.org', path: '/program/welcome', heading: /Welcome/ },
  { email: 'training@example.org', path: '/program/prepermit', heading: /Permit Training/ },
  { email: 'permit@example.org', path: '/program/permit', heading: /Physical and Permit/ },
  { email: 'school@example.org', path: '/program/school', heading: /Trucking School/ },
  { email: 'onhold@example.org', path: '/program/onhold', heading: /On Hold/i },
  { email: 'grad@example.org', path: '/postprogram', heading: /Career Services/ },
  { email: 'instructor@example.org', path: '/program/prepermit', heading: /Permit Training/ },
  { email: 'coach@example.org', path: '/staff', heading: /Caseload/ },
];

for (const account of accounts) {
  test(
    `${account.email} signs in with the mailed code and lands on ${account.path}`,
    { tag: '@postgres' },
    async ({ page }) => {
      await signInThroughForm(page, account.email);
      await expect(page).toHaveURL(new RegExp(`${account.path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.heading);
    },
  );
}

test('the login page passes axe and looks right at both widths', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'login');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText('Email address is required')).toBeVisible();
  await page.getByLabel('E-mail address').fill('someone@');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText('Must be a valid email address')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('a mistyped provider ("gmial.com") gets "Did you mean …?" and one tap fixes it', async ({ page }) => {
  await page.goto('/login');
  const email = page.getByLabel('E-mail address');
  await email.fill('denise@gmial.com');
  await expect(page.getByRole('status').filter({ hasText: 'Did you mean' })).toHaveText(
    'Did you mean denise@gmail.com?',
  );
  await page.getByRole('button', { name: 'denise@gmail.com' }).click();
  await expect(email).toHaveValue('denise@gmail.com');
  await expect(page.getByRole('button', { name: 'denise@gmail.com' })).toHaveCount(0);
});

test('signs in by text message with a phone number', async ({ page }) => {
  const before = await countMessages(page.request, '+13125550104');
  await page.goto('/login');
  await page.getByText('Phone', { exact: true }).click();
  await page.getByLabel('Mobile phone number').fill('312-555-010');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText('Must be a valid 10 digit US phone number.')).toBeVisible();
  await page.getByLabel('Mobile phone number').fill('(312) 555-0104');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  const code = await waitForCode(page.request, '+13125550104', before);
  await expectNoA11yViolations(page);
  await screenshots(page, 'login-code');
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/program\/permit$/);
});

test('a wrong code is refused with a warning and the right one still works', async ({ page }) => {
  const before = await countMessages(page.request, 'training@example.org');
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill('training@example.org');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  const code = await waitForCode(page.request, 'training@example.org', before);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('6-digit code').fill(wrong);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('alert')).toHaveClass(/alert-warning/);
  await expect(page.getByTestId('alert')).toContainText('Token incorrect');
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/program\/prepermit$/);
});

test('the dev mailbox shows sent codes to a person', async ({ page }) => {
  await signInThroughForm(page, 'new@example.org');
  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { name: 'Dev mailbox' })).toBeVisible();
  await expect(page.getByText('new@example.org').first()).toBeVisible();
  await expectNoA11yViolations(page);
});

test('a signed-in student who opens the portal again at / lands on their checklist', async ({
  page,
  context,
}) => {
  await signInThroughForm(page, 'school@example.org');
  await expect(page.getByRole('heading', { name: 'Your Checklist' })).toBeVisible();
  // The phone keeps the session from this visit; the next visit shows it only once the server confirms it.
  await waitForKeptCopy(page, 'school@example.org');
  const again = await context.newPage();
  await again.goto('/');
  await expect(again).toHaveURL(/\/program\/school$/);
  await expect(again.getByRole('heading', { name: 'Your Checklist' })).toBeVisible();
});

test('registers the background worker at /service-worker.js so the app works on a weak connection', async ({
  page,
}) => {
  await page.goto('/login');
  const scriptURL = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? '';
  });
  expect(scriptURL).toMatch(/\/service-worker\.js$/);
});

test('the SPA runs under the strict CSP without a single violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await signInThroughForm(page, 'school@example.org');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Student Portal Menu' })).toBeVisible();
  expect(violations).toEqual([]);
});
