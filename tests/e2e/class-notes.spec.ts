import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { watchVideo } from '../learning-answers';
import { expectNoA11yViolations, screenshots, signIn, useFreshDemo } from './fixtures';

useFreshDemo();

const completed = async (page: Page) =>
  ((await (await page.request.get('/api/completion')).json()) as { url: string }[]).map((c) => c.url);

/** Reads at 360 px without zoom: no frame of a PDF, no sideways scroll, body text 16 px or more. */
async function expectReadableNotes(page: Page, notes: ReturnType<Page['locator']>) {
  await expect(page.locator('iframe, embed, object')).toHaveCount(0);
  const sizes = await notes
    .locator('p, li')
    .evaluateAll((els) => els.map((el) => Number.parseFloat(getComputedStyle(el).fontSize)));
  expect(sizes.length).toBeGreaterThan(5);
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(16);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a class’s notes read as a page at 360 px, count as read, and keep the PDF as a download', async ({
  page,
}) => {
  const step = '/program/prepermit/non_driving_activities';
  await signIn(page, 'training@example.org');
  expect(await completed(page)).not.toContain(step);
  await page.goto(step);
  await expect(page.getByRole('heading', { level: 1, name: 'Non-Driving Activities' })).toBeVisible();
  const notes = page.getByRole('region', { name: 'Non-Driving Activities' });
  await expect(notes.getByRole('heading', { name: 'Hours of service' })).toBeVisible();
  await expect(notes.getByRole('heading', { name: 'After a crash' })).toBeVisible();
  await expect(
    notes.getByRole('listitem').filter({ hasText: 'warning triangles within 10 minutes' }),
  ).toBeVisible();
  await expectReadableNotes(page, notes);
  // The server recorded the reading when it served the notes.
  expect(await completed(page)).toContain(step);
  await expectNoA11yViolations(page);
  await screenshots(page, 'class-notes');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('non_driving_activities.pdf');
  expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
});

test('the pre-trip slides and parts guide open as pages once both videos count as watched', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'school@example.org');
  await page.goto('/program/school/pretrip_study');
  await expect(page.getByText('Watch both pre-trip videos to open the slides')).toBeVisible();
  expect((await page.request.get('/api/learning/notes/pretrip_slides')).status()).toBe(403);

  await watchVideo(page.request, 'pretrip_video_1');
  await watchVideo(page.request, 'pretrip_video_2');
  await page.reload();
  const slides = page.getByRole('region', { name: 'Pre-Trip Inspection Slides' });
  await expect(slides.getByRole('heading', { name: '7. Start the engine, check the brakes' })).toBeVisible();
  const parts = page.getByRole('region', { name: 'Parts of the Truck' });
  const drawing = parts.getByRole('img', { name: /Side view of a tractor and trailer/ });
  await drawing.scrollIntoViewIfNeeded();
  await expect.poll(() => drawing.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const box = (await drawing.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(360);
  await expectReadableNotes(page, page.locator('.class-notes'));
  await expect.poll(() => completed(page)).toContain('/program/school/pretrip_pdf_1');
  expect(await completed(page)).toContain('/program/school/pretrip_pdf_2');
  await expectNoA11yViolations(page);
  await screenshots(page, 'class-notes-pretrip');
});

test('the service worker keeps the notes read for reading offline, and forgets them on sign-out', async ({
  page,
  context,
}) => {
  await signIn(page, 'training@example.org');
  await page.goto('/program/prepermit/non_driving_activities');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Once the worker controls the page, the notes it fetches go through it.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.getByRole('heading', { name: 'Hours of service' })).toBeVisible();
  const kept = () =>
    page.evaluate(async () => (await (await caches.open('class-notes')).keys()).map((r) => r.url));
  await expect
    .poll(kept)
    .toContainEqual(expect.stringMatching(/\/api\/learning\/notes\/non_driving_activities$/));

  await context.setOffline(true);
  const offline = await page.evaluate(async () => {
    const res = await fetch('/api/learning/notes/non_driving_activities');
    return { status: res.status, title: ((await res.json()) as { title: string }).title };
  });
  expect(offline).toEqual({ status: 200, title: 'Non-Driving Activities' });
  await context.setOffline(false);

  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Student Portal Menu' });
  await menu.getByRole('button', { name: /account info, log out/i }).click();
  await menu.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => caches.has('class-notes'))).toBe(false);
});
