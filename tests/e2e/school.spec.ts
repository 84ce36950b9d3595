import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, screenshots, signIn, useFreshDemo } from './fixtures';

// These tests change demo people's status: each starts from, and leaves behind, fresh demo data.
useFreshDemo();

async function answer(page: Page, n: number, choice: string) {
  await expect(page.getByText(`Question ${n} of 5`)).toBeVisible();
  const cont = page.getByRole('button', { name: n === 5 ? 'Send my answers' : 'Continue' });
  await expect(cont).toBeDisabled();
  await page.getByRole('radio', { name: choice, exact: true }).check();
}

test('all yes without a funding record leads to the schedule-a-call page, which completes the step', async ({
  page,
}) => {
  expect(
    (
      await page.request.patch('/api/dev/user', {
        data: { email: 'school@example.org', wfbFundingStatus: null },
      })
    ).ok(),
  ).toBe(true);
  await signIn(page, 'school@example.org');
  await page.goto('/program/school/pre_enrollment');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Start' }).click();
  await answer(page, 1, 'Yes');
  await expectNoA11yViolations(page);
  await screenshots(page, 'pre-enrollment-q1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await answer(page, 2, 'Yes');
  await page.getByRole('button', { name: 'Continue' }).click();
  await answer(page, 3, 'Yes');
  await page.getByRole('button', { name: 'Continue' }).click();
  await answer(page, 4, 'Yes');
  await page.getByRole('button', { name: 'Continue' }).click();
  const modal = page.getByRole('dialog', { name: 'Please be sure' });
  await expect(modal).toContainText('removed from the program for good');
  await expectNoA11yViolations(page);
  await modal.getByRole('button', { name: 'I understand, I am drug-free' }).click();
  await answer(page, 5, 'Yes');
  await page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(page.getByRole('heading', { name: 'Book a call with your Success Coach' })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'pre-enrollment-call');
  await page.getByRole('button', { name: 'Pick a time' }).click();
  const slots = page.getByRole('dialog', { name: 'Pick a time for your call' });
  await expect(slots.getByRole('button', { name: 'Book this time' })).toBeDisabled();
  await slots.getByRole('radio').nth(1).check();
  await expectNoA11yViolations(page);
  await slots.getByRole('button', { name: 'Book this time' }).click();
  await expect(slots.getByText(/Your call is booked for/)).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'I booked my call' }).click();
  await expect(page).toHaveURL(/\/program\/school$/);
  // Coming back starts at the schedule-a-call view.
  await page.goto('/program/school/pre_enrollment');
  await expect(page.getByRole('heading', { name: 'Book a call with your Success Coach' })).toBeVisible();
});

test('a "Not sure" answer puts the student on hold with a ticket; mismatched e-mails are caught first', async ({
  page,
}) => {
  await signIn(page, 'school@example.org');
  await page.goto('/program/school/pre_enrollment');
  await page.getByRole('button', { name: 'Start' }).click();
  await answer(page, 1, 'Yes');
  await page.getByRole('button', { name: 'Continue' }).click();
  await answer(page, 2, 'No');
  await page.getByLabel('Payment account e-mail').fill('pay@example.org');
  await page.getByLabel('Type the payment e-mail again').fill('pay@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Email addresses do not match.')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByLabel('Type the payment e-mail again').fill('pay@example.org');
  await page.getByRole('button', { name: 'Continue' }).click();
  await answer(page, 3, 'Yes');
  await page.getByRole('button', { name: 'Continue' }).click();
  await answer(page, 4, 'Not sure');
  await expect(page.getByText('We will send you an at-home test')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await answer(page, 5, 'Yes');
  await page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(page).toHaveURL(/\/program\/onhold$/);
  await expect
    .poll(async () =>
      ((await (await page.request.get('/api/dev/helpdesk')).json()) as { subject: string }[]).map(
        (t) => t.subject,
      ),
    )
    .toContain('Trucking School Pre-Enrollment Questions');
});

test('the attendance and training policies are agreed to and complete their steps', async ({ page }) => {
  await signIn(page, 'school@example.org');
  await page.goto('/program/school/attendance_policy');
  await expect(page.getByRole('heading', { name: 'Attendance Policy' })).toBeVisible();
  await expect(page.getByText('3 no-call no-shows')).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'attendance-policy');
  await page.getByRole('button', { name: 'I agree' }).click();
  await expect(page).toHaveURL(/\/program\/school$/);
  await page.goto('/program/school/training_policy');
  await expect(page.getByText('manual truck')).toBeVisible();
  await page.getByRole('button', { name: 'I agree' }).click();
  await expect(page).toHaveURL(/\/program\/school$/);
  const done = ((await (await page.request.get('/api/completion')).json()) as { url: string }[]).map(
    (c) => c.url,
  );
  expect(done).toEqual(
    expect.arrayContaining(['/program/school/attendance_policy', '/program/school/training_policy']),
  );
});

test('the end of school names what graduation still waits for, instead of a button the server refuses', async ({
  page,
}) => {
  await signIn(page, 'school@example.org');
  const session = await (await page.request.get('/api/user/session')).json();
  expect(session.documents.fwAgreementStatus).not.toBe('complete');
  await page.goto('/program/school/interstitial');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Before you can finish school:');
  await expect(page.getByRole('listitem').filter({ hasText: 'Sign your program agreement' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Go to/ })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await screenshots(page, 'graduation-waits');
  // Asked by hand, the server refuses the move all the same.
  const moved = await page.request.patch('/api/user', {
    data: { status: '5_PostProgram', from: '4_School' },
  });
  expect(moved.status()).toBe(409);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/program\/school$/);
});
