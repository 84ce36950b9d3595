import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  countMessages,
  expectNoA11yViolations,
  screenshots,
  signIn,
  signInByApi,
  waitForCode,
  useFreshDemo,
  portrait,
} from './fixtures';

// These tests change demo people's e-mail, phone and photo: each starts from fresh demo data.
useFreshDemo();

test('Personal Info: an e-mail change needs matching addresses and the code sent to the new one', async ({
  page,
  request,
}) => {
  await signIn(page, 'training@example.org');
  await page.goto('/program/account');
  await expect(page.getByRole('heading', { name: 'Personal Info' })).toBeVisible();
  await expect(page.getByText('training@example.org')).toBeVisible();
  await expect(page.getByText('No photo')).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'account-info');

  await page.getByRole('link', { name: 'Change e-mail' }).click();
  await expect(page.getByRole('heading', { name: 'Update your e-mail' })).toBeVisible();
  const update = page.getByRole('button', { name: 'Update Email' });
  const analyze = page.getByRole('button', { name: 'Analyze Email' });
  await expect(update).toBeDisabled();
  await expect(analyze).toBeDisabled();

  await page.getByLabel('New e-mail address', { exact: true }).fill('training@example.org');
  await page.getByLabel('Confirm new e-mail address').fill('training@example.org');
  await expect(page.getByText('This is already your current email address')).toBeVisible();
  await expect(update).toBeDisabled();

  const newEmail = 'denise.walker@gmail.com';
  await page.getByLabel('New e-mail address', { exact: true }).fill(newEmail);
  await page.getByLabel('Confirm new e-mail address').fill('denise.walker@gmial.com');
  await update.click();
  await expect(page.getByText('Email addresses do not match')).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByLabel('Confirm new e-mail address').fill(newEmail);
  await analyze.click();
  await expect(page.getByRole('img', { name: 'Professional' })).toBeVisible();
  await screenshots(page, 'account-email-analyzed');

  // First a code to the address on file, proving it is the student asking; only then one to the new address.
  const beforeCurrent = await countMessages(request, 'training@example.org');
  const before = await countMessages(request, newEmail);
  await update.click();
  await expect(
    page.getByText(/First, make sure it is you: we sent a 6-digit code to your current e-mail/),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  const currentCode = await waitForCode(request, 'training@example.org', beforeCurrent);
  await page.getByLabel('6-digit code').fill(currentCode === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/Token incorrect/)).toBeVisible();
  expect(await countMessages(request, newEmail)).toBe(before);
  await page.getByLabel('6-digit code').fill(currentCode);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/We sent a 6-digit code to/)).toBeVisible();
  await expect(page.getByLabel('6-digit code')).toHaveValue('');
  await expectNoA11yViolations(page);
  const code = await waitForCode(request, newEmail, before);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();

  // A professional address leads to the professional e-mail page of career services.
  await expect(page).toHaveURL(/\/postprogram\/career_services\/professional_email$/);
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Student Portal Menu' });
  await expect(menu.getByText(newEmail)).toBeVisible();
});

test('an unprofessional new address goes back one page after the change', async ({ page, request }) => {
  await signIn(page, 'training@example.org');
  await page.goto('/program/account');
  await page.getByRole('link', { name: 'Change e-mail' }).click();
  const newEmail = 'bigboss420@gmail.com';
  await page.getByLabel('New e-mail address', { exact: true }).fill(newEmail);
  await page.getByLabel('Confirm new e-mail address').fill(newEmail);
  const beforeCurrent = await countMessages(request, 'training@example.org');
  const before = await countMessages(request, newEmail);
  await page.getByRole('button', { name: 'Update Email' }).click();
  await page
    .getByLabel('6-digit code')
    .fill(await waitForCode(request, 'training@example.org', beforeCurrent));
  await page.getByRole('button', { name: 'Confirm' }).click();
  const code = await waitForCode(request, newEmail, before);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/program\/account$/);
  await expect(page.getByTestId('account-email')).toContainText(newEmail);
});

test('an address of another account is refused only after its code, and the form comes back saying so', async ({
  page,
  request,
}) => {
  await signIn(page, 'training@example.org');
  await page.goto('/program/account/email');
  const taken = 'permit@example.org';
  await page.getByLabel('New e-mail address', { exact: true }).fill(taken);
  await page.getByLabel('Confirm new e-mail address').fill(taken);
  const beforeCurrent = await countMessages(request, 'training@example.org');
  const before = await countMessages(request, taken);
  await page.getByRole('button', { name: 'Update Email' }).click();
  await page
    .getByLabel('6-digit code')
    .fill(await waitForCode(request, 'training@example.org', beforeCurrent));
  await page.getByRole('button', { name: 'Confirm' }).click();
  // Like any new address, it gets its code: nothing so far tells whether someone uses it.
  await expect(page.getByText(/We sent a 6-digit code to/)).toBeVisible();
  await page.getByLabel('6-digit code').fill(await waitForCode(request, taken, before));
  await page.getByRole('button', { name: 'Confirm' }).click();
  const refusal = 'We cannot use this e-mail address. Choose another one, or ask your Success Coach.';
  await expect(page.getByText(refusal)).toBeVisible();
  await expect(page.getByLabel('New e-mail address', { exact: true })).toHaveValue(taken);
  await expectNoA11yViolations(page);
  await page.getByLabel('New e-mail address', { exact: true }).fill('denise.walker@gmail.com');
  await expect(page.getByText(refusal)).toBeHidden();
});

test('a phone change checks 10 digits and saves with the texted code', async ({ page, request }) => {
  await signIn(page, 'training@example.org');
  await page.goto('/program/account');
  await page.getByRole('link', { name: 'Change phone' }).click();
  await expect(page.getByRole('heading', { name: 'Update your phone' })).toBeVisible();
  await page.getByLabel('New phone number', { exact: true }).fill('312 555 017');
  await page.getByLabel('Confirm new phone number').fill('312 555 017');
  await page.getByRole('button', { name: 'Update Phone' }).click();
  await expect(page.getByText('Must be a valid 10 digit US phone number.')).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'account-phone-invalid');

  await page.getByLabel('New phone number', { exact: true }).fill('(312) 555-0177');
  await page.getByLabel('Confirm new phone number').fill('312.555.0177');
  const oldPhone = '+13125550103';
  const beforeCurrent = await countMessages(request, oldPhone);
  const before = await countMessages(request, '+13125550177');
  await page.getByRole('button', { name: 'Update Phone' }).click();
  await expect(page.getByText(/we sent a 6-digit code by text message to your current phone/)).toBeVisible();
  await page.getByLabel('6-digit code').fill(await waitForCode(request, oldPhone, beforeCurrent));
  await page.getByRole('button', { name: 'Confirm' }).click();
  const code = await waitForCode(request, '+13125550177', before);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Phone Number Updated Successfully!')).toBeVisible();
  await expect(page.getByText('(312) 555-0177')).toBeVisible();
  // The old number is told.
  await expect
    .poll(async () => {
      const res = await request.get('/api/dev/outbox');
      const list = (await res.json()) as { to: string; text: string }[];
      return list.some((m) => m.to === oldPhone && m.text.includes('phone number was changed'));
    })
    .toBe(true);
});

/** A real face: NASA's public-domain portrait of Eileen Collins (tests/fixtures/photos/README.md). */
const facePhoto = () =>
  readFileSync(new URL('../fixtures/photos/astronaut-eileen-collins.jpg', import.meta.url));

test('a profile photo is analysed, shows the gauge and lists, and is uploaded', async ({ page }) => {
  await signIn(page, 'training@example.org');
  await page.goto('/program/account/photo');
  await expect(page.getByRole('heading', { name: 'Profile photo' })).toBeVisible();
  await page
    .getByLabel('Choose a photo')
    .setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(
    page.getByText('File type "image/gif" is not supported. Please use: image/jpeg, image/jpg, image/png.'),
  ).toBeVisible();
  await expectNoA11yViolations(page);

  // A checkerboard has no face: the rater says so, kindly, and gives no praise about a face it cannot see.
  const squares = Array.from({ length: 32 }, (_, i) => {
    const row = Math.floor(i / 4);
    const col = (i % 4) * 2 + (row % 2);
    return `<rect x="${col * 75}" y="${row * 75}" width="75" height="75"/>`;
  }).join('');
  const checkerboard = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="100%" height="100%" fill="#fff"/>${squares}</svg>`,
    ),
  )
    .jpeg()
    .toBuffer();
  await page
    .getByLabel('Choose a photo')
    .setInputFiles({ name: 'board.jpg', mimeType: 'image/jpeg', buffer: checkerboard });
  await page.getByRole('button', { name: 'Analyze Photo' }).click();
  await expect(page.getByText('Score: 1 out of 5')).toBeVisible();
  await expect(page.getByText('We could not find a face in this photo.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What is working' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await screenshots(page, 'account-photo-no-face');

  await page.getByRole('button', { name: 'Choose Different File' }).click();
  await page
    .getByLabel('Choose a photo')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: facePhoto() });
  await expect(page.getByRole('img', { name: 'Preview of the photo you chose' })).toBeVisible();
  await page.getByRole('button', { name: 'Analyze Photo' }).click();
  await expect(page.getByText(/Score: [3-5] out of 5/)).toBeVisible();
  await expect(page.getByText('We found your face in the photo.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What is working' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tips to level up' })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'account-photo-analysed');

  await page.getByRole('button', { name: 'Upload Photo' }).click();
  await expect(page).toHaveURL(/\/program\/account$/);
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change photo' })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'account-info-with-photo');
});

test('a graduate checks the outfit, sees the photo improved beside the original and keeps it', async ({
  page,
}) => {
  await signIn(page, 'grad@example.org');
  await page.goto('/postprogram/career_services/profile_photo');
  const dim = await sharp(await portrait())
    .linear(0.4, 0)
    .jpeg({ quality: 90 })
    .toBuffer();
  await page
    .getByLabel('Choose a photo')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: dim });
  await page.getByRole('button', { name: 'Analyze Photo' }).click();
  await expect(page.getByRole('heading', { name: 'Make your photo stand out' })).toBeVisible();

  await page.getByRole('button', { name: 'Check my outfit' }).click();
  await expect(page.getByRole('heading', { name: 'Your outfit: 5 out of 5' })).toBeVisible();
  await expect(page.getByText('Calm colours. Your face stands out, not your shirt.')).toBeVisible();
  await expect(page.getByText(/cannot see logos, words or how your clothes fit/)).toBeVisible();

  await page.getByRole('button', { name: 'Improve my photo' }).click();
  await expect(page.getByText('Made it brighter.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your photo as you took it' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your photo after our changes' })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'career-photo-studio');

  await page.getByRole('button', { name: 'Use the improved photo' }).dblclick();
  await expect(page).toHaveURL(/\/program\/account$/);
  await expect(page.getByText('Your improved photo is saved.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toBeVisible();
});

test('Analyze Email Professionality rates an address with the gauge', async ({ page }) => {
  await signIn(page, 'training@example.org');
  await page.goto('/program/analyze_email');
  await expect(page.getByRole('heading', { name: 'Analyze Email Professionality' })).toBeVisible();
  const button = page.getByRole('button', { name: 'Analyze Email' });
  await expect(button).toBeDisabled();
  await page.getByLabel('Email address').fill('not-an-address');
  await page.getByLabel('Email address').blur();
  await expect(page.getByText('Must be a valid email address')).toBeVisible();
  await expect(button).toBeDisabled();
  await page.getByLabel('Email address').fill('sexy420@gmail.com');
  await button.click();
  await expect(page.getByRole('img', { name: 'Unprofessional' })).toBeVisible();
  await expect(page.locator('.gauge')).toHaveAttribute('data-angle', '-48');
  await expect(page.getByRole('heading', { name: 'What to improve' })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'analysis-email');
});

test('a mistyped provider ("gmial.com") gets "Did you mean …?", one tap fixes it, and the rater flags it', async ({
  page,
}) => {
  await signIn(page, 'training@example.org');
  await page.goto('/program/analyze_email');
  const field = page.getByLabel('Email address');
  await field.fill('denise.walker@gmial.com');
  await expect(page.getByRole('status').filter({ hasText: 'Did you mean' })).toHaveText(
    'Did you mean denise.walker@gmail.com?',
  );
  await page.getByRole('button', { name: 'Analyze Email' }).click();
  await expect(page.getByText('The part after the @ looks mistyped.', { exact: false })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'email-typo');
  await page.getByRole('button', { name: 'denise.walker@gmail.com' }).click();
  await expect(field).toHaveValue('denise.walker@gmail.com');
  await expect(page.getByRole('button', { name: 'denise.walker@gmail.com' })).toHaveCount(0);
});

test('on first load a student whose e-mail was never rated is rated once, and a good address leads to career services', async ({
  page,
}) => {
  // A student enrolled through the console arrives unrated, as a real one does (the demo people come rated).
  const letters = Date.now().toString(36).replace(/\d/g, '');
  const student = {
    firstName: 'Rosa',
    lastName: `Marlow${letters}`,
    email: `rosa.marlow${letters}@gmail.com`,
  };
  await signIn(page, 'admin@example.org');
  const enrolled = await page.request.post('/api/admin/students', { data: { ...student, locale: 'en' } });
  expect(enrolled.ok(), await enrolled.text()).toBe(true);
  let rated = 0;
  await page.route('**/api/open-ai/analyze-email-professionality', async (route) => {
    rated++;
    await route.continue();
  });
  await signInByApi(page.request, student.email);
  await page.goto('/program/welcome');
  await expect(page).toHaveURL(/\/postprogram\/career_services\/professional_email$/);
  await page.goto('/program/welcome');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(rated).toBe(1);
});

/** Bytes the page receives as data (fetch) and pictures while `visit` runs, read from the browser's network log. */
async function dataAndPictureBytes(page: Page, visit: () => Promise<void>): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  let bytes = 0;
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    if (['Fetch', 'XHR', 'Image'].includes(types.get(e.requestId) ?? '')) bytes += e.encodedDataLength;
  });
  await visit();
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  return bytes;
}

test('Personal Info shows a 2,400-pixel profile photo for a few kilobytes, and nothing again on a repeat visit', async ({
  page,
}) => {
  await signIn(page, 'grad@example.org');
  const photo = await sharp({
    create: {
      width: 1800,
      height: 2400,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 120, sigma: 60 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
  const sent = await page.request.post('/api/spaces', {
    multipart: { folder: 'profilePhoto', file: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(sent.ok()).toBe(true);

  const openAccount = async () => {
    await page.goto('/program/account');
    const picture = page.getByRole('img', { name: /photo/i }).first();
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  };
  const first = await dataAndPictureBytes(page, openAccount);
  const repeat = await dataAndPictureBytes(page, openAccount);
  expect(first).toBeGreaterThan(0);
  expect(first).toBeLessThanOrEqual(30_000);
  expect(repeat).toBeLessThanOrEqual(10_000);
});
