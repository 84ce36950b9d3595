import { expect, test } from '@playwright/test';
import { passTest } from '../learning-answers';
import { countMessages, expectNoA11yViolations, screenshots, signIn, useFreshDemo } from './fixtures';
import {
  approveDocument,
  askForStipend,
  enableUber,
  openUberAccessRequest,
  payStipend,
  sendDocumentPhoto,
  sendUberAccessRequest,
  openQueueItem,
} from './staff-steps';

// Notes and tickets change demo data: each test starts from, and leaves behind, fresh demo data.
useFreshDemo();

test('a coach filters the caseload, opens a student, adds and edits a note and finds both in the audit log', async ({
  page,
}) => {
  await signIn(page, 'coach@example.org');
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole('heading', { name: 'Caseload', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Staff console' });
  await expect(nav.getByRole('link', { name: 'Caseload' })).toHaveAttribute('aria-current', 'page');
  const students = page.locator('.caseload-table tbody tr');
  await expect(page.getByRole('status').filter({ hasText: '7 students' })).toBeVisible();
  await expect(students).toHaveCount(7);
  await expect(page.getByRole('link', { name: 'Maria Lopez' })).toBeVisible();
  await expect(students.first()).toContainText(/Next:|Waits on staff:/);
  await expectNoA11yViolations(page);
  await screenshots(page, 'staff-caseload');

  // Waiting on staff: only students with a photo, a stipend request or a ticket waiting.
  // The filter lives in the URL: click, then wait for the navigation rather than the box's own state.
  await page.getByRole('checkbox', { name: 'Waiting on staff' }).click();
  await expect(page).toHaveURL(/waiting=true/);
  await expect(page.getByRole('status').filter({ hasText: '7 students' })).toHaveCount(0);
  await expect(students).not.toHaveCount(7);
  await expect(page.getByRole('link', { name: 'Maria Lopez' })).toHaveCount(0);
  const waiting = await students.count();
  expect(waiting).toBeGreaterThan(0);
  expect(waiting).toBeLessThan(7);
  for (let i = 0; i < waiting; i++)
    await expect(students.nth(i).locator('.waiting li').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Maria Lopez' })).toHaveCount(0);

  // The coach filter: Maria has no coach yet.
  await page.getByRole('checkbox', { name: 'Waiting on staff' }).click();
  await expect(page).not.toHaveURL(/waiting=true/);
  await page.getByRole('combobox', { name: 'Coach', exact: true }).selectOption({ label: 'No coach yet' });
  await expect(students).toHaveCount(1);
  await expect(students.first()).toContainText('Maria Lopez');
  await page.getByRole('combobox', { name: 'Coach', exact: true }).selectOption({ label: 'Any coach' });
  await page.getByRole('combobox', { name: 'Stage' }).selectOption('4_School');
  await expect(students).toHaveCount(1);

  await page.getByRole('link', { name: 'Marcus Johnson' }).click();
  await expect(page).toHaveURL(/\/staff\/students\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Marcus Johnson', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Checklist progress' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Review the photos' })).toHaveAttribute(
    'href',
    /\/staff\/documents\?student=/,
  );

  // The coach can hand the student over; the change lands in the student's audit trail.
  await page.getByRole('combobox', { name: 'Coach', exact: true }).selectOption({ label: 'No coach yet' });
  await expect(page.getByRole('region', { name: 'Audit log' })).toContainText('Changed the coach');
  await expect(page.getByRole('combobox', { name: 'Coach', exact: true })).toHaveValue('');

  const notes = page.getByRole('region', { name: 'Notes' });
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByRole('alert')).toHaveText('Write the note first.');
  await notes.getByRole('combobox', { name: 'Kind of note' }).selectOption({ label: 'Call' });
  await notes.getByRole('textbox', { name: 'Note' }).fill('Called Marcus about the road test date.');
  await notes.getByRole('button', { name: 'Add note' }).click();
  const note = notes.getByRole('article').first();
  await expect(note).toContainText('Called Marcus about the road test date.');
  await expect(note).toContainText('Kevin Reed');
  await expect(notes.getByRole('textbox', { name: 'Note' })).toHaveValue('');
  await expectNoA11yViolations(page);

  await note.getByRole('button', { name: /Edit/ }).click();
  await expectNoA11yViolations(page);
  await notes.getByRole('textbox', { name: 'Note' }).last().fill('Road test booked for Friday.');
  await notes.getByRole('button', { name: 'Save note' }).click();
  const edited = notes.getByRole('article').first();
  await expect(edited).toContainText('Road test booked for Friday.');
  await expect(edited).toContainText('edited by Kevin Reed');
  const audit = page.getByRole('region', { name: 'Audit log' });
  await expect(audit).toContainText('Edited a note');
  await expect(audit).toContainText('Before: Called Marcus about the road test date.');
  await screenshots(page, 'staff-student');

  await nav.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  const entries = page.locator('.staff-list > li');
  await expect(entries.nth(0)).toContainText('Edited a note about Marcus Johnson');
  await expect(entries.nth(0)).toContainText('After: Road test booked for Friday.');
  await expect(entries.nth(1)).toContainText('Added a note about Marcus Johnson');
  await expect(entries.nth(2)).toContainText('Changed the coach of Marcus Johnson');
  await expectNoA11yViolations(page);
  await screenshots(page, 'staff-audit');

  await nav.getByRole('link', { name: 'Documents' }).click();
  await expect(page).toHaveURL(/\/staff\/documents$/);
  await expect(nav.getByRole('link', { name: 'Documents' })).toHaveAttribute('aria-current', 'page');
});

test('a coach enters a date of birth from the enrolment papers and sees it beside the student’s documents', async ({
  page,
}) => {
  await signIn(page, 'coach@example.org');
  await page.goto('/staff');
  await page
    .getByRole('link', { name: /Maria Lopez/ })
    .first()
    .click();
  const field = page.locator('#birth-date');
  await expect(field.getByText('Date of birth: Not on file')).toBeVisible();
  await field.getByLabel(/Date of birth/).fill('2015-01-01');
  await field.getByRole('button', { name: 'Save date of birth' }).click();
  await expect(field.getByRole('alert')).toHaveText(
    'Students must be at least 18 years old. Check the date.',
  );
  await field.getByLabel(/Date of birth/).fill('1992-06-15');
  await field.getByRole('button', { name: 'Save date of birth' }).click();
  await expect(field.getByText('Date of birth saved.')).toBeVisible();
  await expect(field.getByText(/06\/15\/1992 \(age \d+\)/)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.goto('/staff/audit');
  await expect(page.getByText('Set the date of birth of Maria Lopez').first()).toBeVisible();
});

test('a coach answers a student ticket by e-mail, marks it solved and it leaves the list', async ({
  page,
  browser,
}) => {
  const student = await (await browser.newContext()).newPage();
  await signIn(student, 'school@example.org');
  const sent = await student.request.post('/api/zendesk/createTicket', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: { subject: 'My ride did not come', body: 'I waited 30 minutes at the pickup.' },
  });
  expect(sent.ok()).toBe(true);

  await signIn(page, 'coach@example.org');
  await page.goto('/staff/tickets');
  const card = await openQueueItem(page, 'My ride did not come');
  await expect(card).toContainText('From Marcus Johnson');
  await card.getByRole('button', { name: 'Send answer' }).click();
  await expect(card.getByText('Write the answer first.')).toBeVisible();
  const mailBefore = await countMessages(page.request, 'school@example.org');
  await card.getByLabel('Answer Marcus Johnson').fill('A new driver is on the way. Wait at the front door.');
  await card.getByRole('button', { name: 'Send answer' }).click();
  await expect(card.getByText(/Answered by Kevin Reed/)).toBeVisible();
  await expect(card.getByText('A new driver is on the way. Wait at the front door.')).toBeVisible();
  await expect(card.getByLabel('Answer Marcus Johnson')).toHaveValue('');
  await expect.poll(() => countMessages(page.request, 'school@example.org')).toBe(mailBefore + 1);
  await expectNoA11yViolations(page);
  await screenshots(page, 'staff-tickets');
  await card.getByRole('button', { name: 'Mark solved' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('No open tickets.')).toBeVisible();
  await page.goto('/staff/audit');
  await expect(page.locator('.staff-list > li').first()).toContainText(
    'Marked the ticket “My ride did not come” of Marcus Johnson solved',
  );
});

test('a coach moves an on-hold student back to trucking school and the student sees the school checklist', async ({
  page,
  browser,
}) => {
  await signIn(page, 'coach@example.org');
  await page.getByRole('combobox', { name: 'Stage' }).selectOption('95_OnHoldForSchool');
  // The list keeps the previous answer on screen while the filtered one loads: open the student by name.
  await page.getByRole('link', { name: 'Tanya Brooks' }).click();
  const actions = page.getByRole('region', { name: 'Actions' });
  await expect(actions).toContainText('On hold for trucking school.');
  await expectNoA11yViolations(page);
  await actions.getByRole('button', { name: 'Return to trucking school' }).click();
  await expect(actions.getByRole('button', { name: 'Return to trucking school' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText('In trucking school');
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.locator('.staff-list > li').first()).toContainText(
    'Moved Tanya Brooks back to trucking school',
  );

  const student = await (await browser.newContext()).newPage();
  await signIn(student, 'onhold@example.org');
  await expect(student).toHaveURL(/\/program\/school$/);
});

test(
  'a coach approves a document, turns on Uber and marks a stipend paid; each shows in the student portal at once',
  { tag: '@postgres' },
  async ({ page, browser }) => {
    // The second context is the student's phone: Marcus (school@) first, then Robert (permit@).
    const student = await (await browser.newContext()).newPage();
    await signIn(student, 'school@example.org');
    await sendDocumentPhoto(student, 'cdlALicense');
    await askForStipend(student, 'marcus.pay@example.org');
    expect(await passTest(student.request, 'general_knowledge_1', 'staff-console-gk1')).toBe(true);
    await student.goto('/program/documents');
    await expect(student.locator('.doc-row', { hasText: 'CDL-A' })).toContainText('pending');

    await signIn(page, 'coach@example.org');
    await approveDocument(page, /CDL-A · Marcus/);
    await student.goto('/program/documents');
    await expect(student.locator('.doc-row', { hasText: 'CDL-A' })).toContainText('complete');

    await signIn(student, 'permit@example.org');
    await sendUberAccessRequest(
      await openUberAccessRequest(student),
      'No car, and the DMV is two buses away.',
    );
    await page.goto('/staff');
    await page.getByRole('link', { name: 'Robert Hughes' }).click();
    await expect(page).toHaveURL(/\/staff\/students\//);
    const robertsPage = page.url();
    const rides = page.getByRole('region', { name: 'Rides' });
    await expect(rides).toContainText('Not turned on');
    await expect(rides).toContainText('waiting for a coach');
    await expect(rides).toContainText('Reason: No car, and the DMV is two buses away.');
    await enableUber(page, 'Robert Hughes', 'the DMV is two buses away');
    await page.goto(robertsPage);
    await expect(rides).toContainText('Turned on');
    await expect(rides).toContainText(/Asked .*: turned on/);
    await expectNoA11yViolations(page);
    await screenshots(page, 'staff-student-rides');
    await student.reload();
    await student.getByRole('button', { name: 'Menu' }).click();
    await expect(student.getByRole('button', { name: 'Request Uber access' })).toHaveCount(0);
    await student.getByRole('button', { name: 'Request a ride' }).click();
    await expect(
      student.getByRole('dialog').getByRole('heading', { name: 'Why do you need a ride?' }),
    ).toBeVisible();

    // The stipend goes to the student's fixed payment e-mail, whatever address a request carries.
    await payStipend(page, /Week 1 · Marcus/, 'school@example.org');
    await signIn(student, 'school@example.org');
    await student.goto('/program/school/stipend/1');
    await expect(student.getByText('Paid to school@example.org.')).toBeVisible();

    // Marcus's page tells the whole story: the approved photo, the passed test, the paid week, no payouts.
    await page.goto('/staff');
    await page.getByRole('link', { name: 'Marcus Johnson' }).click();
    await expect(page.getByRole('heading', { name: 'Marcus Johnson', level: 1 })).toBeVisible();
    const documents = page.getByRole('region', { name: 'Documents' });
    await expect(documents.locator('.staff-fact', { hasText: 'CDL-A' })).toContainText('Approved');
    const quizzes = page.getByRole('region', { name: 'Quiz scores' });
    await expect(quizzes).toContainText('General Knowledge 1');
    await expect(quizzes).toContainText('Best score 100% · Passed');
    await expect(quizzes).toContainText('1 attempt, last');
    await expect(page.getByRole('region', { name: 'Stipend requests' })).toContainText('Week 1: paid');
    await expect(page.getByRole('region', { name: 'Rides' })).toContainText('No rides yet.');
    await expect(page.getByRole('region', { name: 'Payouts' })).toContainText('No payouts requested.');
    const audit = page.getByRole('region', { name: 'Audit log' });
    await expect(audit).toContainText('Approved CDL-A of Marcus Johnson');
    await expect(audit).toContainText('Marked the week 1 stipend of Marcus Johnson paid');
    await expectNoA11yViolations(page);
    await screenshots(page, 'staff-student-records');
    await student.context().close();
  },
);

test('a coach sees a student locked out of sign-in after ten wrong codes and lifts the lock', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = 'permit@example.org';
  // Ten wrong codes in a row, each after the wait the previous ones impose (1, 2, 4, 8, 16 s from the fifth).
  // Five kill a code, so a second one is asked for: the count goes on across codes.
  for (let i = 1; i <= 10; i++) {
    if (i === 1 || i === 6)
      expect((await request.post('/api/sendgrid/sendToken', { data: { to: email } })).ok()).toBe(true);
    const res = await request.post('/api/login', { data: { email, token: i % 2 ? '000000' : '111111' } });
    expect(res.status()).toBe(400);
    if (i >= 5 && i < 10) await new Promise((r) => setTimeout(r, 1000 * 2 ** (i - 5) + 200));
  }

  await signIn(page, 'coach@example.org');
  await page.getByRole('combobox', { name: 'Stage' }).selectOption('3_Permit');
  // The list keeps the previous answer on screen while the filtered one loads: open the student by name.
  await page.getByRole('link', { name: 'Robert Hughes' }).click();
  const actions = page.getByRole('region', { name: 'Actions' });
  await expect(actions).toContainText('Sign-in is locked until');
  await expect(actions).toContainText('after 10 wrong codes in a row');
  await expectNoA11yViolations(page);
  await actions.getByRole('button', { name: 'Lift the sign-in lock' }).click();
  await expect(actions.getByRole('button', { name: 'Lift the sign-in lock' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.locator('.staff-list > li').first()).toContainText('Lifted the sign-in lock of');

  // The student signs in again at once.
  const student = await (await page.context().browser()!.newContext()).newPage();
  await signIn(student, email);
  await expect(student).toHaveURL(/\/program\/permit$/);
});
