import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, signIn, useFreshDemo, shotsAtTwoWidths } from './fixtures';
import { sendDocumentPhoto } from './staff-steps';

// Uploads and decisions change demo data: each test starts from, and leaves behind, fresh demo data.
useFreshDemo();
test.use({ viewport: { width: 1280, height: 800 } });

const shoot = (page: Page, name: string) => shotsAtTwoWidths(page, '/tmp', `staffqueues-${name}`);

test('a coach works the document queue with the keyboard; the sent-back reason reaches the student; the audit names the document', async ({
  page,
  browser,
}) => {
  const robert = await (await browser.newContext()).newPage();
  await signIn(robert, 'permit@example.org');
  await sendDocumentPhoto(robert, 'dotPhysical');
  const marcus = await (await browser.newContext()).newPage();
  await signIn(marcus, 'school@example.org');
  await sendDocumentPhoto(marcus, 'cdlALicense');

  await signIn(page, 'coach@example.org');
  await page.goto('/staff/documents');
  await expect(page.getByText('Keys: j or ↓ next, k or ↑ previous, a approve, s send back.')).toBeVisible();
  const robertsRow = page.getByRole('button', { name: /DOT Physical · Robert Hughes/ });
  const marcusRow = page.getByRole('button', { name: /CDL-A · Marcus Johnson/ });
  await robertsRow.click();
  const robertsCard = page.getByRole('article', { name: 'DOT Physical · Robert Hughes' });
  await expect(robertsCard).toBeVisible();
  await expect(robertsRow).toHaveAttribute('aria-current', 'true');
  // The name to check the document against, beside the image; zoom and rotate.
  await expect(robertsCard.getByText('Name to check on the document')).toBeVisible();
  await expect(robertsCard.getByText('10/22/1994 (age 32)')).toBeVisible();
  await expect(robertsCard.getByRole('img')).toBeVisible();
  await robertsCard.getByRole('button', { name: 'Zoom in' }).click();
  await expect(robertsCard.getByText('150 %')).toBeVisible();
  await robertsCard.getByRole('button', { name: 'Rotate' }).click();
  await expect(robertsCard.getByRole('img')).toHaveCSS('transform', /matrix\(0, 1, -1, 0/);
  await expectNoA11yViolations(page);
  await shoot(page, 'documents');

  // `a` approves the open document; the next one opens by itself.
  const rowsBefore = await page.locator('.queue-row').count();
  await page.keyboard.press('a');
  await expect(robertsRow).toHaveCount(0);
  await expect(page.locator('.queue-row')).toHaveCount(rowsBefore - 1);
  await expect(page.locator('.queue-row[aria-current="true"]')).toHaveCount(1);
  await expect(page.getByRole('article')).toHaveCount(1);

  // Move to Marcus's CDL-A with the keyboard and send it back with a reason.
  await marcusRow.click();
  const marcusCard = page.getByRole('article', { name: 'CDL-A · Marcus Johnson' });
  await page.keyboard.press('s');
  const reason = marcusCard.getByRole('group', { name: 'Why can it not be accepted?' });
  await expect(reason.getByRole('radio').first()).toBeFocused();
  // Typing "a" in the reason's text box types; it does not approve.
  await reason.getByLabel('Another reason').check();
  await reason.getByLabel('Type the reason').pressSequentially('a photo of the back, please');
  await expect(marcusCard).toBeVisible();
  await reason.getByRole('button', { name: 'Send back to the student' }).click();
  await expect(marcusRow).toHaveCount(0);

  await marcus.goto('/program/documents/upload/cdlALicense');
  await expect(
    marcus.getByText('A Success Coach could not accept your last photo: a photo of the back, please'),
  ).toBeVisible();

  // The audit names the documents, and filters by action in the URL.
  await page.goto('/staff/audit');
  await expect(page.getByText('Approved DOT Physical of Robert Hughes')).toBeVisible();
  await expect(
    page.getByText('Sent back CDL-A of Marcus Johnson (a photo of the back, please)'),
  ).toBeVisible();
  await page.getByLabel('Action').selectOption({ label: 'Sent a document back' });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/action=documents\.reject/);
  await expect(page.getByText('Approved DOT Physical of Robert Hughes')).toHaveCount(0);
  await expect(page.getByText('Sent back CDL-A of Marcus Johnson')).toBeVisible();
  await page.getByLabel('Student (name or e-mail)').fill('Hughes');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('0 actions', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByText('Approved DOT Physical of Robert Hughes')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toBe('audit-log.csv');
  await expectNoA11yViolations(page);
  await shoot(page, 'audit');
  await Promise.all([robert.context().close(), marcus.context().close()]);
});
