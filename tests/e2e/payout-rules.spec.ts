import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, signIn, useFreshDemo } from './fixtures';
import { openQueueItem } from './staff-steps';

// Payout requests change demo data: start from, and leave behind, fresh demo data.
useFreshDemo();

async function shot(page: Page, name: string) {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `/tmp/shots-journey/${name}.png`, fullPage: true });
}

async function ask(page: Page, reason: string, email?: string) {
  await page.goto(`/postprogram/career_services/payout/${reason}`);
  if (email) await page.getByLabel('Payment account e-mail').fill(email);
  await page.getByRole('button', { name: 'Review my request' }).click();
  await page
    .getByRole('region', { name: 'Check your request' })
    .getByRole('button', { name: 'Send' })
    .click();
  await expect(page.getByRole('heading', { name: 'We got your request!' })).toBeVisible();
}

test('the first payout fixes the payment e-mail, the permit fee is not paid twice, and the coach sees the history', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, 'grad@example.org');
  await ask(page, 'fees', 'andre.pay@example.org');

  // The fees payout already paid the permit fee: the permit page says so instead of asking.
  await page.goto('/postprogram/career_services/payout/permit');
  await expect(page.getByText(/already has the permit fee in it/)).toBeVisible();
  await expect(page.getByLabel('Payment account e-mail')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await shot(page, 'payout-permit-in-fees');

  // The next request shows the fixed address, read-only.
  await page.goto('/postprogram/career_services/payout/TruckingSchool');
  const field = page.getByLabel('Payment account e-mail');
  await expect(field).toHaveValue('andre.pay@example.org');
  await expect(field).not.toBeEditable();
  await expect(page.getByText('Only your career coach can change it.', { exact: false })).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'payout-email-fixed');
  await ask(page, 'TruckingSchool');

  const coach = await (await browser.newContext({ viewport: { width: 360, height: 800 } })).newPage();
  await signIn(coach, 'coach@example.org');
  await coach.goto('/staff/payouts');
  const item = await openQueueItem(coach, /Andre Williams · trucking school cost/);
  await item.getByText('Payout history of this student').click();
  await expect(
    item.getByText(/licence fees · asked · \$\d+(\.\d\d)? · andre\.pay@example\.org/),
  ).toBeVisible();
  await expectNoA11yViolations(coach);
  await shot(coach, 'staff-payout-history');
  await coach.context().close();
});
