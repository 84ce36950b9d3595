import { expect, test, type Page } from '@playwright/test';
import {
  expectNoA11yViolations,
  expectNoMessageKeys,
  signIn,
  useFreshDemo,
  shotsAtTwoWidths,
} from './fixtures';

// These tests change demo people's facts and status: each starts from, and leaves behind, fresh demo data.
useFreshDemo();

/** Screenshots at 1280×800 and 360×800 for a person to look at. */
async function shots(page: Page, name: string) {
  await expectNoMessageKeys(page);
  await shotsAtTwoWidths(page, '/tmp/shots-facts', name);
}

/** A student's page in the console, found through the caseload's answer. */
async function openStudent(page: Page, email: string, name: string) {
  const res = await page.request.get('/api/admin/students');
  expect(res.ok()).toBe(true);
  const { students } = (await res.json()) as { students: { id: string; email: string }[] };
  const student = students.find((s) => s.email === email)!;
  await page.goto(`/staff/students/${student.id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  return page.getByRole('region', { name: 'Program facts' });
}

/** YYYY-MM-DD of `days` ago (UTC). */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

test('a coach brings a student back from on hold and sets school, start date and stipends; the student sees them', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'coach@example.org');
  const facts = await openStudent(page, 'onhold@example.org', 'Tanya Brooks');

  // Back from on hold, with a reason.
  await facts.getByRole('button', { name: 'Correct the status' }).click();
  await expect(facts.getByRole('alert')).toHaveText('Choose a status from the list.');
  await facts.getByLabel('New status').selectOption({ label: 'In trucking school' });
  await facts.getByLabel('Reason (the student does not see it)').fill('Cleared the drug test on retest');
  await facts.getByRole('button', { name: 'Correct the status' }).click();
  await expect(facts.getByText('Status corrected. The student has been told.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText('In trucking school');

  // A stipend plan without a start date is refused with the reason; with it, everything saves.
  await facts.getByLabel('Trucking school').selectOption({ label: 'Midwest CDL Training Center' });
  await facts.getByLabel('Weekly stipends are part of the plan').check();
  await facts.getByRole('button', { name: 'Save program facts' }).click();
  await expect(facts.getByRole('alert')).toHaveText(
    'Weekly stipends count from the school start date. Enter the start date too.',
  );
  await facts.getByLabel('School start date').fill(daysAgo(10));
  await facts.getByRole('button', { name: 'Save program facts' }).click();
  await expect(facts.getByText('Saved. The student has been told.')).toBeVisible();
  await expect(facts.getByLabel('Trucking school')).toHaveValue(/[0-9a-f-]{36}/);
  const audit = page.getByRole('region', { name: 'Audit log' });
  await expect(audit).toContainText('Changed Trucking school of Tanya Brooks');
  await expect(audit).toContainText('After: Midwest CDL Training Center');
  await expect(audit).toContainText('Corrected the status of Tanya Brooks (Cleared the drug test on retest)');
  await expectNoA11yViolations(page);
  await facts.scrollIntoViewIfNeeded();
  await shots(page, 'student-page-facts');

  // The student is told, and sees the school and the stipend week 1 open.
  await expect
    .poll(async () => {
      const outbox = (await (await page.request.get('/api/dev/outbox')).json()) as {
        to: string;
        text: string;
      }[];
      return outbox.some(
        (m) =>
          m.to === 'onhold@example.org' &&
          m.text.includes('Your school is set: Midwest CDL Training Center.'),
      );
    })
    .toBe(true);

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const student = await context.newPage();
  await signIn(student, 'onhold@example.org');
  await student.goto('/program/school/your_school');
  await expect(student.getByText('Midwest CDL Training Center').first()).toBeVisible();
  await expect(student.getByText('has not assigned your school yet')).toHaveCount(0);
  await expectNoA11yViolations(student);
  await student.goto('/program/school/stipend/1');
  await expect(student.getByRole('heading', { name: 'Week 1 stipend' })).toBeVisible();
  await expect(student.getByText(/Your school start date: /)).toBeVisible();
  await expect(student.getByText(/we do not have a school start date/i)).toHaveCount(0);
  // Week 1 can be asked for, paid to the e-mail on file.
  await expect(
    student.getByRole('group', { name: 'Did you go to school every day this week?' }),
  ).toBeVisible();
  await expect(student.getByText('Your stipends are paid to this e-mail:')).toBeVisible();
  await context.close();
});

test('a coach assigns a career coach and the graduate’s “Meet your career coach” shows them', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'coach@example.org');
  let facts = await openStudent(page, 'grad@example.org', 'Andre Williams');
  await facts.getByLabel('Career coach').selectOption({ label: 'No career coach yet' });
  await facts.getByRole('button', { name: 'Save program facts' }).click();
  await expect(facts.getByText('Saved. The student has been told.')).toBeVisible();

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const grad = await context.newPage();
  await signIn(grad, 'grad@example.org');
  await grad.goto('/postprogram/career_services/know_career_coach');
  await expect(grad.getByText('Coach information unavailable')).toBeVisible();

  facts = await openStudent(page, 'grad@example.org', 'Andre Williams');
  await facts.getByLabel('Career coach').selectOption({ label: 'Kevin Reed' });
  await facts.getByRole('button', { name: 'Save program facts' }).click();
  await expect(facts.getByText('Saved. The student has been told.')).toBeVisible();

  await grad.reload();
  await expect(grad.getByText('Kevin Reed').first()).toBeVisible();
  await expect(grad.getByText('Coach information unavailable')).toHaveCount(0);
  await expectNoA11yViolations(grad);
  await context.close();
});

test('the list of schools reads for coaches and is changed by admins', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'coach@example.org');
  await page.getByRole('link', { name: 'Schools' }).click();
  await expect(page.getByRole('heading', { name: 'Trucking schools', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Midwest CDL Training Center' })).toBeVisible();
  await expect(page.getByText('Only an admin can do this.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a school' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await shots(page, 'schools-coach');
});
