import { expect, test, type Download, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expectNoA11yViolations, screenshots, signIn, useFreshDemo } from './fixtures';
import { linkedInLikePdf } from './linkedin-pdf';

// Each test builds Andre's resume from nothing: fresh demo data before and after.
useFreshDemo();

/** The pages of a downloaded PDF and all of its text, read with pdfjs-dist. */
async function readDownload(download: Download): Promise<{ pages: number; text: string }> {
  const bytes = new Uint8Array(readFileSync((await download.path())!));
  const doc = await getDocument({ data: bytes, isEvalSupported: false, verbosity: 0 }).promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    text += content.items.map((i) => ('str' in i ? i.str : '')).join(' ');
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, text };
}

async function downloadPdf(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my PDF' }).first().click(),
  ]);
  await expect(page.getByText('Your PDF is downloaded.')).toBeVisible();
  expect(download.suggestedFilename()).toBe('Resume - Andre Williams.pdf');
  return readDownload(download);
}

async function stepDone(page: Page) {
  const done = (await (await page.request.get('/api/completion')).json()) as { url: string }[];
  return done.map((d) => d.url).includes('/postprogram/career_services/resume');
}

test('a graduate builds a resume from the short form, phrases prison work plainly and downloads one page', async ({
  page,
}) => {
  await signIn(page, 'grad@example.org');
  await page.goto('/postprogram/career_services/resume');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build a one-page resume');
  // Prefilled from the account: a graduate holds a CDL-A.
  await expect(page.getByLabel('CDL-A (Class A)')).toBeChecked();
  await page.getByLabel('Tankers (N)').check();
  await page.getByLabel('Your CDL school').fill('Midwest Truck Driving School');
  await page.getByLabel('When you finished (month and year)').fill('Oct 2026');

  await page.getByRole('button', { name: 'Add a job' }).click();
  const job1 = page.getByRole('group', { name: 'Job 1' });
  await job1.getByLabel('Job title').fill('Warehouse associate');
  await job1.getByLabel('Where you worked').fill('Acme Foods');
  await job1.getByLabel('Started (month and year)').fill('Jan 2022');
  await job1.getByLabel('Ended (month and year, or "Present")').fill('Present');
  await job1.getByLabel('What you did (optional)').fill('Loaded trucks. Counted stock.');

  await page.getByRole('button', { name: 'Add a job' }).click();
  const job2 = page.getByRole('group', { name: 'Job 2' });
  await job2.getByLabel('Job title').fill('Kitchen lead');
  await job2.getByLabel('Where you worked').fill('State correctional facility');
  await job2.getByLabel('Started (month and year)').fill('2018');
  await job2.getByLabel('Ended (month and year, or "Present")').fill('2021');
  const suggestion = job2.getByRole('group', { name: 'A plain way to list this job' });
  await expect(suggestion).toContainText('Kitchen Lead, State of Illinois, Food Service Program');
  await expectNoA11yViolations(page);
  await screenshots(page, 'resume-form');
  await suggestion.getByRole('button', { name: 'Use this' }).click();
  await expect(job2.getByLabel('Where you worked')).toHaveValue('State of Illinois, Food Service Program');
  await expect(job2.getByLabel('I did this work while incarcerated')).toBeChecked();

  await page.getByRole('button', { name: 'Write my resume' }).click();
  const preview = page.getByRole('region', { name: 'How it will look' });
  await expect(preview).toContainText('Andre Williams');
  await expect(preview).toContainText("Class A Commercial Driver's License (CDL-A)");
  await expect(preview).toContainText('Kitchen Lead, State of Illinois, Food Service Program');
  await expect(page.getByRole('region', { name: 'Why it reads this way' })).toContainText(
    'Your CDL-A is at the top',
  );
  await expect(page.getByText('It fits on one page.')).toBeVisible();
  expect(await stepDone(page)).toBe(false);

  // The student changes a line, then downloads: the change is saved first.
  await page.getByLabel('Headline').fill('CDL-A Truck Driver, ready for regional routes');
  await expectNoA11yViolations(page);
  await screenshots(page, 'resume-written');
  const pdf = await downloadPdf(page);
  expect(pdf.pages).toBe(1);
  expect(pdf.text).toContain('Andre Williams');
  expect(pdf.text).toContain('CDL-A');
  expect(pdf.text).toContain('ready for regional routes');
  expect(pdf.text).not.toMatch(/correctional/i);
  expect(await stepDone(page)).toBe(true);
  const session = (await (await page.request.get('/api/user/session')).json()) as {
    userMetrics: { onePageResumeCreationDate: string | null };
  };
  expect(session.userMetrics.onePageResumeCreationDate).not.toBeNull();

  // The coach opens the same PDF from Andre's page in the console.
  await signIn(page, 'coach@example.org');
  await page.goto('/staff');
  await page
    .getByRole('link', { name: /Andre Williams/ })
    .first()
    .click();
  const [forCoach] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the resume (PDF)' }).click(),
  ]);
  expect(forCoach.suggestedFilename()).toBe('Andre-Williams-resume.pdf');
  const read = await readDownload(forCoach);
  expect(read.pages).toBe(1);
  expect(read.text).toContain('ready for regional routes');
});

test('a graduate builds a resume from a LinkedIn PDF and downloads one page', async ({ page }) => {
  await signIn(page, 'grad@example.org');
  await page.goto('/postprogram/career_services/resume');
  await page.getByLabel('Choose my LinkedIn PDF').setInputFiles({
    name: 'Profile.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await linkedInLikePdf({ kitchenAtPrison: true })),
  });
  // The form fills with what the PDF says.
  const job1 = page.getByRole('group', { name: 'Job 1' });
  await expect(job1.getByLabel('Job title')).toHaveValue('Shift Lead');
  await expect(job1.getByLabel('Where you worked')).toHaveValue('Acme Foods');
  await expect(page.getByRole('group', { name: 'Job 3' }).getByLabel('Where you worked')).toHaveValue(
    'State correctional facility',
  );
  await expect(page.getByLabel('Your other skills (optional)')).toHaveValue(/Forklift Operation/);
  await expect(page.getByText('We read your LinkedIn PDF.')).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'resume-linkedin');

  // A photo is not a LinkedIn PDF.
  await page.getByLabel('Choose my LinkedIn PDF').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a pdf'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'application/pdf' })).toBeVisible();

  // Read from the PDF, the prison job is recognised; this student keeps their own words.
  const job3 = page.getByRole('group', { name: 'Job 3' });
  await expect(job3.getByLabel('I did this work while incarcerated')).toBeChecked();
  await job3
    .getByRole('group', { name: 'A plain way to list this job' })
    .getByRole('button', { name: 'Keep my words' })
    .click();
  await expect(job3.getByRole('group', { name: 'A plain way to list this job' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Write my resume' }).click();
  const preview = page.getByRole('region', { name: 'How it will look' });
  await expect(preview).toContainText('Shift Lead, Acme Foods');
  await expect(preview).toContainText('Lincoln High School');
  await expect(preview).toContainText('Kitchen Lead, State correctional facility');

  const pdf = await downloadPdf(page);
  expect(pdf.pages).toBe(1);
  expect(pdf.text).toContain('Andre Williams');
  expect(pdf.text).toContain('CDL-A');
  expect(pdf.text).toContain('Shift Lead');
  expect(await stepDone(page)).toBe(true);

  // Starting over keeps the facts read from the PDF.
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByRole('group', { name: 'Job 1' }).getByLabel('Job title')).toHaveValue('Shift Lead');
});
