import { expect, test } from '@playwright/test';
import { expectNoA11yViolations, screenshots, signIn, useFreshDemo } from './fixtures';

// Adding a listing changes demo data: start from, and leave behind, fresh demo data.
useFreshDemo();

test('a career coach adds a listing in the console, a graduate finds it on the job board, and closing it takes it off', async ({
  page,
  browser,
}) => {
  // Two people, four accessibility checks and screenshots at two widths.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'careers@example.org');
  await page
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: 'Job listings' })
    .click();
  await expect(page).toHaveURL(/\/staff\/jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Job listings' })).toBeVisible();
  await expect(page.getByText('No listings yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Add a listing' }).click();
  const form = page.getByRole('form', { name: 'Add a listing' });
  await form.getByLabel('Job title').fill('CDL-A Yard Driver');
  await form.getByLabel('Company').fill('Halsted Cold Storage');
  await form
    .getByLabel('About the job')
    .fill('Move trailers around our South Side yard. Days, Monday to Friday.');
  await form.getByLabel('Street address').fill('2600 S Halsted St');
  await form.getByLabel('City').fill('Chicago');
  await form.getByLabel('State (2 letters)').fill('IL');
  await form.getByLabel('ZIP code').fill('60608');
  await form.getByLabel('Weekly pay from ($)').fill('1100');
  // A slip the server catches: "up to" below "from".
  await form.getByLabel('Weekly pay up to ($)').fill('900');
  await form.getByLabel('Home time').selectOption({ label: 'Home every night' });
  await form.getByLabel('Open to people with a record').check();
  await form
    .getByLabel('Employer note on records (optional)')
    .fill('No felonies in the last 2 years; earlier ones are looked at case by case.');
  await form.getByLabel('Other instructions').fill('Walk in Monday to Friday, 8 to 11 am, and ask for Dana.');
  await form.getByRole('button', { name: 'Save listing' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'The weekly pay "up to" must be at least the "from" amount.',
  );
  await form.getByLabel('Weekly pay up to ($)').fill('1300');
  await expectNoA11yViolations(page);
  await screenshots(page, 'staff-job-listing-form');
  await form.getByRole('button', { name: 'Save listing' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The listing is on the job board.' }),
  ).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: 'CDL-A Yard Driver' });
  await expect(item).toContainText('Halsted Cold Storage');
  await expect(item).toContainText('Open');
  await expect(item).toContainText('Last changed by Lena Brooks');
  await expectNoA11yViolations(page);
  await screenshots(page, 'staff-job-listings');

  // The graduate, at 1340 S Michigan Ave, finds it near the top of the newest jobs, with its distance.
  const grad = await (await browser.newContext({ viewport: { width: 360, height: 800 } })).newPage();
  await signIn(grad, 'grad@example.org');
  await grad.goto('/postprogram/career_services/job_board?sort=newest');
  const card = grad.locator('article.job-card').filter({ hasText: 'CDL-A Yard Driver' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Halsted Cold Storage');
  await expect(card).toContainText(/Chicago, IL · [\d.]+ miles away/);
  await expect(card).toContainText('Open to people with a record');
  await expect(card).toContainText('How to apply: Walk in Monday to Friday, 8 to 11 am, and ask for Dana.');
  await expectNoA11yViolations(grad);
  await screenshots(grad, 'job-board-program-listing');

  // Closed in the console, it is off the board.
  await item.getByRole('button', { name: 'Close CDL-A Yard Driver' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The listing is closed' })).toBeVisible();
  await expect(item).toContainText('Closed');
  await grad.reload();
  await expect(grad.locator('article.job-card').first()).toBeVisible();
  await expect(grad.locator('article.job-card').filter({ hasText: 'CDL-A Yard Driver' })).toHaveCount(0);
});

test('a success coach reads the listings but cannot change them', async ({ page }) => {
  await signIn(page, 'coach@example.org');
  await page.goto('/staff/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Job listings' })).toBeVisible();
  await expect(page.getByText('Only career coaches and admins can add or change listings.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a listing' })).toHaveCount(0);
  await expectNoA11yViolations(page);
});
