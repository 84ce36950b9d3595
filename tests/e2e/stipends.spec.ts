import { expect, test } from '@playwright/test';
import { expectNoA11yViolations, screenshots, signIn, useFreshDemo } from './fixtures';
import { payStipend, openQueueItem } from './staff-steps';

// Requests change demo data: each test starts from, and leaves behind, fresh demo data.
useFreshDemo();

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

test(
  'a school student asks for the week 1 stipend once; week 2 is not open yet',
  { tag: '@postgres' },
  async ({ page, browser }) => {
    await signIn(page, 'school@example.org');
    await page.goto('/program/school/stipend/1');
    await expect(page.getByRole('heading', { name: 'Week 1 stipend' })).toBeVisible();
    await expect(page.getByText(`Your school start date: ${startShown()}`)).toBeVisible();
    await expect(page.getByText('Each weekly stipend is $250.')).toBeVisible();
    await expect(page.getByText('Use the e-mail of your PayPal account')).toBeVisible();
    // The payment e-mail is the one verified before school (here the sign-in one); only a coach changes it.
    await expect(page.getByText('Your stipends are paid to this e-mail:')).toBeVisible();
    await expect(page.getByText('school@example.org', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /e-mail/i })).toHaveCount(0);
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
    await page.getByRole('button', { name: 'Review my request' }).click();
    // Check your answers: the amount, what it is for and the exact address, before anything is sent.
    const check = page.getByRole('region', { name: 'Check your request' });
    await expect(check).toContainText('Amount$250');
    await expect(check).toContainText('Week 1 stipend (missed some days)');
    await expect(check).toContainText(`School start date${startShown()}`);
    await expect(check).toContainText('school@example.org');
    const change = check.getByRole('button', { name: 'Change' });
    const send = check.getByRole('button', { name: 'Send' });
    const [a, b] = [(await change.boundingBox())!, (await send.boundingBox())!];
    expect(Math.min(a.height, b.height)).toBeGreaterThanOrEqual(44);
    expect(Math.max(b.y - (a.y + a.height), b.x - (a.x + a.width))).toBeGreaterThanOrEqual(8);
    expect((await (await page.request.get('/api/stipends')).json()).weeks[0].request).toBeNull();
    await expectNoA11yViolations(page);
    await screenshots(page, 'stipend-check');
    await change.click();
    await expect(page.getByLabel('What was the hardest part of this week?')).toHaveValue('Shifting gears');
    await page.getByRole('button', { name: 'Review my request' }).click();
    await check.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/program\/school$/);

    await page.goto('/program/school/stipend/1');
    await expect(page.getByText('Requested. A Success Coach will review it.')).toBeVisible();
    await expect(page.getByText(/^Asked for on \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
    await expect(page.getByText('Each weekly stipend is $250.')).toBeVisible();
    const again = await page.request.post('/api/paypal/requestStipend', {
      data: { email: 'x@example.org', reasonNotes: 'Attendance: none', week: 1 },
    });
    expect(again.status()).toBe(409);

    await page.goto('/program/school/stipend/2');
    await expect(
      page.getByRole('heading', { name: 'You cannot request a stipend at this time' }),
    ).toBeVisible();
    await expect(
      page.getByText('You need to complete your week before requesting your stipend'),
    ).toBeVisible();
    await expectNoA11yViolations(page);

    // The coach approves and pays, then marks it paid; the student sees it.
    const coach = await (await browser.newContext()).newPage();
    await signIn(coach, 'coach@example.org');
    await coach.goto('/staff/stipends');
    const card = await openQueueItem(coach, /Week 1 · Marcus/);
    await expect(card).toContainText('Attendance: partial');
    await expectNoA11yViolations(coach);
    await payStipend(coach, /Week 1 · Marcus/, 'school@example.org');
    await page.reload();
    await expect(page.getByText('You cannot request a stipend at this time')).toBeVisible();
    await page.goto('/program/school/stipend/1');
    await expect(page.getByText('Paid to school@example.org.')).toBeVisible();
  },
);

test('a student who did not go to school sends the week with attendance none from Return to checklist', async ({
  page,
}) => {
  await signIn(page, 'school@example.org');
  await page.goto('/program/school/stipend/1');
  await page.getByRole('button', { name: 'I did not go this week' }).click();
  await expect(page.getByText('A stipend is for weeks you attend', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Return to checklist' }).click();
  await page
    .getByRole('dialog', { name: 'Use week 1 without a stipend?' })
    .getByRole('button', { name: 'Yes, I did not go' })
    .click();
  await expect(page).toHaveURL(/\/program\/school$/);
  const view = await (await page.request.get('/api/stipends')).json();
  expect(view.weeks[0].request).toMatchObject({ attendance: 'none', status: 'requested' });
});
