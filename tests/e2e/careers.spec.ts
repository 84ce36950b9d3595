import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectNoA11yViolations, screenshots, signIn } from './fixtures';
import { fakeMicrophone } from './chromium';

// Chromium's fake microphone (a steady tone), granted without a prompt.
test.use(fakeMicrophone);

async function outboxTo(page: Page, to: string): Promise<{ subject: string | null; text: string }[]> {
  const res = await page.request.get('/api/dev/outbox');
  return ((await res.json()) as { to: string; subject: string | null; text: string }[]).filter(
    (m) => m.to === to,
  );
}

async function pickTime(page: Page, dayIndex: number) {
  const calendar = page.locator('form.booking-calendar');
  await calendar.getByRole('group', { name: 'Day' }).getByRole('radio').nth(dayIndex).check();
  await calendar.getByRole('group', { name: 'Time' }).getByRole('radio').first().check();
  return calendar;
}

test('the post-program homepage and career services show First Things First', async ({ page }) => {
  await signIn(page, 'grad@example.org');
  await expect(page).toHaveURL(/\/postprogram$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Career Services Portal');
  await expect(page.getByRole('heading', { name: 'First Things First' })).toBeVisible();
  await expect(page.getByText('Meet your career coach')).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'careers-home');
  await page.goto('/postprogram/career_services');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('First Things First');
  await expect(page.getByText('Take the Interview Workshop class')).toHaveCount(0);
});

test('the welcome page names the career coach and lists the career steps in checklist order', async ({
  page,
}) => {
  await signIn(page, 'grad@example.org');
  await page.goto('/postprogram/welcome');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Career Services');
  await expect(page.getByText(/^Kevin Reed is your career coach\./)).toBeVisible();
  const steps = page
    .getByRole('list')
    .filter({ has: page.getByRole('link', { name: 'Meet your career coach' }) });
  const names = await steps.getByRole('listitem').getByRole('link').allTextContents();
  expect(names[0]).toBe('Meet your career coach');
  expect(names).toContain('Build a one-page resume');
  expect(names.indexOf('Build a one-page resume')).toBeGreaterThan(
    names.indexOf('Add a professional profile photo'),
  );
  await expectNoA11yViolations(page);
  await screenshots(page, 'careers-welcome');
  await steps.getByRole('link', { name: 'Build a one-page resume' }).click();
  await expect(page).toHaveURL(/\/postprogram\/career_services\/resume$/);
});

test('a graduate books, reschedules and cancels a coaching call, with reminders following', async ({
  page,
  browser,
}) => {
  await signIn(page, 'grad@example.org');
  await page.goto('/postprogram/career_services/know_career_coach');
  await expect(page.getByText('Kevin Reed')).toBeVisible();
  const calendar = await pickTime(page, 2);
  await expect(calendar.getByLabel('Your name')).toHaveValue('Andre Williams');
  await expect(calendar.getByLabel('Your program e-mail')).toHaveValue('grad@example.org');
  await expect(calendar.getByLabel('Your phone')).toHaveValue('+13125550107');
  await expectNoA11yViolations(page);
  await screenshots(page, 'careers-calendar');
  await calendar.getByRole('button', { name: 'Book this time' }).click();

  const booked = page.locator('.booked');
  await expect(booked.getByText('You are already signed up!')).toBeVisible();
  await expect(booked.getByRole('link', { name: 'Join Zoom' })).toHaveAttribute('href', /\/meet\//);
  const meeting = await booked.getByRole('link', { name: 'Join Zoom' }).getAttribute('href');
  const firstWhen = await booked.locator('.booked-when').textContent();
  const firstReminders = await booked.locator('.reminder-list').textContent();
  expect(firstReminders).toContain('Text on');
  expect(firstReminders).toContain('E-mail on');
  await expectNoA11yViolations(page);
  await screenshots(page, 'careers-booked');
  const bookedText = async () =>
    (await outboxTo(page, '+13125550107')).find((m) =>
      m.text.startsWith('Freeway: you are booked for Career Coaching Call'),
    )?.text;
  await expect.poll(bookedText).toBeTruthy();

  // The text's short link on a phone that is signed out: sign-in first, then the bookings page.
  const link = new URL((await bookedText())!.split(' ').at(-1)!);
  expect(link.pathname).toBe('/b');
  const signedOut = await browser.newContext();
  const phone = await signedOut.newPage();
  await phone.goto(new URL(link.pathname, page.url()).href);
  await expect(phone).toHaveURL(/\/login$/);
  await signIn(phone, 'grad@example.org');
  await expect(phone).toHaveURL(/\/postprogram\/career_services\/bookings$/);
  await expect(phone.getByRole('heading', { name: 'Career Coaching Call' })).toBeVisible();
  await expect(phone.getByRole('link', { name: 'Join Zoom' })).toBeVisible();
  await expectNoA11yViolations(phone);
  await screenshots(phone, 'careers-bookings');
  await signedOut.close();

  await booked.getByRole('button', { name: 'Reschedule' }).click();
  await (await pickTime(page, 4)).getByRole('button', { name: 'Book this time' }).click();
  await expect(page.getByText('You are already signed up!')).toBeVisible();
  await expect(page.locator('.booked-when')).not.toHaveText(firstWhen!);
  await expect(page.locator('.reminder-list')).not.toHaveText(firstReminders!);
  await expect
    .poll(async () =>
      (await outboxTo(page, 'grad@example.org')).some((m) => m.subject === 'New time: Career Coaching Call'),
    )
    .toBe(true);

  await page.locator('.booked').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByRole('button', { name: 'Book this time' })).toBeVisible();
  await expect(page.locator('.reminder-list')).toHaveCount(0);
  await expect
    .poll(async () =>
      (await outboxTo(page, 'grad@example.org')).some((m) => m.subject === 'Cancelled: Career Coaching Call'),
    )
    .toBe(true);

  // The cancelled booking's room link says so instead of showing a room (program-settings.spec.ts has the rooms).
  await page.goto(new URL(meeting!).pathname);
  await expect(page.getByRole('heading', { name: 'Your booked call' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(/could not find this booking/);
  await expectNoA11yViolations(page);
});

test('a practice interview with the fake microphone and typed answers ends with feedback and a transcript', async ({
  page,
}) => {
  await signIn(page, 'grad@example.org');
  await page.goto('/postprogram/career_services/interview_agent');
  await expect(page.getByRole('heading', { name: 'FW Interview AI Agent' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Start Call' }).click();
  await expect(page.getByText('Call status: Connected')).toBeVisible();
  await expect(page.locator('canvas.waveform')).toHaveAttribute('data-live', 'true');
  const conversation = page.locator('.messages');
  await expect(conversation).toContainText('drive a truck for a living');
  await expect(page.getByText('Step: Intro')).toBeVisible();

  const answer = page.getByLabel('Your answer');
  await answer.fill(
    'I finished my CDL-A training. I am safe and always on time, and I want a steady career driving.',
  );
  await page.getByRole('button', { name: 'Send answer' }).click();
  await expect(conversation).toContainText('explain your past to an employer');
  await expect(page.getByText('Step: Interview')).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'interview-call');

  await answer.fill(
    'I made a mistake and I take responsibility. Since then I finished the program and work every day.',
  );
  await page.getByRole('button', { name: 'Send answer' }).click();
  const card = page.getByRole('region', { name: 'Feedback' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { name: 'What went well' })).toBeVisible();
  await expect(page.getByText('Step: Feedback')).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'interview-feedback');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Transcript' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^interview-transcript-\d{4}-\d{2}-\d{2}-\d{4}\.txt$/);
  const text = readFileSync((await file.path())!, 'utf8');
  expect(text).toContain('Andre: I made a mistake');
  expect(text).toContain('Sam: Feedback:');

  await page.getByRole('button', { name: 'End Call' }).click();
  await expect(page.getByText('Call status: Disconnected')).toBeVisible();
});

test('without microphone permission the call does not start', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await signIn(page, 'grad@example.org');
  await page.goto('/postprogram/career_services/interview_agent');
  await page.getByRole('button', { name: 'Start Call' }).click();
  await expect(
    page.getByText('Microphone permission denied. Please allow access to use voice features.'),
  ).toBeVisible();
  await expect(page.getByText('Call status: Disconnected')).toBeVisible();
  await expect(page.locator('.messages')).toHaveCount(0);
});

test('the interview workshop shows its lesson and its live sessions, and booking one completes the step', async ({
  page,
}) => {
  await signIn(page, 'grad@example.org');
  await page.goto('/postprogram/career_services/interview_workshop');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Interview Workshop');
  await expect(page.locator('video')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Join a live workshop' })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'careers-workshop');
  await (await pickTime(page, 1)).getByRole('button', { name: 'Book this time' }).click();
  await expect(page.locator('.booked').getByText('You are already signed up!')).toBeVisible();
  const done = (await (await page.request.get('/api/completion')).json()) as { url: string }[];
  expect(done.map((c) => c.url)).toContain('/postprogram/career_services/interview_workshop');
});
