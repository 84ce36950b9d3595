import { expect, test, type Page } from '@playwright/test';
import {
  expectNoA11yViolations,
  expectNoMessageKeys,
  signIn,
  useFreshDemo,
  shotsAtTwoWidths,
} from './fixtures';

// These tests add boards and change a demo student's facts: each starts from, and leaves behind, fresh demo data.
useFreshDemo();

/** Screenshots at 1280×800 and 360×800 for a person to look at. */
async function shots(page: Page, name: string) {
  await expectNoMessageKeys(page);
  await shotsAtTwoWidths(page, '/tmp/shots-boards', name);
}

test('an admin adds a workforce board with a One Stop office; a coach assigns it on a student’s page', async ({
  page,
}) => {
  // Three sign-ins, two forms and four accessibility checks.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin@example.org');
  await page.getByRole('link', { name: 'Workforce boards' }).click();
  await expect(page.getByRole('heading', { name: 'Workforce boards', level: 1 })).toBeVisible();
  // The seeded board lists its offices from content, read-only.
  await expect(
    page.getByRole('heading', { name: 'Chicago Cook Workforce Partnership', level: 2 }),
  ).toBeVisible();
  await expect(page.getByText('From content').first()).toBeVisible();

  await page.getByRole('button', { name: 'Add a workforce board' }).click();
  const boardForm = page.locator('form', {
    has: page.getByRole('heading', { name: 'Add a workforce board' }),
  });
  await boardForm.getByLabel('Name').fill('Will County Workforce Board');
  await boardForm.getByLabel('Booking or information link (optional)').fill('http://workforce.example.org');
  await boardForm.getByRole('button', { name: 'Save board' }).click();
  await expect(boardForm.getByRole('alert')).toHaveText('Enter a full link that starts with https://.');
  await boardForm
    .getByLabel('Booking or information link (optional)')
    .fill('https://workforce.example.org/will');
  await expectNoA11yViolations(page);
  await boardForm.getByRole('button', { name: 'Save board' }).click();
  await expect(page.locator('#main').getByRole('status')).toHaveText(
    'Board added. Add its One Stop offices next.',
  );
  await expect(page.getByRole('heading', { name: 'Will County Workforce Board', level: 2 })).toBeVisible();
  await expect(page.getByText('Content name: wb-will-county-workforce-board')).toBeVisible();
  await expect(page.getByText('No office yet: a One Stop ride has no destination.')).toBeVisible();

  await page.getByRole('button', { name: 'Add an office to Will County Workforce Board' }).click();
  const officeForm = page.locator('form', {
    has: page.getByRole('heading', { name: 'Add an office to Will County Workforce Board' }),
  });
  await officeForm.getByLabel('Name').fill('American Job Center Joliet');
  await officeForm.getByLabel('Street address').fill('2400 Glenwood Ave');
  await officeForm.getByLabel('City').fill('Joliet');
  await officeForm.getByLabel('State').fill('IL');
  await officeForm.getByLabel('ZIP code').fill('60435');
  await officeForm.getByLabel('Hours').fill('Mon-Fri 8:30am-4:30pm');
  await officeForm.getByLabel('Phone').fill('815 555 0142');
  await officeForm.getByLabel('Ride destination latitude').fill('41.5067');
  await officeForm.getByLabel('Ride destination longitude').fill('-88.1028');
  await expectNoA11yViolations(page);
  await shots(page, 'boards-office-form');
  await officeForm.getByRole('button', { name: 'Save office' }).click();
  await expect(page.locator('#main').getByRole('status')).toHaveText('Office added.');
  await expect(page.getByText('2400 Glenwood Ave, Joliet, IL 60435')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove American Job Center Joliet' })).toBeVisible();
  await expectNoA11yViolations(page);
  await shots(page, 'boards-admin');

  // A coach reads the list and assigns the new board on a student's page.
  await signIn(page, 'coach@example.org');
  await page.goto('/staff/boards');
  await expect(page.getByRole('heading', { name: 'Will County Workforce Board', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a workforce board' })).toHaveCount(0);
  await expect(page.getByText('Only an admin can do this.')).toBeVisible();
  await expectNoA11yViolations(page);
  await shots(page, 'boards-coach');

  const res = await page.request.get('/api/admin/students');
  const { students } = (await res.json()) as { students: { id: string; email: string }[] };
  const student = students.find((s) => s.email === 'permit@example.org')!;
  await page.goto(`/staff/students/${student.id}`);
  const facts = page.getByRole('region', { name: 'Program facts' });
  await facts
    .getByLabel('Workforce board', { exact: true })
    .selectOption({ label: 'Will County Workforce Board' });
  await facts.getByRole('button', { name: 'Save program facts' }).click();
  await expect(facts.getByText('Saved. The student has been told.')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Program facts' }).getByLabel('Workforce board', { exact: true }),
  ).toHaveValue(/[0-9a-f-]{36}/);
  await expect(page.getByRole('link', { name: 'Manage the list of workforce boards' })).toBeVisible();
  // The board now counts the student, so it cannot be removed.
  await signIn(page, 'admin@example.org');
  await page.goto('/staff/boards');
  const item = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'Will County Workforce Board', level: 2 }),
  });
  await expect(item.getByText('Students assigned or wait-listed: 1')).toBeVisible();
  await expect(item.getByRole('button', { name: 'Remove Will County Workforce Board' })).toHaveCount(0);
});
