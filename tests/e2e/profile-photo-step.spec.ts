import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, signIn, useFreshDemo, portrait } from './fixtures';

// The graduate's photo and checklist change: each test starts from fresh demo data.
useFreshDemo();

const item = (page: Page, text: string) =>
  page.locator('.checklist-item').filter({ has: page.locator('.item-text', { hasText: text }) });

async function shot(page: Page, name: string) {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `/tmp/shots-journey/${name}.png`, fullPage: true });
}

test('a graduate keeps a profile photo: the step ticks and the resume and the next steps appear', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, 'grad@example.org');
  await page.goto('/postprogram/career_services');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('First Things First');

  // The first two steps, done the way a graduate does them.
  await item(page, 'Meet your career coach').getByRole('link').click();
  await page.goto('/postprogram/career_services/professional_email');
  await page.getByRole('button', { name: 'Check my e-mail' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'This step is done.' })).toBeVisible();
  await shot(page, 'professional-email-done');

  await page.goto('/postprogram/career_services');
  await expect(item(page, 'Add a professional profile photo')).toHaveClass(/item-highlighted/);
  await expect(item(page, 'Build a one-page resume')).toHaveCount(0);

  await item(page, 'Add a professional profile photo').getByRole('link').click();
  await expect(page).toHaveURL(/\/postprogram\/career_services\/profile_photo$/);
  await page
    .getByLabel('Choose a photo')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await portrait() });
  await page.getByRole('button', { name: 'Analyze Photo' }).click();
  await expect(page.getByText(/Score: \d out of 5/)).toBeVisible();
  await page.getByRole('button', { name: 'Upload Photo' }).click();
  await expect(page).toHaveURL(/\/program\/account$/);
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toBeVisible();

  await page.goto('/postprogram/career_services');
  await expect(item(page, 'Add a professional profile photo')).toHaveClass(/item-completed/);
  const resume = item(page, 'Build a one-page resume');
  await expect(resume).toHaveClass(/item-highlighted/);
  await expect(resume.getByRole('link')).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'career-checklist-after-photo');
  await resume.getByRole('link').click();
  await expect(page).toHaveURL(/\/postprogram\/career_services\/resume$/);
});

test('a school student meets the assigned school, and the documents list offers the IRS form', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, 'school@example.org');
  await page.goto('/program/school/your_school');
  await expect(page.locator('.school-card h2')).toBeVisible();
  await expect
    .poll(async () =>
      ((await (await page.request.get('/api/completion')).json()) as { url: string }[]).map((c) => c.url),
    )
    .toContain('/program/school/your_school');
  await expectNoA11yViolations(page);
  await shot(page, 'your-school');

  await page.goto('/program/documents');
  const irs = page.locator('.doc-row').filter({ hasText: 'IRS Form' });
  await expect(irs.getByRole('link', { name: 'Upload IRS Form' })).toHaveAttribute(
    'href',
    '/program/documents/upload/8821',
  );
  await shot(page, 'documents-irs-form');
});
