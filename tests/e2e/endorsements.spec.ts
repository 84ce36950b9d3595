import { expect, test } from '@playwright/test';
import { documentPhoto, expectNoA11yViolations, screenshots, signIn, useFreshDemo } from './fixtures';
import { openQueueItem, sendDocumentPhoto } from './staff-steps';

// Uploads, decisions and payouts change demo data: start from, and leave behind, fresh demo data.
useFreshDemo();

const ENDORSEMENTS = '/postprogram/career_services/endorsements';

test('a graduate uploads an endorsement, a coach approves it, and the graduate asks for the endorsement payout', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'grad@example.org');
  await page.goto(ENDORSEMENTS);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Endorsements: more jobs, more pay' }),
  ).toBeVisible();
  const tanker = page.getByRole('region', { name: 'Tanker (N)' });
  const hazmat = page.getByRole('region', { name: 'Hazmat (H)' });
  const payout = page.getByRole('region', { name: 'Get paid back' });
  await expect(tanker.getByText('Your proof: Not sent yet')).toBeVisible();
  await expect(tanker.getByText(/Pays more: often \$6,000 to \$12,000 a year more/)).toBeVisible();
  // The record check is named where the TSA checks, with where to ask.
  await expect(hazmat.getByRole('heading', { name: 'If you have a record' })).toBeVisible();
  await expect(hazmat.getByRole('link', { name: 'Ask your career coach' })).toBeVisible();
  await expect(tanker.getByRole('heading', { name: 'If you have a record' })).toHaveCount(0);
  await expect(page.getByText(/Pay and fees checked on \d\d\/\d\d\/\d{4}/)).toBeVisible();
  await expect(payout.getByText('Once a coach approves one of your endorsements')).toBeVisible();
  await expect(payout.getByRole('link', { name: 'Ask for my endorsement payout' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await screenshots(page, 'endorsements');

  // The payout page sends back to this screen while nothing is approved.
  await page.goto('/postprogram/career_services/payout/endorsement');
  await expect(page.getByRole('heading', { name: 'Upload your endorsement first' })).toBeVisible();
  await expect(page.getByLabel('Payment account e-mail')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await screenshots(page, 'endorsements-payout-not-yet');
  await page.getByRole('link', { name: 'Go to my endorsements' }).click();
  await expect(page).toHaveURL(new RegExp(`${ENDORSEMENTS}$`));

  // The upload form of the documents area, in place: photo, check, progress, submit.
  await tanker.getByRole('button', { name: 'Upload my Tanker proof' }).click();
  await expect(tanker.getByRole('group', { name: 'Send your Tanker proof' })).toBeFocused();
  await expect(
    tanker.getByText('Take a photo of the front of your new CDL, where the letter N shows.'),
  ).toBeVisible();
  await tanker.getByLabel('Choose a photo').setInputFiles({
    name: 'cdl.jpg',
    mimeType: 'image/jpeg',
    buffer: await documentPhoto(),
  });
  await expect(tanker.getByRole('img', { name: 'Preview of your photo' })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'endorsements-upload');
  await tanker.getByRole('button', { name: 'Submit' }).click();
  await expect(tanker.getByText('Your proof: A coach is checking it')).toBeVisible();
  await expect(
    tanker.getByText('We got your photo. A coach checks it within 2 business days.'),
  ).toBeVisible();
  await expect(payout.getByRole('link', { name: 'Ask for my endorsement payout' })).toHaveCount(0);

  // The coach finds it in the document queue by its name, approves it, and the audit names it.
  const coach = await (await browser.newContext()).newPage();
  await signIn(coach, 'coach@example.org');
  await coach.goto('/staff/documents');
  const card = await openQueueItem(coach, /Tankers Endorsement · Andre Williams/);
  await expect(card.getByRole('img')).toBeVisible();
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card).toHaveCount(0);
  await coach.goto('/staff/audit');
  await expect(coach.getByText('Approved Tankers Endorsement of Andre Williams')).toBeVisible();
  await coach.context().close();

  // The graduate sees it approved, and may now ask for the payout.
  await page.reload();
  await expect(tanker.getByText('Your proof: Approved')).toBeVisible();
  const summary = page.getByRole('navigation', { name: 'Your endorsements' });
  await expect(summary.getByRole('link', { name: /Tanker \(N\)\s*Approved/ })).toBeVisible();
  await expect(summary.getByRole('link', { name: /Hazmat \(H\)\s*Not sent yet/ })).toBeVisible();
  await expect(tanker.getByText('A coach approved it. It counts for your endorsement payout.')).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'endorsements-approved');
  await payout.getByRole('link', { name: 'Ask for my endorsement payout' }).click();
  await expect(page).toHaveURL(/\/payout\/endorsement$/);
  await page.getByLabel('Payment account e-mail').fill('andre.williams.pay@example.org');
  await page.getByRole('button', { name: 'Review my request' }).click();
  const check = page.getByRole('region', { name: 'Check your request' });
  await expect(check).toContainText('Your coach sets the amount');
  await check.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { name: 'We got your request!' })).toBeVisible();
  const list = (await (await page.request.get('/api/paypal')).json()) as { reason: string }[];
  expect(list.map((p) => p.reason)).toEqual(['endorsement']);

  await page.goto(ENDORSEMENTS);
  await expect(payout.getByText('We got your payout request. Your coach will check it soon.')).toBeVisible();
  await expect(payout.getByRole('link', { name: 'Ask for my endorsement payout' })).toHaveCount(0);
  await expectNoA11yViolations(page);

  // The coach sees which endorsements the payout pays back, sets the amount and sends it.
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, 'coach@example.org');
  await staff.goto('/staff/payouts');
  const request = await openQueueItem(staff, /Andre Williams · endorsement fee/);
  await expect(request.getByText('Approved endorsements: Tanker (N)')).toBeVisible();
  await request.getByLabel('Amount to pay (dollars)').fill('45');
  await request.getByRole('button', { name: 'Approve and send payment' }).click();
  await expect(request.getByText('Payment sent. Mark it paid when it arrives.')).toBeVisible();
  await staff.context().close();
  await page.reload();
  await expect(
    payout.getByText('Your coach approved your payout and sent the money.', { exact: false }),
  ).toBeVisible();
});

test('a proof sent back by the coach shows the reason on its card, and a new photo can be sent', async ({
  page,
  browser,
}) => {
  await signIn(page, 'grad@example.org');
  await sendDocumentPhoto(page, 'endorsementTWIC');
  const coach = await (await browser.newContext()).newPage();
  await signIn(coach, 'coach@example.org');
  await coach.goto('/staff/documents');
  const card = await openQueueItem(coach, /TWIC Card · Andre Williams/);
  await card.getByRole('button', { name: 'Reject' }).click();
  await card.getByLabel('Part of the document is cut off.').check();
  await card.getByRole('button', { name: 'Send back to the student' }).click();
  await expect(card).toHaveCount(0);
  await coach.goto('/staff/audit');
  await expect(
    coach.getByText('Sent back TWIC Card of Andre Williams (Part of the document is cut off.)'),
  ).toBeVisible();
  await coach.context().close();

  await page.goto(ENDORSEMENTS);
  const twic = page.getByRole('region', { name: 'TWIC card' });
  await expect(twic.getByText('Your proof: Sent back: take a new photo')).toBeVisible();
  await expect(
    twic.getByText('A coach could not accept your last photo: Part of the document is cut off.'),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'endorsements-sent-back');
  await twic.getByRole('button', { name: 'Upload my TWIC card proof' }).click();
  await twic.getByLabel('Choose a photo').setInputFiles({
    name: 'twic.jpg',
    mimeType: 'image/jpeg',
    buffer: await documentPhoto(),
  });
  await twic.getByRole('button', { name: 'Submit' }).click();
  await expect(twic.getByText('Your proof: A coach is checking it')).toBeVisible();
});
