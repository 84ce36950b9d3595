import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { jobs as es } from '../../src/shared/messages/es/jobs';
import { expectNoA11yViolations, screenshots, signIn, waitForKeptCopy } from './fixtures';

test('a graduate finds a job within 50 miles, saves it, and finds it under Saved after a reload', async ({
  page,
}) => {
  await signIn(page, 'grad@example.org');
  // The checklist opens one step at a time; the board is also reached from the post-program page.
  await page.goto('/postprogram/career_services/job_board');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trucking jobs near you');
  await expect(page.getByText('Miles from your home')).toBeVisible();
  await expect(page.getByLabel('How far')).toHaveValue('50');

  // Narrow to jobs open to people with a record, home every night: the filters go into the address.
  await page.getByLabel('Only jobs open to people with a record').check();
  await expect(page).toHaveURL(/record=1/);
  await page.getByLabel('Home time').selectOption('daily');
  await expect(page).toHaveURL(/home=daily/);
  const first = page.locator('article.job-card').first();
  await expect(first).toContainText('Home every night');
  await expect(first).toContainText('Open to people with a record');
  const miles = Number(/([\d.]+) miles away/.exec((await first.textContent()) ?? '')?.[1]);
  expect(miles).toBeLessThanOrEqual(50);
  const title = (await first.getByRole('heading', { level: 2 }).textContent())!;
  await expectNoA11yViolations(page);
  await screenshots(page, 'job-board');

  await first.getByRole('button', { name: 'Save job' }).click();
  await expect(first.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await page.getByRole('button', { name: 'Saved jobs' }).click();
  await expect(page).toHaveURL(/tab=saved/);
  const saved = page.locator('article.job-card');
  await expect(saved).toHaveCount(1);
  await expect(saved.getByRole('heading', { name: title })).toBeVisible();
  await page.reload();
  await expect(page.locator('article.job-card').getByRole('heading', { name: title })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'job-board-saved');

  // The step is done: the board was opened.
  const done = (await (await page.request.get('/api/completion')).json()) as { url: string }[];
  expect(done.map((c) => c.url)).toContain('/postprogram/career_services/job_board');

  // Unsaving leaves the Saved tab empty.
  await page.locator('article.job-card').getByRole('button', { name: 'Saved' }).click();
  await expect(page.getByText('You have not saved a job yet.')).toBeVisible();
});

test('the board asks for a ZIP code and measures from it; the last list opens without signal', async ({
  page,
  context,
}) => {
  await signIn(page, 'grad@example.org');
  // An old link to a page the list no longer has opens the first page.
  await page.goto('/postprogram/career_services/job_board?page=9');
  await expect(page).not.toHaveURL(/page=9/);
  await expect(page.locator('article.job-card').first()).toBeVisible();
  await page.getByRole('button', { name: 'Change place' }).click();
  await page.getByLabel('Your ZIP code or city').fill('53202');
  await screenshots(page, 'job-board-place');
  await page.getByRole('button', { name: 'Use this place' }).click();
  await expect(page).toHaveURL(/near=53202/);
  await expect(page.getByText(/Miles from Milwaukee, WI/)).toBeVisible();
  await expect(page.locator('article.job-card').first()).toContainText(', WI');
  await expectNoA11yViolations(page);

  const firstTitle = await page.locator('article.job-card h2').first().textContent();
  await waitForKeptCopy(page, firstTitle!);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('You are offline. These are the jobs you saw last time.')).toBeVisible();
  await expect(page.locator('article.job-card h2').first()).toHaveText(firstTitle!);
  await context.setOffline(false);
});

test('a Spanish reader sees the listings in Spanish, and every card fits a 360 px screen', async ({
  page,
}) => {
  await signIn(page, 'grad@example.org');
  const chosen = await page.request.put('/api/user/locale', { data: { locale: 'es' } });
  expect(chosen.ok()).toBe(true);
  try {
    await page.goto('/postprogram/career_services/job_board?within=any');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.title);
    const listings = JSON.parse(readFileSync('content/jobs/listings.es.json', 'utf8')) as {
      jobs: Record<string, { title: string; summary: string }>;
    };
    const titles = new Set(Object.values(listings.jobs).map((j) => j.title));
    const shown = await page.locator('article.job-card h2').allTextContents();
    expect(shown).toHaveLength(10);
    expect(shown.filter((title) => !titles.has(title))).toEqual([]);
    // Spanish is longer: no label, choice, call button or page button runs off the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoA11yViolations(page);
    await screenshots(page, 'job-board-es');
  } finally {
    await page.request.put('/api/user/locale', { data: { locale: 'en' } });
  }
});
