import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  countMessages,
  dismissFirstTimeTip,
  expectNoA11yViolations,
  expectNoMessageKeys,
  openSigningLinkOnPhone,
  signIn,
  useFreshDemo,
} from './fixtures';

// Issue 37: no dead ends after a coach's move. Each test starts from, and leaves behind, fresh demo data.
useFreshDemo();

const SHOTS = '/tmp/shots-deadends';

/** A phone-wide screenshot for a person to look at. */
async function phoneShot(page: Page, name: string) {
  await expectNoMessageKeys(page);
  mkdirSync(SHOTS, { recursive: true });
  const original = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  if (original) await page.setViewportSize(original);
}

async function answer(page: Page, n: number, choice: string) {
  await expect(page.getByText(`Question ${n} of 5`)).toBeVisible();
  await page.getByRole('radio', { name: choice, exact: true }).check();
}

/** The five questions, with the drug-free answer given. */
async function answerAll(page: Page, drugFree: 'Yes' | 'Not sure') {
  // From the school checklist, as the student would.
  await page.goto('/program/school');
  await expect(page.getByRole('heading', { name: 'Trucking School', level: 1 })).toBeVisible();
  await dismissFirstTimeTip(page);
  await page
    .getByRole('link', { name: /Answer 5 questions before school/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/program\/school\/pre_enrollment$/);
  await page.getByRole('button', { name: 'Start' }).click();
  for (const n of [1, 2, 3]) {
    await answer(page, n, 'Yes');
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await answer(page, 4, drugFree);
  await page.getByRole('button', { name: 'Continue' }).click();
  if (drugFree === 'Yes')
    await page
      .getByRole('dialog', { name: 'Please be sure' })
      .getByRole('button', { name: 'I understand, I am drug-free' })
      .click();
  await answer(page, 5, 'Yes');
  await page.getByRole('button', { name: 'Send my answers' }).click();
}

test('an on-hold student returned to school by the coach answers pre-enrollment again and books the call', async ({
  page,
  browser,
}) => {
  await page.request.patch('/api/dev/user', {
    data: { email: 'school@example.org', wfbFundingStatus: null },
  });
  await signIn(page, 'school@example.org');
  await answerAll(page, 'Not sure');
  await expect(page).toHaveURL(/\/program\/onhold$/);

  // The coach, in the console, moves the student back.
  const console = await (await browser.newContext()).newPage();
  await signIn(console, 'coach@example.org');
  const { students } = (await (await console.request.get('/api/admin/students')).json()) as {
    students: { id: string; email: string }[];
  };
  const id = students.find((s) => s.email === 'school@example.org')!.id;
  await console.goto(`/staff/students/${id}`);
  const before = await countMessages(console.request, 'school@example.org');
  await console.getByRole('button', { name: 'Return to trucking school' }).click();
  await expect(console.getByRole('button', { name: 'Return to trucking school' })).toHaveCount(0);
  // The student is told, by e-mail and by text.
  await expect
    .poll(async () => (await countMessages(console.request, 'school@example.org')) - before)
    .toBe(1);

  await answerAll(page, 'Yes');
  await expect(page.getByRole('heading', { name: 'Book a call with your Success Coach' })).toBeVisible();
  await expectNoA11yViolations(page);
  await phoneShot(page, 'returned-call');
  await page.getByRole('button', { name: 'I booked my call' }).click();
  await expect(page).toHaveURL(/\/program\/school$/);
  await page.goto('/program/school/pre_enrollment');
  await expect(page.getByRole('heading', { name: 'Book a call with your Success Coach' })).toBeVisible();
});

test('an expired agreement link is renewed from the checklist and signed', async ({ page, browser }) => {
  await signIn(page, 'school@example.org');
  await page.goto('/program/school/contract');
  await page.getByRole('button', { name: 'E-mail it to me' }).click();
  await expect(page.getByText('sent, check your email')).toBeVisible();
  const expire = await page.request.patch('/api/dev/user', {
    data: { email: 'school@example.org', expireAgreementLinks: true },
  });
  expect(expire.ok()).toBe(true);

  await page.reload();
  await expect(page.getByText('Your link to sign has expired. Send a new one.')).toBeVisible();
  await expectNoA11yViolations(page);
  await phoneShot(page, 'agreement-expired');
  const before = await countMessages(page.request, 'school@example.org');
  await page.getByRole('button', { name: 'Send me a new link' }).click();
  await expect(page.getByText('We sent you a new link. Check your e-mail.')).toBeVisible();
  await phoneShot(page, 'agreement-renewed');

  const phone = await openSigningLinkOnPhone(browser, page.request, 'school@example.org', before);
  await phone.getByLabel('I read this agreement and I agree to sign it electronically.').check();
  await phone.getByLabel('Your legal first and last name').fill('Marcus Johnson');
  const pad = phone.locator('canvas.signature-pad');
  const box = (await pad.boundingBox())!;
  await phone.mouse.move(box.x + 20, box.y + 100);
  await phone.mouse.down();
  for (const [dx, dy] of [
    [60, 40],
    [140, 90],
    [240, 40],
  ])
    await phone.mouse.move(box.x + dx!, box.y + dy!, { steps: 5 });
  await phone.mouse.up();
  await phone.getByRole('button', { name: 'Sign my agreement' }).click();
  await expect(phone.getByText('Signed! A copy is in your portal.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('You signed your agreement. Thank you!')).toBeVisible();
});

test('"I did not go this week" asks first, in a dialog, before the week is used', async ({ page }) => {
  await signIn(page, 'school@example.org');
  await page.goto('/program/school/stipend/1');
  await expect(page.getByText('school@example.org', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await page.getByRole('button', { name: 'I did not go this week' }).click();
  await page.getByRole('button', { name: 'Return to checklist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Use week 1 without a stipend?' });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page);
  await phoneShot(page, 'stipend-none-dialog');
  await dialog.getByRole('button', { name: 'Go back' }).click();
  await expect(dialog).toHaveCount(0);
  const weeks = async () =>
    ((await (await page.request.get('/api/stipends')).json()) as { weeks: { request: unknown }[] }).weeks;
  expect((await weeks())[0]!.request).toBeNull();
  await page.getByRole('button', { name: 'Return to checklist' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, I did not go' }).click();
  await expect(page).toHaveURL(/\/program\/school$/);
  expect((await weeks())[0]!.request).not.toBeNull();
});
