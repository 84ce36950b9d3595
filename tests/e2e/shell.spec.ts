import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, screenshots, signIn } from './fixtures';

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Student Portal Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

const menuCases = [
  { email: 'new@example.org', uber: false, withdraw: true, coEnrolled: false },
  { email: 'setup@example.org', uber: true, withdraw: true, coEnrolled: false },
  { email: 'school@example.org', uber: true, withdraw: true, coEnrolled: true },
  { email: 'onhold@example.org', uber: false, withdraw: false, coEnrolled: false },
  { email: 'grad@example.org', uber: true, withdraw: false, coEnrolled: false },
];

for (const c of menuCases) {
  test(`the menu of ${c.email} shows exactly the sections its status allows`, async ({ page }) => {
    await signIn(page, c.email);
    const menu = await openMenu(page);
    await expect(menu.getByRole('button', { name: 'Continue where I left off' })).toBeVisible();
    await expect(menu.getByRole('heading', { name: 'Uber Requests' })).toHaveCount(c.uber ? 1 : 0);
    for (const section of ['Help Center', 'Career Services', 'Profile', 'Documents']) {
      await expect(menu.getByRole('heading', { name: section })).toBeVisible();
    }
    await expect(menu.getByText(/You are co-enrolled with Freeway and/)).toHaveCount(c.coEnrolled ? 1 : 0);
    await menu.getByRole('button', { name: /Account info/ }).click();
    await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Withdraw' })).toHaveCount(c.withdraw ? 1 : 0);
  });
}

test('an instructor gets the instructor footer, no help chat, and a menu that opens on Profile', async ({
  page,
}) => {
  await signIn(page, 'instructor@example.org');
  await expect(page.getByText('Talk with an Instructor')).toBeVisible();
  await expect(page.getByText('Talk with a Success Coach')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Help$/ })).toHaveCount(0);
  const menu = await openMenu(page);
  await expect(menu.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
  await expect(menu.getByRole('heading', { name: 'Uber Requests' })).toHaveCount(0);
});

test('a stage screen with the menu open passes axe; the footer offers a coach and a call', async ({
  page,
}) => {
  await signIn(page, 'school@example.org');
  await expect(page.getByText('Talk with a Success Coach')).toBeVisible();
  await expect(page.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', /^tel:\+1/);
  await expectNoA11yViolations(page);
  await screenshots(page, 'stage-school');
  await openMenu(page);
  await expectNoA11yViolations(page);
  await screenshots(page, 'menu-school');
  await page.getByRole('button', { name: 'Continue where I left off' }).click();
  await expect(page).toHaveURL(/\/program\/school$/);
});

test('a path outside the status is redirected to the default path', async ({ page }) => {
  await signIn(page, 'training@example.org');
  await page.goto('/program/school');
  await expect(page).toHaveURL(/\/program\/prepermit$/);
  await page.goto('/postprogram');
  await expect(page).toHaveURL(/\/program\/prepermit$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/program\/prepermit$/);
  await page.goto('/program/welcome');
  await expect(page).toHaveURL(/\/program\/welcome$/);
});

test('signed out, any app path falls back to the login screen', async ({ page }) => {
  await page.goto('/program/school');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/anything/else');
  await expect(page).toHaveURL(/\/login$/);
});

test('after logout elsewhere, the next API call brings up the sessionExpired modal', async ({ page }) => {
  await signIn(page, 'permit@example.org');
  await expect(page).toHaveURL(/\/program\/permit$/);
  const first = page.getByRole('region', { name: 'Your Checklist' }).getByRole('link').first();
  await expect(first).toBeVisible();
  const res = await page.request.post('/api/logout');
  expect(res.ok()).toBe(true);
  await first.click();
  const modal = page.getByRole('dialog', {
    name: 'Your session expired, or something went wrong. Please log back in to continue.',
  });
  await expect(modal).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'session-expired');
  await modal.getByRole('button', { name: 'I understand.' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('log out from the menu ends the session', async ({ page }) => {
  await signIn(page, 'grad@example.org');
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: /Account info/ }).click();
  await menu.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const session = await page.request.get('/api/user/session');
  expect(session.status()).toBe(401);
});

test('the help chat sends a question to a coach', async ({ page }) => {
  await signIn(page, 'setup@example.org');
  await page.getByRole('button', { name: /Help$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'How can we help?' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Please write your question first.')).toBeVisible();
  await dialog.getByLabel('Your question').fill('When is my next class?');
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText(/We got your question/)).toBeVisible();
});

for (const path of ['/privacy-policy', '/terms-of-use', '/first-90-days']) {
  test(`${path} reads well and passes axe`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoA11yViolations(page);
    await screenshots(page, path.slice(1));
  });
}

test('the theme follows the phone until the student picks one, and the pick stays on this phone', async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: 'dark', viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await signIn(page, 'training@example.org');
  const html = page.locator('html');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await expect(html).not.toHaveAttribute('data-theme');
  expect(await background()).toBe('rgb(18, 21, 19)');

  await page.getByRole('button', { name: 'Light theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await background()).toBe('rgb(246, 247, 245)');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Dark theme' })).toBeVisible();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await context.close();
});

test('a new screen moves focus to its content; the first screen leaves focus where the browser puts it', async ({
  page,
}) => {
  await signIn(page, 'school@example.org');
  await page.reload();
  await expect(page.locator('.checklist-item').first()).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.id ?? '')).not.toBe('main');

  await page.locator('.checklist-item a').first().click();
  await expect(page).not.toHaveURL(/\/program\/school$/);
  await expect(page.locator('#main')).toBeFocused();
});
