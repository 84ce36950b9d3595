import { expect, test } from '@playwright/test';
import { expectNoA11yViolations, screenshots, signIn } from './fixtures';
import { payStipend } from './staff-steps';

// Requests change demo data: each test starts from, and leaves behind, fresh demo data.
test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/dev/reset')).ok()).toBe(true);
});
test.afterAll(async ({ request }) => {
  await request.post('/api/dev/reset');
});

const startShown = () => {
  // school@ started school 10 days ago (demo data), shown MM/DD/YYYY.
  const d = new Date(Date.now() - 10 * 86_400_000);
  const chicago = new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
  });
  return chicago.format(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())));
};

test('a school student asks for the week 1 stipend once; week 2 is not open yet', async ({
  page,
  browser,
}) => {
  await signIn(page, 'school@example.org');
  await page.goto('/program/school/stipend/1');
  await expect(page.getByRole('heading', { name: 'Week 1 stipend' })).toBeVisible();
  await expect(page.getByText(`Your school start date: ${startShown()}`)).toBeVisible();
  const email = page.getByLabel('E-mail for your payment account');
  await expect(email).toHaveValue('school@example.org');
  await email.fill('marcus.pay@example');
  await email.blur();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Yes, every day' })).toBeDisabled();
  await email.fill('marcus.pay@example.org');
  await page.getByRole('button', { name: 'I missed some days' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please answer this question.').first()).toBeVisible();
  await page.getByLabel('Wednesday').check();
  await page.getByLabel('Why did you miss them?').fill('My bus did not come.');
  await expectNoA11yViolations(page);
  await screenshots(page, 'stipend-partial');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('4', { exact: true }).check();
  await page.getByLabel('What was the hardest part of this week?').fill('Shifting gears');
  await expectNoA11yViolations(page);
  await screenshots(page, 'stipend-week1');
  await page.getByRole('button', { name: 'Send my request' }).click();
  await expect(page).toHaveURL(/\/program\/school$/);

  await page.goto('/program/school/stipend/1');
  await expect(page.getByText('Requested. A Success Coach will review it.')).toBeVisible();
  const again = await page.request.post('/api/paypal/requestStipend', {
    data: { email: 'x@example.org', reasonNotes: 'Attendance: none', week: 1 },
  });
  expect(again.status()).toBe(409);

  await page.goto('/program/school/stipend/2');
  await expect(
    page.getByRole('heading', { name: 'You cannot request a stipend at this time' }),
  ).toBeVisible();
  await expect(page.getByText('You need to complete your week before requesting your stipend')).toBeVisible();
  await expectNoA11yViolations(page);

  // The coach approves and pays, then marks it paid; the student sees it.
  const coach = await (await browser.newContext()).newPage();
  await signIn(coach, 'coach@example.org');
  await coach.goto('/staff/stipends');
  const card = coach.getByRole('article', { name: /Week 1 · Marcus/ });
  await expect(card).toContainText('Attendance: partial');
  await expectNoA11yViolations(coach);
  await payStipend(coach, /Week 1 · Marcus/, 'marcus.pay@example.org');
  await page.reload();
  await expect(page.getByText('You cannot request a stipend at this time')).toBeVisible();
  await page.goto('/program/school/stipend/1');
  await expect(page.getByText('Paid to marcus.pay@example.org.')).toBeVisible();
});

test('a student who did not go to school sends the week with attendance none from Return to checklist', async ({
  page,
}) => {
  await signIn(page, 'school@example.org');
  await page.goto('/program/school/stipend/1');
  await page.getByRole('button', { name: 'I did not go this week' }).click();
  await expect(page.getByText('A stipend is for weeks you attend', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Return to checklist' }).click();
  await expect(page).toHaveURL(/\/program\/school$/);
  const view = await (await page.request.get('/api/stipends')).json();
  expect(view.weeks[0].request).toMatchObject({ attendance: 'none', status: 'requested' });
});
