import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, signIn, waitForCode, useFreshDemo } from './fixtures';

const SHOTS = '/tmp/shots-enrolment';

// Enrolment adds students: each test starts from, and leaves behind, fresh demo data.
useFreshDemo();

async function shots(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}x800.png`, fullPage: true });
    // Nothing makes the page wider than the screen (a wide table scrolls in its own box).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoA11yViolations(page);
  }
}

const csv = [
  'first_name,last_name,email,phone,date_of_birth,language,coach_email',
  'Rosa,Vega,rosa.vega@example.org,(312) 555-0180,1988-06-01,es,coach@example.org',
  'Tom,Webb,tom.webb@example,312-555-0181,,en,',
  'Nia,Brooks,nia.brooks@example.org,312 555 0182,,en,coach@example.org',
].join('\n');

test('a coach imports a 3-row CSV with one bad row, and a new student signs in to the welcome stage', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'coach@example.org');
  await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Enrol' }).click();
  await expect(page).toHaveURL(/\/staff\/enrol$/);
  await expect(page.getByRole('heading', { name: 'Enrol students', level: 1 })).toBeVisible();
  await shots(page, 'enrol-page');

  const importer = page.getByRole('region', { name: 'Import from a file' });
  await importer.getByRole('button', { name: 'Check the file' }).click();
  await expect(importer.getByRole('alert')).toHaveText('Choose a CSV file first.');
  await importer
    .getByLabel('CSV file')
    .setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await importer.getByRole('button', { name: 'Check the file' }).click();

  await expect(importer.getByRole('heading', { name: 'Preview of students.csv' })).toBeVisible();
  await expect(importer.getByText('2 new, 0 already enrolled, 1 wrong')).toBeVisible();
  const rows = importer.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(2)).toContainText('Wrong');
  await expect(rows.nth(2)).toContainText('Row 3: the e-mail address is not valid');
  await expect(rows.nth(1)).toContainText('New');
  await shots(page, 'enrol-preview');

  await page.setViewportSize({ width: 1280, height: 800 });
  await importer.getByRole('button', { name: 'Import 2 students' }).click();
  await expect(importer.getByRole('status')).toContainText('Enrolled 2 students.');
  await expect(importer.getByRole('status')).toContainText('1 row was wrong and left out.');
  await expect(importer.getByRole('table').getByRole('row').nth(1)).toContainText('Enrolled now');
  await shots(page, 'enrol-result');

  // Importing the same file again adds nobody.
  await page.setViewportSize({ width: 1280, height: 800 });
  await importer.getByRole('button', { name: 'Import another file' }).click();
  await importer
    .getByLabel('CSV file')
    .setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await importer.getByRole('button', { name: 'Check the file' }).click();
  await expect(importer.getByText('0 new, 2 already enrolled, 1 wrong')).toBeVisible();
  await expect(importer.getByText('There is no new student to import in this file.')).toBeVisible();
  await expect(importer.getByRole('button', { name: /^Import \d/ })).toHaveCount(0);

  // The welcome reached the new student in Spanish, and names where to sign in.
  const outbox = (await (await page.request.get('/api/dev/outbox')).json()) as {
    to: string;
    subject: string | null;
    text: string;
  }[];
  const welcome = outbox.find((m) => m.to === 'rosa.vega@example.org');
  expect(welcome?.subject).toBe('Te damos la bienvenida a Freeway');
  expect(outbox.some((m) => m.to === '+13125550180' && /clave/.test(m.text))).toBe(true);
  expect(outbox.some((m) => m.to === 'tom.webb@example')).toBe(false);

  // The new student signs in with the code from the outbox, as the welcome says, and starts at the
  // beginning: the welcome stage, whose first visit checks their e-mail address (spec 001 §2).
  await page.request.post('/api/logout');
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill('nia.brooks@example.org');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText('we have sent a code')).toBeVisible();
  const code = await waitForCode(page.request, 'nia.brooks@example.org', 1);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/program\/welcome$/);
  await expect(
    page.getByRole('heading', { name: 'Make your e-mail look professional', level: 1 }),
  ).toBeVisible();
});

test('a coach adds one student with the form; mistakes are named on their fields', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'coach@example.org');
  await page.goto('/staff/enrol');
  const form = page.getByRole('region', { name: 'Add a student' });
  await form.getByRole('button', { name: 'Add student' }).click();
  await expect(form.getByText('The first name is missing.')).toBeVisible();
  await expect(form.getByLabel('First name')).toBeFocused();

  await form.getByLabel('First name').fill('Lena');
  await form.getByLabel('Last name').fill('Ortiz');
  await form.getByLabel('E-mail address').fill('new@example.org');
  await form.getByLabel('Mobile phone number').fill('312 555 0185');
  await form.getByLabel('Preferred language').selectOption('es');
  await form.getByRole('button', { name: 'Add student' }).click();
  await expect(form.getByText('A student with this e-mail address is already enrolled.')).toBeVisible();
  await expect(form.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  await shots(page, 'enrol-form-error');

  await page.setViewportSize({ width: 1280, height: 800 });
  await form.getByLabel('E-mail address').fill('lena.ortiz@example.org');
  await form.getByRole('button', { name: 'Add student' }).click();
  await expect(form.getByRole('status')).toContainText('Lena Ortiz is enrolled.');
  await form.getByRole('link', { name: 'Open Lena Ortiz’s page' }).click();
  await expect(page.getByRole('heading', { name: 'Lena Ortiz', level: 1 })).toBeVisible();
});
