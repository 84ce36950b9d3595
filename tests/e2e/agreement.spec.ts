import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import {
  countMessages,
  expectNoA11yViolations,
  openSigningLinkOnPhone,
  screenshots,
  signIn,
  useFreshDemo,
} from './fixtures';

useFreshDemo();

test('the agreement is e-mailed, signed on a phone-wide page, and the signed PDF downloads', async ({
  page,
  browser,
}) => {
  await signIn(page, 'school@example.org');
  await page.goto('/program/school/contract');
  await expect(page.getByRole('heading', { name: 'Your Freeway agreement' })).toBeVisible();
  await expectNoA11yViolations(page);
  const before = await countMessages(page.request, 'school@example.org');
  await page.getByRole('button', { name: 'E-mail it to me' }).click();
  await expect(page.getByText('sent, check your email')).toBeVisible();
  await expect(page.getByRole('button', { name: 'E-mail it to me' })).toBeDisabled();
  await screenshots(page, 'agreement-pending');

  // The link opens on the phone without a session, as from an e-mail app.
  const phone = await openSigningLinkOnPhone(browser, page.request, 'school@example.org', before);
  await expectNoA11yViolations(phone);
  await phone.getByRole('button', { name: 'Sign my agreement' }).click();
  await expect(phone.getByText('Check the box to agree.')).toBeVisible();
  await phone.getByLabel('I read this agreement and I agree to sign it electronically.').check();
  await phone.getByLabel('Your legal first and last name').fill('Marcus Johnson');
  const pad = phone.locator('canvas.signature-pad');
  const box = (await pad.boundingBox())!;
  await phone.mouse.move(box.x + 20, box.y + 100);
  await phone.mouse.down();
  for (const [dx, dy] of [
    [60, 40],
    [110, 90],
    [170, 30],
    [240, 110],
    [300, 60],
  ]) {
    await phone.mouse.move(box.x + dx!, box.y + dy!, { steps: 5 });
  }
  await phone.mouse.up();
  await screenshots(phone, 'agreement-sign');
  await phone.getByRole('button', { name: 'Sign my agreement' }).click();
  await expect(phone.getByText('Signed! A copy is in your portal.')).toBeVisible();

  await page.reload();
  await expect(page.getByText('You signed your agreement. Thank you!')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the signed copy (PDF)' }).click();
  const file = await (await download).path();
  const { readFileSync } = await import('node:fs');
  const pdf = await PDFDocument.load(readFileSync(file));
  expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
  expect(pdf.getSubject()).toBe('Signed by Marcus Johnson');
  await page.goto('/program/documents');
  await expect(page.locator('.doc-row', { hasText: 'Freeway Agreement' })).toContainText('complete');
});
