import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, signIn, useFreshDemo } from './fixtures';

const PHONE = '+13125550105';

// Texts and replies change demo data: each test starts from, and leaves behind, fresh demo data.
useFreshDemo();

async function shots(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `/tmp/staffsms-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The student page of Marcus Johnson (school@example.org), found through the caseload's answer. */
async function openMarcus(page: Page) {
  const res = await page.request.get('/api/admin/students');
  expect(res.ok()).toBe(true);
  const { students } = (await res.json()) as { students: { id: string; email: string }[] };
  const marcus = students.find((s) => s.email === 'school@example.org')!;
  await page.goto(`/staff/students/${marcus.id}`);
  await expect(page.getByRole('heading', { name: 'Marcus Johnson', level: 1 })).toBeVisible();
  return marcus.id;
}

test('a coach texts a student, the student’s reply lands on the timeline and in Replies, and STOP stops texts', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'coach@example.org');
  await openMarcus(page);

  const contact = page.getByRole('region', { name: 'Contact' });
  await expect(contact.getByRole('link', { name: /^Call / })).toHaveAttribute('href', `tel:${PHONE}`);
  await expect(contact.getByRole('link', { name: /^E-mail / })).toHaveAttribute(
    'href',
    'mailto:school@example.org',
  );
  const checklist = page.getByRole('region', { name: 'Checklist progress' });
  await expect(checklist.getByText('Next', { exact: true }).first()).toBeVisible();

  // An empty text is refused on the spot; a written one goes out through the SMS port.
  await contact.getByRole('button', { name: 'Send text' }).click();
  await expect(contact.getByRole('alert')).toHaveText('Write the text first.');
  await contact
    .getByRole('textbox', { name: 'Text Marcus Johnson' })
    .fill('Hi Marcus, can you come in Friday at 9?');
  await contact.getByRole('button', { name: 'Send text' }).click();
  await expect(contact.getByRole('textbox', { name: 'Text Marcus Johnson' })).toHaveValue('');

  const timeline = page.getByRole('region', { name: 'Timeline' });
  const sent = timeline.getByRole('listitem').filter({ hasText: 'Hi Marcus, can you come in Friday at 9?' });
  await expect(sent).toContainText('Texted the student');
  await expect(sent).toContainText('Staff · Kevin Reed');
  await expect
    .poll(async () => {
      const outbox = (await (await page.request.get('/api/dev/outbox')).json()) as {
        to: string;
        text: string;
      }[];
      return outbox.some((m) => m.to === PHONE && m.text === 'Hi Marcus, can you come in Friday at 9?');
    })
    .toBe(true);

  // The student answers; the dev mailbox simulates the reply through the same path as the provider's webhook.
  await page.goto('/dev/mailbox');
  await page
    .getByRole('textbox', { name: `Reply from ${PHONE}` })
    .first()
    .fill('Yes, I will be there at 9');
  await page.getByRole('button', { name: 'Send reply' }).first().click();
  await expect(page.getByRole('status')).toHaveText('Reply recorded.');

  const id = await openMarcus(page);
  const reply = page
    .getByRole('region', { name: 'Timeline' })
    .getByRole('listitem')
    .filter({ hasText: 'Yes, I will be there at 9' });
  await expect(reply).toContainText('Texted back');
  await expect(reply).toContainText('Student');
  await expectNoA11yViolations(page);
  await shots(page, 'student');

  // The Replies queue counts it until a coach handles it.
  await page.goto('/staff/replies');
  await expect(page.getByRole('heading', { name: 'Replies', level: 1 })).toBeVisible();
  await expect(page.getByText('1 reply waiting')).toBeVisible();
  const card = page.getByRole('article', { name: 'From Marcus Johnson' });
  await expect(card).toContainText('Yes, I will be there at 9');
  await expect(card.getByRole('link', { name: 'Open Marcus Johnson' })).toHaveAttribute(
    'href',
    `/staff/students/${id}`,
  );
  await expectNoA11yViolations(page);
  await shots(page, 'replies');
  await card.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByText('No replies are waiting.')).toBeVisible();
  await expect(page.getByText('0 replies waiting')).toBeVisible();

  // STOP: the page says the student opted out and offers no text box; the server refuses a text anyway.
  const stop = await page.request.post('/api/dev/sms/reply', { data: { from: PHONE, body: 'STOP' } });
  expect(stop.ok()).toBe(true);
  await openMarcus(page);
  await expect(page.getByRole('region', { name: 'Contact' })).toContainText('Marcus opted out of texts');
  await expect(page.getByRole('button', { name: 'Send text' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Timeline' }).getByRole('listitem').first()).toContainText(
    'Opted out of texts',
  );
  const refused = await page.request.post(`/api/admin/students/${id}/texts`, {
    data: { body: 'Still coming?' },
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
  expect(refused.status()).toBe(409);
  await expectNoA11yViolations(page);
  await shots(page, 'opted-out');
});
