import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  expectNoA11yViolations,
  expectNoMessageKeys,
  signIn,
  useFreshDemo,
  shotsAtTwoWidths,
} from './fixtures';

// The test enrols students and moves them: it starts from, and leaves behind, fresh demo data.
useFreshDemo();

const SHOTS = '/tmp/outcomes-shots';
const statusWords: Record<string, string> = {
  '0_New': 'New',
  '1_Setup': 'Setting up',
  '2_Training': 'Permit training',
  '3_Permit': 'Permit and physical',
  '4_School': 'Trucking school',
  '5_PostProgram': 'Career services',
  '95_OnHoldForSchool': 'On hold for school',
  '99_Withdrew': 'Withdrew',
};

async function shots(page: Page, name: string) {
  await expectNoMessageKeys(page);
  await shotsAtTwoWidths(page, SHOTS, name);
}

/** Enrols a student through the console's API (which records their enrolment) and returns their id. */
async function enrol(page: Page, n: number): Promise<string> {
  const res = await page.request.post('/api/admin/students', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: {
      firstName: 'Outcome',
      lastName: `Starter ${n}`,
      email: `outcome${n}@example.org`,
      phone: '',
      dateOfBirth: '',
      locale: 'en',
      coachId: null,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: string }).id;
}

async function correct(page: Page, id: string, status: string) {
  const res = await page.request.post(`/api/admin/students/${id}/status-correction`, {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: { status, reason: 'Moved for the outcomes test' },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A chart's card, its table opened; the rows' numbers as { label: cells }. */
async function chartTable(page: Page, title: string): Promise<Record<string, string[]>> {
  const card = page.getByRole('region', { name: title, exact: true });
  const toggle = card.getByRole('button', { name: /the table/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const rows = card.locator('tbody tr');
  const out: Record<string, string[]> = {};
  for (let i = 0; i < (await rows.count()); i++) {
    const row = rows.nth(i);
    out[(await row.locator('th').innerText()).trim()] = (await row.locator('td').allInnerTexts()).map((s) =>
      s.trim(),
    );
  }
  return out;
}

/** The numbers the chart's bars are labelled with, in drawing order. */
const barValues = (card: Locator) => card.locator('svg .outcomes-value').allTextContents();

test('an admin reads the outcomes, narrows them to an intake month and downloads the funder’s CSV', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin@example.org');
  const ids = [await enrol(page, 1), await enrol(page, 2), await enrol(page, 3)];
  await correct(page, ids[0]!, '2_Training');
  await correct(page, ids[1]!, '3_Permit');

  await page.getByRole('link', { name: 'Outcomes' }).click();
  await expect(page.getByRole('heading', { name: 'Program outcomes', level: 1 })).toBeVisible();
  await expect(page.getByText(/Status history is recorded from /)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /students\./ })).toBeVisible();

  // The funnel now matches the caseload's count at each stage.
  const nowTitle = 'Students at each stage now';
  const now = await chartTable(page, nowTitle);
  for (const [status, words] of Object.entries(statusWords)) {
    const caseload = await page.request.get(`/api/admin/students?status=${status}`);
    const { total } = (await caseload.json()) as { total: number };
    expect(now[words], words).toEqual([String(total)]);
  }
  // …and the caseload page itself says the same for one stage.
  const training = now[statusWords['2_Training']!]![0]!;
  // The bars read the numbers of the table.
  const nowCard = page.getByRole('region', { name: nowTitle, exact: true });
  expect(await barValues(nowCard)).toEqual(Object.values(statusWords).map((w) => now[w]![0]));
  const allBars = await nowCard.locator('svg').innerHTML();

  // Choosing this month's intake changes the charts and the URL; a reload keeps it.
  const month = new Date().toISOString().slice(0, 7);
  await page.getByLabel('Intake month', { exact: true }).selectOption(month);
  await expect(page).toHaveURL(new RegExp(`[?&]intake=${month}`));
  await expect(page.getByRole('status').filter({ hasText: /students\./ })).toHaveText(
    '3 students. 0 of them got to the job stage.',
  );
  await expect.poll(() => nowCard.locator('svg').innerHTML()).not.toBe(allBars);
  await page.reload();
  await expect(page.getByLabel('Intake month', { exact: true })).toHaveValue(month);
  await expect(page.getByRole('status').filter({ hasText: /students\./ })).toHaveText(
    '3 students. 0 of them got to the job stage.',
  );
  const cohortTitle = 'How far each intake month’s starters got';
  const cohort = await chartTable(page, cohortTitle);
  expect(cohort).toEqual({
    Started: ['3'],
    'Setting up': ['2'],
    'Permit training': ['2'],
    'Permit and physical': ['1'],
    'Trucking school': ['0'],
    'Career services': ['0'],
  });
  expect(await barValues(page.getByRole('region', { name: cohortTitle, exact: true }))).toEqual(
    Object.values(cohort).map((v) => v[0]),
  );
  const narrowed = await chartTable(page, nowTitle);
  expect(narrowed['New']).toEqual(['1']);
  expect(narrowed['Permit training']).toEqual(['1']);
  expect(narrowed['Permit and physical']).toEqual(['1']);

  await expectNoA11yViolations(page);
  await shots(page, 'outcomes-intake');

  // The export's period is kept in the URL as the filters are.
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel('From', { exact: true }).fill(`${month}-01`);
  await page.getByLabel('To', { exact: true }).fill(today);
  await expect(page).toHaveURL(
    new RegExp(`[?&]from=${month}-01.*[?&]to=${today}|[?&]to=${today}.*[?&]from=${month}-01`),
  );
  await page.reload();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(`${month}-01`);
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(today);
  await expect(page.getByLabel('Intake month', { exact: true })).toHaveValue(month);

  // The funder's CSV has one row per student of the filter, and the export is in the audit log.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('program-outcomes.csv');
  const csv = readFileSync((await download.path())!, 'utf8');
  const [table, summary] = csv.split('\r\n\r\n');
  const rows = table!.split('\r\n').slice(1);
  expect(rows).toHaveLength(3);
  expect(rows.every((r) => r.includes('Outcome'))).toBe(true);
  expect(summary).toContain(`filter_intake_month,${month}`);
  expect(summary).toContain(`period_from,${month}-01`);
  expect(summary).toContain(`period_to,${today}`);
  expect(summary).toContain('students,3');

  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByText('Exported the funder’s outcomes: 3 students')).toBeVisible();

  // Without filters the page shows everyone; the caseload's own page agrees on permit training.
  await page.goto('/staff/outcomes');
  await expect(page.getByLabel('Intake month', { exact: true })).toHaveValue('');
  await expect(page.getByRole('status').filter({ hasText: /students\./ })).toBeVisible();
  await shots(page, 'outcomes-all');
  await page.goto('/staff?status=2_Training');
  await expect(page.getByRole('status').filter({ hasText: / of \d+ students?$/ })).toHaveText(
    new RegExp(` of ${training} students?$`),
  );
});
