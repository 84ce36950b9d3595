import { expect, type Locator, type Page } from '@playwright/test';
import { documentPhoto } from './fixtures';

/**
 * Steps that set up work for a coach (as the student) and that a coach takes on it, shared by the
 * documents, rides, stipends and staff browser tests.
 */

/** The student sends a document photo straight to the upload call, as the upload screen does. */
export async function sendDocumentPhoto(student: Page, folder = 'cdlALicense'): Promise<void> {
  const sent = await student.request.post('/api/spaces', {
    multipart: { folder, file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await documentPhoto() } },
  });
  expect(sent.ok()).toBe(true);
}

/** The student asks for a week's stipend with full attendance and the week-1 answers. */
export async function askForStipend(student: Page, email: string, week = 1): Promise<void> {
  const sent = await student.request.post('/api/paypal/requestStipend', {
    data: {
      email,
      reasonNotes: 'Attendance: full',
      week,
      answers: { week1: { ready: 4, hardest: 'Backing up' } },
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
}

/** Opens the Uber access request from the menu of a student without rides. */
export async function openUberAccessRequest(student: Page): Promise<Locator> {
  await student.getByRole('button', { name: 'Menu' }).click();
  await expect(student.getByRole('button', { name: 'Request a ride' })).toHaveCount(0);
  await student.getByRole('button', { name: 'Request Uber access' }).click();
  return student.getByRole('dialog');
}

export async function sendUberAccessRequest(dialog: Locator, reason: string): Promise<void> {
  await dialog.getByLabel('Why do you need rides?').fill(reason);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(
    dialog.getByText(
      'Your request for Uber access has been submitted. The team will get back to you as soon as possible.',
    ),
  ).toBeVisible();
}

/**
 * Opens one item of a staff queue (a list beside the selected item's card): clicks its row, whose name
 * starts with the card's heading, and answers the card.
 */
export async function openQueueItem(coach: Page, name: string | RegExp): Promise<Locator> {
  await coach.getByRole('button', { name }).first().click();
  return coach.getByRole('article', { name });
}

/** The coach approves the pending photo whose card is named `card` in the documents queue. */
export async function approveDocument(coach: Page, card: RegExp): Promise<void> {
  await coach.goto('/staff/documents');
  const item = await openQueueItem(coach, card);
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(item).toHaveCount(0);
}

/** The coach turns Uber on from the rides queue for the student named `name`. */
export async function enableUber(coach: Page, name: string, reason: string | RegExp): Promise<void> {
  await coach.goto('/staff/rides');
  const card = await openQueueItem(coach, name);
  await expect(card).toContainText(reason);
  await card.getByRole('button', { name: 'Turn on Uber' }).click();
  await expect(card).toHaveCount(0);
}

/** The coach approves and pays a stipend week, then marks it paid (to the student's payment e-mail). */
export async function payStipend(coach: Page, card: RegExp, email: string): Promise<void> {
  await coach.goto('/staff/stipends');
  const item = await openQueueItem(coach, card);
  // The survey answers read as questions and answers, not as data.
  await expect(
    item.getByRole('term').filter({ hasText: 'What was the hardest part of this week?' }),
  ).toBeVisible();
  await expect(item).not.toContainText('{');
  await expect(item).toContainText(email);
  await item.getByRole('button', { name: 'Approve' }).click();
  await item.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(item).toHaveCount(0);
}
