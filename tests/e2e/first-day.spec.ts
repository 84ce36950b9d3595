import { execFileSync } from 'node:child_process';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { doStep, visibleSteps, type Mailbox } from './do-step';
import { dismissFirstTimeTip, expectNoA11yViolations } from './fixtures';
import { PROGRAM_CONTACTS } from '../program-contacts';
import { productionEnv, startProductionPortal, type ProductionPortal } from './production-portal';

/**
 * A program's first day, as the README tells it: a production install on an empty database, no demo
 * data. The first admin comes from the one-time command; everything after happens in the browser: the
 * admin invites a coach and adds a school, the coach enrols students from a file and sets the facts the
 * journey reads, and a new student walks from Welcome to Career Services.
 */
test.describe.configure({ mode: 'serial' });

let portal: ProductionPortal;
test.beforeAll(async () => {
  test.setTimeout(400_000);
  const prepared = await productionEnv(PROGRAM_CONTACTS);
  // The README's one-time command, before the portal starts (the embedded database has one owner).
  execFileSync(
    'npm',
    ['run', '--silent', 'create-admin', '--', 'lead@program.test', '--first', 'Ana', '--last', 'Ruiz'],
    {
      env: prepared.env,
      stdio: 'pipe',
    },
  );
  portal = await startProductionPortal(prepared);
});
test.afterAll(async () => {
  await portal?.close();
});

/** Signs in through the sign-in form with the code the portal mailed. */
async function signInByMail(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: portal.url, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const before = portal.mailsTo(email).length;
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText('we have sent a code')).toBeVisible();
  const code = await portal.waitForCode(email, before);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  return page;
}

const smtpMailbox = (): Mailbox => async (_request, to) => portal.mailsTo(to).reverse();

test('from an empty database: the first admin, a coach, an enrolment and a student who walks to Career Services', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  // Nothing of the demo is there.
  expect((await fetch(`${portal.url}/api/dev/outbox`)).status).toBe(404);

  // 1. The admin signs in and invites a coach.
  const admin = await signInByMail(browser, 'lead@program.test');
  await expect(admin).toHaveURL(/\/staff$/);
  await admin
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: 'Staff', exact: true })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  const invite = admin.getByRole('form', { name: 'Invite a staff member' });
  await invite.getByLabel('First name').fill('Carl');
  await invite.getByLabel('Last name').fill('Mendez');
  await invite.getByLabel('Work e-mail').fill('carl@program.test');
  await invite.getByLabel('Role').selectOption({ label: 'Success Coach' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    admin.getByRole('status').filter({ hasText: 'Invitation sent to carl@program.test.' }),
  ).toBeVisible();
  await expectNoA11yViolations(admin);
  await expect.poll(() => portal.mailsTo('carl@program.test').length).toBe(1);
  expect(portal.mailsTo('carl@program.test')[0]!.text).toContain(`open ${portal.url}/login`);

  // 2. The admin adds the program's trucking school.
  await admin
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: 'Schools' })
    .click();
  await expect(admin.getByRole('heading', { name: 'Trucking schools', level: 1 })).toBeVisible();
  await admin.getByRole('button', { name: 'Add a school' }).click();
  const school = admin.locator('form.school-form');
  await school.getByLabel('Name').fill('Lakeshore CDL Academy');
  await school.getByLabel('Street address').fill('2400 S Halsted St');
  await school.getByLabel('City').fill('Chicago');
  await school.getByLabel('State').fill('IL');
  await school.getByLabel('ZIP code').fill('60608');
  await school.getByLabel('Hours').fill('Mon–Fri 7am–4pm');
  await school.getByLabel('Phone').fill('(312) 448-2000');
  await school.getByRole('button', { name: 'Save school' }).click();
  await expect(admin.getByText('School added.')).toBeVisible();
  await expectNoA11yViolations(admin);

  // 3. The coach signs in from the invitation and enrols three students from a file, one row wrong.
  const coach = await signInByMail(browser, 'carl@program.test');
  await expect(coach).toHaveURL(/\/staff$/);
  await coach.goto('/staff/enrol');
  const importer = coach.getByRole('region', { name: 'Import from a file' });
  const csv = [
    'first_name,last_name,email,phone,date_of_birth,language,coach_email',
    'Dana,Price,dana.price@mail.test,(773) 201-4410,1990-03-14,en,carl@program.test',
    'Luis,Ortega,luis.ortega@mail.test,773-201-4411,1985-11-02,es,carl@program.test',
    'Bad,Row,not-an-address,773-201-4412,,en,',
  ].join('\n');
  await importer
    .getByLabel('CSV file')
    .setInputFiles({ name: 'intake.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await importer.getByRole('button', { name: 'Check the file' }).click();
  await expect(importer.getByText('2 new, 0 already enrolled, 1 wrong')).toBeVisible();
  await importer.getByRole('button', { name: 'Import 2 students' }).click();
  await expect(importer.getByRole('status')).toContainText('Enrolled 2 students.');
  await expect.poll(() => portal.mailsTo('luis.ortega@mail.test').length).toBe(1);
  expect(portal.mailsTo('luis.ortega@mail.test')[0]!.subject).toBe('Te damos la bienvenida a Freeway');

  // 4. Dana signs in with the code the portal mails, and walks each stage.
  const student = await signInByMail(browser, 'dana.price@mail.test');
  await student.setViewportSize({ width: 360, height: 800 });
  await expect(student).toHaveURL(/\/program\/welcome$/);
  await dismissFirstTimeTip(student);

  const stages = [
    { screen: 'welcome', next: '/program/prepermit' },
    { screen: 'prepermit', next: '/program/permit' },
    { screen: 'permit', next: '/program/school' },
    { screen: 'school', next: '/postprogram' },
  ];
  for (const stage of stages) {
    if (stage.screen === 'school') await setSchoolFacts(coach, 'Dana Price');
    await student.goto(`/program/${stage.screen}`);
    const required = (await visibleSteps(student.request, stage.screen)).filter((s) => !s.recommended);
    for (const step of required) await doStep(student.request, coach.request, step, smtpMailbox());
    await student.reload();
    const checklist = student.getByRole('region', { name: 'Your Checklist' });
    const onward = checklist.locator(`a[href="/program/${stage.screen}/interstitial"]`);
    await expect(onward).toBeVisible();
    await onward.click();
    await student.getByRole('button', { name: /^Go to/ }).click();
    await expect(student).toHaveURL(new RegExp(`${stage.next}$`));
    await dismissFirstTimeTip(student);
  }
  const session = await (await student.request.get('/api/user/session')).json();
  expect(session.status).toBe('5_PostProgram');
  // The first career step names the career coach the console assigned.
  await expect(student.getByRole('heading', { level: 1 })).toHaveText(/Career Services/);
  await student.goto('/postprogram/career_services/know_career_coach');
  await expect(student.getByRole('main')).toContainText('Ana Ruiz');
  await expect(student.getByText('Coach information unavailable')).toHaveCount(0);
  await expectNoA11yViolations(student);
});

/** The coach sets, on the student's page, what the school stage reads: school, start date, stipends, career coach. */
async function setSchoolFacts(coach: Page, name: string) {
  await coach.goto('/staff');
  await coach.getByRole('link', { name }).first().click();
  await expect(coach.getByRole('heading', { name, level: 1 })).toBeVisible();
  const facts = coach.getByRole('region', { name: 'Program facts' });
  await facts.getByLabel('Trucking school').selectOption({ label: 'Lakeshore CDL Academy' });
  // In school for a month: every stipend week can be asked for.
  await facts
    .getByLabel('School start date')
    .fill(new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10));
  await facts.getByLabel('Weekly stipends are part of the plan').check();
  await facts.getByLabel('Career coach').selectOption({ label: 'Ana Ruiz' });
  await facts.getByRole('button', { name: 'Save program facts' }).click();
  await expect(facts.getByText('Saved. The student has been told.')).toBeVisible();
}
