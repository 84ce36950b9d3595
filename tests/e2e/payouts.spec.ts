import { expect, test, type Locator } from '@playwright/test';
import { expectNoA11yViolations, screenshots, signIn } from './fixtures';
import { openQueueItem } from './staff-steps';

// A request changes demo data: the tests start from, and leave behind, fresh demo data, in order.
test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ request }) => {
  expect((await request.post('/api/dev/reset')).ok()).toBe(true);
});
test.afterAll(async ({ request }) => {
  await request.post('/api/dev/reset');
});

const FEES = '/postprogram/career_services/payout/fees';

/** MM/DD/YYYY of today in Chicago, the portal's one date format. */
const todayShown = () =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
  }).format(new Date());

/** Two buttons a thumb can tell apart: each at least 44 px tall, at least 8 px between them. */
async function expectThumbSpaced(a: Locator, b: Locator) {
  const [boxA, boxB] = [(await a.boundingBox())!, (await b.boundingBox())!];
  expect(boxA.height).toBeGreaterThanOrEqual(44);
  expect(boxB.height).toBeGreaterThanOrEqual(44);
  const vertical = Math.max(boxB.y - (boxA.y + boxA.height), boxA.y - (boxB.y + boxB.height));
  const horizontal = Math.max(boxB.x - (boxA.x + boxA.width), boxA.x - (boxB.x + boxB.width));
  expect(Math.max(vertical, horizontal)).toBeGreaterThanOrEqual(8);
}

test(
  'a fees payout goes through the check-your-answers step with the server amount',
  { tag: '@postgres' },
  async ({ page }) => {
    await signIn(page, 'grad@example.org');
    await page.goto(FEES);
    await expect(page.getByRole('heading', { name: 'Request your payout' })).toBeVisible();
    await expect(page.getByText('THIS CANNOT BE CHANGED LATER')).toBeVisible();
    // Illinois: 100 plus the $50 permit fee, from the server's quote.
    await expect(page.getByText('For Illinois that is $150.')).toBeVisible();
    await expect(page.getByText('Use the e-mail of your PayPal account')).toBeVisible();
    await page.getByText('How to check your PayPal e-mail').click();
    await expect(page.getByText('your e-mail is listed there', { exact: false })).toBeVisible();

    const email = page.getByLabel('Payment account e-mail');
    await email.fill('');
    await page.getByRole('button', { name: 'Review my request' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await email.fill('andre@pay');
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    // A mistyped provider gets a suggestion; one tap takes it.
    await email.fill('andre.williams.pay@gmial.com');
    await expect(page.getByText('Did you mean')).toBeVisible();
    await page.getByRole('button', { name: 'andre.williams.pay@gmail.com' }).click();
    await expect(email).toHaveValue('andre.williams.pay@gmail.com');
    await expect(page.getByText('Did you mean')).toHaveCount(0);
    await expectNoA11yViolations(page);
    await screenshots(page, 'payout-form');

    await page.getByRole('button', { name: 'Review my request' }).click();
    const check = page.getByRole('region', { name: 'Check your request' });
    await expect(check).toBeVisible();
    await expect(check).toContainText('Amount$150');
    await expect(check).toContainText('What it is for');
    await expect(check).toContainText('andre.williams.pay@gmail.com');
    const change = check.getByRole('button', { name: 'Change' });
    const send = check.getByRole('button', { name: 'Send' });
    await expectThumbSpaced(change, send);
    await expectNoA11yViolations(page);
    await screenshots(page, 'payout-check');
    // Nothing was sent yet.
    expect(await (await page.request.get('/api/paypal')).json()).toEqual([]);

    // Change goes back to the form with the address kept; the fix shows on the next check.
    await change.click();
    await expect(email).toHaveValue('andre.williams.pay@gmail.com');
    await email.fill('andre.williams.pay@example.org');
    await page.getByRole('button', { name: 'Review my request' }).click();
    await expect(check).toContainText('andre.williams.pay@example.org');
    await check.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('heading', { name: 'We got your request!' })).toBeVisible();
    const list = await (await page.request.get('/api/paypal')).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ amount: 150, email: 'andre.williams.pay@example.org' });

    await page.goto('/postprogram');
    await page.goto(FEES);
    await expect(page.getByRole('heading', { name: 'We got your request!' })).toBeVisible();
    await expect(page.getByText('Amount: $150')).toBeVisible();
    await expectNoA11yViolations(page);
    await screenshots(page, 'payout-pending');
  },
);

test(
  'a coach approves and marks the payout paid; the student sees it with the date',
  { tag: '@postgres' },
  async ({ page }) => {
    await signIn(page, 'coach@example.org');
    await page.goto('/staff/payouts');
    const card = await openQueueItem(page, /Andre Williams · licence fees/);
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Approve and send payment' }).click();
    await expect(card.getByText('Payment sent. Mark it paid when it arrives.')).toBeVisible();
    await card.getByRole('button', { name: 'Mark paid' }).click();
    await expect(card).toHaveCount(0);

    await signIn(page, 'grad@example.org');
    await page.goto(FEES);
    await expect(
      page.getByRole('heading', {
        name: 'Your payout for this was already completed. Each payout is paid once.',
      }),
    ).toBeVisible();
    await expect(
      page.getByText(`$150 was sent to andre.williams.pay@example.org on ${todayShown()}.`),
    ).toBeVisible();
    await expectNoA11yViolations(page);
  },
);

test('the Help button covers nothing at 360 px, wherever the page is scrolled', async ({ page }) => {
  await signIn(page, 'grad@example.org');
  await page.goto('/postprogram/career_services/payout/permit');
  const help = page.getByRole('button', { name: 'Help' });
  await expect(help).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: 'Back to checklist' })).toBeVisible();
  /** Readable or tappable things of the page (not the header it sits in) that lie under the Help button. */
  const covered = () =>
    page.evaluate(() => {
      const box = document.querySelector('.help-button')!.getBoundingClientRect();
      // What scrolled behind the sticky header is hidden by the header as a whole, as on any site.
      const below = document.querySelector('.app-header')!.getBoundingClientRect().bottom;
      return [...document.querySelectorAll('main *, footer *')]
        .filter((el) => el.matches('a, button, input, p, li, h1, h2, h3, dt, dd, summary, label'))
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.top >= below - 1 && r.top < window.innerHeight;
        })
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return !(r.right <= box.left || box.right <= r.left || r.bottom <= box.top || box.bottom <= r.top);
        })
        .map((el) => el.textContent?.trim().slice(0, 40));
    });
  // At every scroll position down to the very end, as a student reaching for the last button would.
  const end = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= end; y += 200) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    expect(await covered(), `scrolled to ${y}`).toEqual([]);
  }
  await screenshots(page, 'help-button-end');
});

test('a coach sends a payout request back with a reason; the student reads it and asks again', async ({
  page,
  request,
}) => {
  // A graduate with no payout yet: the fees payout above would hold the permit fee and fix the e-mail.
  expect((await request.post('/api/dev/reset')).ok()).toBe(true);
  await signIn(page, 'grad@example.org');
  const asked = await page.request.post('/api/paypal/requestBonusPayout', {
    data: { reason: 'permit', email: 'andre.pay@gmial.com' },
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
  expect(asked.ok()).toBe(true);

  await signIn(page, 'coach@example.org');
  await page.goto('/staff/payouts');
  const card = await openQueueItem(page, /Andre Williams · permit fee/);
  await card.getByRole('button', { name: 'Send back' }).click();
  const reason = card.getByRole('group', { name: 'Why can it not be paid as it is?' });
  await reason.getByLabel('The payment e-mail looks wrong. Check it for a typo and ask again.').check();
  await expectNoA11yViolations(page);
  await reason.getByRole('button', { name: 'Send back' }).click();
  await expect(page.getByText('Sent back. The student was e-mailed the reason.')).toBeVisible();
  await expect(card).toHaveCount(0);

  await signIn(page, 'grad@example.org');
  await page.goto('/postprogram/career_services/payout/permit');
  await expect(page.getByRole('heading', { name: 'We sent back your last request' })).toBeVisible();
  await expect(
    page.getByText(/^A coach could not pay it as it was\. Their reason: The payment e-mail looks wrong\./),
  ).toBeVisible();
  await expect(page.getByLabel('Payment account e-mail')).toHaveValue('andre.pay@gmial.com');
  await expectNoA11yViolations(page);
  await screenshots(page, 'payout-returned');
});
