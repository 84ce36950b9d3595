import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { doStep, visibleSteps } from './do-step';
import {
  dismissFirstTimeTip,
  expectNoA11yViolations,
  screenshots,
  settled,
  signIn,
  useFreshDemo,
} from './fixtures';

/** Does every step of a stage's checklist the way a student does it, with the coach approving documents. */
async function completeStageItems(page: Page, coach: APIRequestContext, screen: string) {
  // Recommended items (pre-trip study) are the student's choice and never hold the stage back.
  const required = (await visibleSteps(page.request, screen)).filter((s) => !s.recommended);
  for (const step of required) await doStep(page.request, coach, step);
}

/** The stage screen's "N of M steps done" bar, read as a screen reader announces it. */
async function stepsDone(page: Page): Promise<{ done: number; total: number }> {
  const bar = page.getByRole('progressbar', { name: /of \d+ steps done/ });
  await expect(bar).toBeVisible();
  return { done: Number(await bar.getAttribute('value')), total: Number(await bar.getAttribute('max')) };
}

// These tests change demo people's status: each starts from, and leaves behind, fresh demo data.
useFreshDemo();

const stages = [
  {
    screen: 'welcome',
    heading: /Welcome/,
    congrats: 'Congrats! You finished Welcome & Orientation',
    next: '/program/prepermit',
  },
  {
    screen: 'prepermit',
    heading: /Permit Training/,
    congrats: "You're ready to move on",
    next: '/program/permit',
  },
  {
    screen: 'permit',
    heading: /Physical and Permit/,
    congrats: 'You got your CLP!',
    next: '/program/school',
  },
  {
    screen: 'school',
    heading: /Trucking School/,
    congrats: "You're officially a CDL-A driver!",
    next: '/postprogram',
  },
];

test(
  'a new student walks from Welcome to Career Services by doing the work of each stage',
  { tag: '@postgres' },
  async ({ page, browser }) => {
    test.setTimeout(300_000);
    const coach = await (await browser.newContext()).newPage();
    await signIn(coach, 'coach@example.org');
    await signIn(page, 'new@example.org');
    await expect(page).toHaveURL(/\/program\/welcome$/);
    for (const stage of stages) {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(stage.heading);
      const checklist = page.getByRole('region', { name: 'Your Checklist' });
      // Before anything is done, the first item is the one green box and the rest wait behind the explainer.
      await expect(checklist.locator('.item-highlighted')).toHaveCount(1);
      await expect(
        checklist.getByText('Complete the highlighted item(s) to see your next step'),
      ).toBeVisible();
      await expectNoA11yViolations(page);
      await screenshots(page, `stage-${stage.screen}`);
      const before = await stepsDone(page);
      expect(before.done).toBeLessThan(before.total);
      await completeStageItems(page, coach.request, stage.screen);
      await page.reload();
      // The count on the stage screen rose with the work, to every step but the move on, the next tap. The
      // phone shows its kept answer first, then the server's.
      await expect.poll(async () => ((s) => s.total - s.done)(await stepsDone(page))).toBe(1);
      const after = await stepsDone(page);
      expect(after.done).toBeGreaterThan(before.done);
      expect(after.done).toBe(after.total - 1);
      await checklist
        .getByRole('link', { name: /Start|Continue|Move on|Next/i })
        .last()
        .waitFor();
      const interstitialLink = checklist.locator(`a[href="/program/${stage.screen}/interstitial"]`);
      await expect(interstitialLink).toBeVisible();
      await interstitialLink.click();
      await expect(page.getByRole('heading', { name: stage.congrats })).toBeVisible();
      await expectNoA11yViolations(page);
      await page.getByRole('button', { name: /^Go to/ }).click();
      await expect(page).toHaveURL(new RegExp(`${stage.next}$`));
      if (stage.next === '/program/prepermit' || stage.next === '/program/school') {
        // The first visit to permit training and to school opens the first-hand CDL-A video once.
        await expect(page.getByRole('dialog', { name: /^First-hand:/ })).toBeVisible();
        await expectNoA11yViolations(page);
        await dismissFirstTimeTip(page);
      }
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Career Services/);
    const session = await (await page.request.get('/api/user/session')).json();
    expect(session.status).toBe('5_PostProgram');
  },
);

test('the first-time tip shows once and is remembered on the server', async ({ page }) => {
  await signIn(page, 'onhold@example.org');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settled(page);
  await expect(page.getByRole('dialog', { name: 'Click on the green boxes' })).toHaveCount(0);
  const flags = await (await page.request.get('/api/user/flags')).json();
  expect(flags).toContain('checklistTip');
});

test('the first-hand CDL-A video shows once, then only on request, with captions', async ({ page }) => {
  await signIn(page, 'training@example.org');
  const flags = (await (await page.request.get('/api/user/flags')).json()) as string[];
  expect(flags).toContain('firsthandCdla1');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settled(page);
  const dialog = page.getByRole('dialog', { name: 'First-hand: permit test day' });
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Watch: permit test day' }).click();
  await expect(dialog).toBeVisible();
  const video = dialog.locator('video');
  await expect(video.locator('source')).toHaveAttribute('src', '/media/firsthand-cdla-1.webm');
  // The length the clip's file declares (the demo's is 24 s), not a written "2 minutes".
  await expect(dialog.getByText('Video, 0:24')).toBeVisible();
  await expect(video.locator('track[kind="captions"][srclang="en"]')).toHaveAttribute(
    'src',
    '/media/firsthand-cdla-1.en.vtt',
  );
  const head = await page.request.get('/media/firsthand-cdla-1.en.vtt');
  expect(await head.text()).toContain('Permit test day');
  await expectNoA11yViolations(page);
  await screenshots(page, 'firsthand-video');
  await dialog.getByRole('button', { name: 'Continue to my checklist' }).click();
  await expect(dialog).toHaveCount(0);
});

test('Helpful Resources appear above rank 2, with the pre-trip lesson first in school', async ({ page }) => {
  await signIn(page, 'school@example.org');
  const resources = page.getByRole('region', { name: 'Helpful Resources' });
  await expect(resources.getByRole('link').first()).toHaveText('Pre-Trip Lesson');
  await signIn(page, 'training@example.org');
  await expect(page.getByRole('region', { name: 'Helpful Resources' })).toHaveCount(0);
});

test('a student leaves the program in two steps and is signed out', async ({ page }) => {
  await signIn(page, 'setup@example.org');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Student Portal Menu' });
  await menu.getByRole('button', { name: /Account info/ }).click();
  await menu.getByRole('button', { name: 'Withdraw' }).click();
  const talk = page.getByRole('dialog', { name: 'Leave the program' });
  await expect(talk.getByRole('link', { name: /Call us/ })).toBeVisible();
  await expectNoA11yViolations(page);
  await talk.getByRole('button', { name: 'I still want to leave' }).click();
  const sure = page.getByRole('dialog', { name: 'Are you sure?' });
  await screenshots(page, 'leave-program');
  await sure.getByRole('button', { name: 'Yes, I want to quit the program' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'setup@example.org');
  await expect(page).toHaveURL(/\/program\/withdrawn$/);
  await expect(page.getByRole('heading', { name: 'You have left the program' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('a workforce content page renders its blocks and its BUTTON link returns to the checklist', async ({
  page,
}) => {
  await signIn(page, 'school@example.org');
  await page.goto('/workforce/wb-chicago/funding-status');
  await expect(page.getByRole('heading', { level: 1, name: 'Check your funding status' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^Funded:/ })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'workforce-page');
  await page.getByRole('button', { name: 'Back to my checklist' }).click();
  await expect(page).toHaveURL(/\/program\/school$/);
});

test('a missing workforce page says so and offers the way back', async ({ page }) => {
  await signIn(page, 'school@example.org');
  await page.goto('/workforce/no-such-page');
  await expect(
    page.getByText('The page could not be loaded. Please contact your success coach for help.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to checklist' }).click();
  await expect(page).toHaveURL(/\/program\/school$/);
});

test('a student signs up for Trucking Trivia, moves to another time and cancels', async ({ page }) => {
  await signIn(page, 'permit@example.org');
  await page.getByRole('button', { name: /Trucking Trivia/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Trucking Trivia' });
  const times = dialog.getByRole('radio');
  await expect(times.first()).toBeVisible();
  await times.first().check();
  await expectNoA11yViolations(page);
  await screenshots(page, 'trucking-trivia');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog.getByText(/You are signed up for/)).toBeVisible();
  const firstTime = await dialog.getByRole('status').innerText();
  await times.first().check();
  await dialog.getByRole('button', { name: 'Move to this time' }).click();
  await expect(dialog.getByRole('status')).not.toHaveText(firstTime);
  await dialog.getByRole('button', { name: 'Cancel my spot' }).click();
  await expect(dialog.getByText(/You are signed up for/)).toHaveCount(0);
});

test('a school student finds the assigned school, its hours, phone and directions', async ({ page }) => {
  await signIn(page, 'school@example.org');
  await page.getByRole('button', { name: /Directions: Midwest CDL Training Center/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Your trucking school' });
  await expect(dialog.getByText('4200 S Pulaski Rd')).toBeVisible();
  const phone = dialog.getByRole('link', { name: '(312) 555-0150' });
  await expect(phone).toHaveAttribute('href', 'tel:+13125550150');
  // One tap dials: a thumb-sized target, not the text's height.
  expect((await phone.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expect(dialog.getByRole('link', { name: /Directions/ })).toHaveAttribute('href', /destination=4200/);
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.goto('/program/school/your_school');
  await expect(page.getByRole('heading', { name: 'Midwest CDL Training Center' })).toBeVisible();
  await screenshots(page, 'your-school');
});
