import { expect, test } from '@playwright/test';
import { expectNoA11yViolations, screenshots, signIn, useFreshDemo } from './fixtures';
import { sendDocumentPhoto, openQueueItem } from './staff-steps';

// Sending a photo back changes demo data: each test starts from, and leaves behind, fresh demo data.
useFreshDemo();

test('a stage screen says where the stage sits and how many steps are done, with a progress bar', async ({
  page,
}) => {
  await signIn(page, 'permit@example.org');
  await expect(page).toHaveURL(/\/program\/permit$/);
  await expect(page.getByText('Stage 3 of 5: Physical and Permit')).toBeVisible();
  const bar = page.getByRole('progressbar', { name: /of \d+ steps done/ });
  await expect(bar).toBeVisible();
  const label = (await page.locator('.progress-label').textContent())!;
  const [, done, total] = /^(\d+) of (\d+) steps done$/.exec(label)!;
  expect(Number(total)).toBeGreaterThan(0);
  await expect(bar).toHaveAttribute('max', total!);
  await expect(bar).toHaveAttribute('value', done!);
  await expectNoA11yViolations(page);
  await screenshots(page, 'progress-permit');

  await page.goto('/program/welcome');
  await expect(page.getByText('Stage 1 of 5: Welcome & Orientation')).toBeVisible();
});

test('a document a coach sends back shows as "Action needed" with the reason, and one tap leads to the retake', async ({
  page,
  browser,
}) => {
  await signIn(page, 'school@example.org');
  await expect(page).toHaveURL(/\/program\/school$/);
  await sendDocumentPhoto(page, 'cdlALicense');

  const coach = await (await browser.newContext()).newPage();
  await signIn(coach, 'coach@example.org');
  await coach.goto('/staff/documents');
  const card = await openQueueItem(coach, /CDL-A/);
  await card.getByRole('button', { name: 'Reject' }).click();
  await card.getByLabel('Part of the document is cut off.').check();
  await card.getByRole('button', { name: 'Send back to the student' }).click();
  await expect(card).toHaveCount(0);
  await coach.close();

  await page.goto('/program/school');
  const action = page.getByRole('region', { name: 'Action needed' });
  await expect(action).toBeVisible();
  await expect(action).toContainText('Your coach sent back your CDL-A photo');
  await expect(action).toContainText('Why: Part of the document is cut off.');
  // The card sits above the checklist.
  const cardBox = (await action.boundingBox())!;
  const checklistBox = (await page.getByRole('region', { name: 'Your Checklist' }).boundingBox())!;
  expect(cardBox.y).toBeLessThan(checklistBox.y);
  await expectNoA11yViolations(page);
  await screenshots(page, 'progress-action-needed');

  await action.getByRole('link', { name: 'Take the photo again' }).click();
  await expect(page).toHaveURL(/\/program\/documents\/upload\/cdlALicense$/);
  await expect(page.getByLabel('Choose a photo')).toBeAttached();
});

test("the graduate's homepage says the program's last stage and counts its steps", async ({ page }) => {
  await signIn(page, 'grad@example.org');
  await expect(page).toHaveURL(/\/postprogram$/);
  await expect(page.getByText('Stage 5 of 5: Career Services Portal')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /of \d+ steps done/ })).toBeVisible();
  // Nothing waits on the graduate: no card.
  await expect(page.getByRole('region', { name: 'Action needed' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await screenshots(page, 'progress-postprogram');
});
