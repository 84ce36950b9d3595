import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { documentPhoto, expectNoA11yViolations, screenshots, signIn, useFreshDemo } from './fixtures';
import { sendDocumentPhoto, openQueueItem } from './staff-steps';

const filesDir = join(process.env.E2E_DATA_DIR ?? `/tmp/portal-e2e-${process.env.E2E_PORT ?? 3210}`, 'files');

// Uploads change demo people's documents: each test starts from, and leaves behind, fresh demo data.
useFreshDemo();

test(
  'a school student uploads a CDL-A photo, a coach approves it, and the student sees it complete',
  { tag: '@postgres' },
  async ({ page, browser }) => {
    await signIn(page, 'school@example.org');
    await page.goto('/program/documents');
    await expect(page.getByRole('heading', { name: 'My documents' })).toBeVisible();
    const cdla = page.locator('.doc-row', { hasText: 'CDL-A' });
    await expect(cdla).toContainText('incomplete');
    await expectNoA11yViolations(page);
    await screenshots(page, 'documents-list');
    await cdla.getByRole('link', { name: /Upload/ }).click();

    await expect(page).toHaveURL(/\/program\/documents\/upload\/cdlALicense$/);
    await expect(page.getByRole('heading', { name: 'Upload your CDL-A' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await page.getByLabel('Choose a photo').setInputFiles({
      name: 'cdl.jpg',
      mimeType: 'image/jpeg',
      buffer: await documentPhoto(),
    });
    await expect(page.getByRole('img', { name: 'Preview of your photo' })).toBeVisible();
    await expectNoA11yViolations(page);
    await screenshots(page, 'documents-upload-preview');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByText("Thank you for uploading... We'll review it for approval within 2 business days."),
    ).toBeVisible();
    await expect(
      page.getByText('You cannot upload another photo without a Success Coach', { exact: false }),
    ).toBeVisible();
    await expectNoA11yViolations(page);
    await screenshots(page, 'documents-upload-pending');

    // Stored encrypted and re-encoded: no file on disk reads as an image or keeps the photo's EXIF.
    const stored = readdirSync(filesDir).filter((f) => !f.includes('.'));
    expect(stored.length).toBeGreaterThan(0);
    for (const name of stored) {
      const bytes = readFileSync(join(filesDir, name));
      expect(bytes.includes(Buffer.from('PRIVATE-HOME-LOCATION'))).toBe(false);
      await expect(sharp(bytes).metadata()).rejects.toThrow();
    }

    // Another student cannot read it.
    const other = await (await browser.newContext()).newPage();
    await signIn(other, 'permit@example.org');
    const coach = await (await browser.newContext()).newPage();
    await signIn(coach, 'coach@example.org');
    await coach.goto('/staff/documents');
    const card = await openQueueItem(coach, /CDL-A · Marcus/);
    await expect(card.getByRole('img')).toBeVisible();
    const src = await card.getByRole('img').getAttribute('src');
    expect(src).toMatch(/^data:image\/jpeg;base64,/);
    const queue = (await (await coach.request.get('/api/admin/documents')).json()) as {
      path: string;
      folder: string;
    }[];
    const path = queue.find((item) => item.folder === 'cdlALicense')!.path;
    expect((await other.request.get(`/api/spaces?path=${encodeURIComponent(path)}`)).status()).toBe(403);
    const served = await coach.request.get(`/api/spaces?path=${encodeURIComponent(path)}`);
    const image = Buffer.from(((await served.json()) as { content: string }).content, 'base64');
    expect((await sharp(image).metadata()).exif).toBeUndefined();
    await expectNoA11yViolations(coach);
    await screenshots(coach, 'documents-review');
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(card).toHaveCount(0);

    await page.reload();
    await expect(page.getByText('Thank you! Your CDL-A is approved.')).toBeVisible();
    await page.goto('/program/documents');
    await expect(page.locator('.doc-row', { hasText: 'CDL-A' })).toContainText('complete');
    await Promise.all([other.close(), coach.close()]);
  },
);

test('a photo sent back by a coach shows the reason, and the student can send a new one', async ({
  page,
  browser,
}) => {
  await signIn(page, 'school@example.org');
  await sendDocumentPhoto(page, 'cdlALicense');
  const coach = await (await browser.newContext()).newPage();
  await signIn(coach, 'coach@example.org');
  await coach.goto('/staff/documents');
  const card = await openQueueItem(coach, /CDL-A/);
  await card.getByRole('button', { name: 'Reject' }).click();
  await card.getByRole('button', { name: 'Send back to the student' }).click();
  await expect(card.getByText('Choose or type a reason.')).toBeVisible();
  await card.getByLabel('Part of the document is cut off.').check();
  await expectNoA11yViolations(coach);
  await card.getByRole('button', { name: 'Send back to the student' }).click();
  await expect(card).toHaveCount(0);
  await coach.close();

  await page.goto('/program/documents/upload/cdlALicense');
  await expect(
    page.getByText('A Success Coach could not accept your last photo: Part of the document is cut off.'),
  ).toBeVisible();
  await expect(page.getByLabel('Choose a photo')).toBeAttached();
});

test('a file that is not a photo gets the File Error box, which can be dismissed', async ({ page }) => {
  await signIn(page, 'school@example.org');
  await page.goto('/program/documents/upload/cdlALicense');
  await page.getByLabel('Choose a photo').setInputFiles({
    name: 'card.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  const box = page.getByRole('alert').filter({ hasText: 'File Error' });
  await expect(box).toContainText(
    'File type "image/gif" is not supported. Please use: image/png, image/jpeg.',
  );
  await expectNoA11yViolations(page);
  await box.getByRole('button', { name: 'Dismiss' }).click();
  await expect(box).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
});

test('the upload hub opens only incomplete documents and goes back to the welcome checklist', async ({
  page,
}) => {
  await signIn(page, 'setup@example.org');
  await page.goto('/program/documents/upload');
  await expect(page.getByRole('heading', { name: 'What do you want to upload?' })).toBeVisible();
  // setup@: birth certificate pending, the other three incomplete (training@ sent all four in welcome).
  await expect(page.getByRole('link', { name: /Proof of Residence/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Birth Certificate/ })).toHaveCount(0);
  await expect(page.getByText('allow 24 hours for approval')).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'documents-hub');
  await page.getByRole('button', { name: 'Which documents do I need?' }).click();
  await expect(page.getByRole('dialog', { name: 'Identity documents' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: /Back/ }).click();
  await expect(page).toHaveURL(/\/program\/welcome$/);
});

test('a student with a work board opts in to WB Enrollment', async ({ page }) => {
  await signIn(page, 'school@example.org');
  await page.goto('/program/documents');
  await page.getByRole('button', { name: 'Opt in to WB Enrollment' }).click();
  const modal = page.getByRole('dialog', { name: 'Workforce board (WB) sign-up' });
  await expect(modal).toBeVisible();
  await expect(
    modal.getByText('Your workforce board (WB) is your local job office.', { exact: false }),
  ).toBeVisible();
  // The video is local, captioned, and costs no data until played.
  const video = modal.locator('video');
  await expect(video).toHaveAttribute('preload', 'none');
  await expect(video.locator('track[kind="captions"][srclang="en"]')).toHaveAttribute(
    'src',
    '/media/wb-enrollment.en.vtt',
  );
  const media = await page.request.get('/media/wb-enrollment.webm');
  expect(media.status()).toBe(200);
  expect((await media.body()).subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
  expect((await (await page.request.get('/media/wb-enrollment.en.vtt')).text()).startsWith('WEBVTT')).toBe(
    true,
  );
  await expectNoA11yViolations(page);
  await modal.getByRole('button', { name: 'Accept' }).click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Opt in to WB Enrollment' })).toHaveCount(0);
  await expect(page.locator('.doc-row', { hasText: 'WB Enrollment' })).toContainText('complete');
});
