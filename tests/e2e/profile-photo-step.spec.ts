import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoA11yViolations, signIn } from './fixtures';

// The graduate's photo and checklist change: each test starts from fresh demo data.
test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/dev/reset')).ok()).toBe(true);
});
test.afterAll(async ({ request }) => {
  await request.post('/api/dev/reset');
});

/** A drawn head-and-shoulders portrait on a light wall. */
async function portrait(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
    <rect width="100%" height="100%" fill="#c9d3dc"/>
    <ellipse cx="300" cy="760" rx="230" ry="240" fill="#1f2a44"/>
    <ellipse cx="300" cy="336" rx="120" ry="176" fill="#d9a27c"/>
    <path d="M 174 304 Q 300 64 426 304 L 420 240 Q 300 128 180 240 Z" fill="#2b1a10"/>
    <ellipse cx="258" cy="320" rx="15" ry="10" fill="#111"/><ellipse cx="342" cy="320" rx="15" ry="10" fill="#111"/>
    <path d="M 264 416 Q 300 448 336 416" stroke="#7a2e2e" stroke-width="4" fill="none"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

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
