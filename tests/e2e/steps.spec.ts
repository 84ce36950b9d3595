import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, signIn } from './fixtures';

/**
 * Every checklist step leads somewhere real: each demo student opens every step of their stage screens
 * (from GET /api/programSteps/:screen). Each shows a heading, real content and an action; none shows a
 * placeholder or the not-found page. The step screens this area built are also checked with axe and
 * photographed at 360×800 in /tmp for a person to look at.
 */
const students: { email: string; screens: string[] }[] = [
  { email: 'new@example.org', screens: ['welcome'] },
  { email: 'setup@example.org', screens: ['welcome'] },
  { email: 'training@example.org', screens: ['prepermit'] },
  { email: 'permit@example.org', screens: ['permit'] },
  { email: 'school@example.org', screens: ['school'] },
  { email: 'onhold@example.org', screens: ['onhold'] },
  { email: 'grad@example.org', screens: ['postprogram', 'career_services'] },
  { email: 'instructor@example.org', screens: ['prepermit'] },
];

/** The screens built for this: information pages, coach, privacy, rides, trivia, study. */
const newScreens = new Set([
  '/program/welcome/meet_your_coach',
  '/program/welcome/program_rules',
  '/program/welcome/privacy_agreement',
  '/program/welcome/rides',
  '/program/prepermit/trucking_trivia',
  '/program/permit/howto_dot_physical',
  '/program/permit/howto_permit',
  '/program/permit/study',
  '/program/permit/uber_dot_physical',
  '/program/permit/uber_dmv',
  '/program/permit/uber_one_stop',
  '/program/school/uber',
  '/program/school/uber_road_test',
  '/program/school/uber_one_stop',
  '/program/onhold/what_on_hold_means',
  '/program/onhold/talk_to_coach',
  '/program/onhold/while_you_wait',
  '/program/onhold/study',
  '/program/onhold/pretrip',
  '/postprogram/welcome',
  '/postprogram/career_services/endorsements',
  '/postprogram/community',
  '/postprogram/career_services/resume',
]);
const checked = new Set<string>();

async function stepUrls(page: Page, screens: string[]): Promise<string[]> {
  const urls: string[] = [];
  for (const screen of screens) {
    const res = await page.request.get(`/api/programSteps/${screen}`);
    expect(res.ok()).toBe(true);
    for (const step of (await res.json()) as { url: string }[]) {
      if (step.url.startsWith('/') && !urls.includes(step.url)) urls.push(step.url);
    }
  }
  return urls;
}

async function expectRealScreen(page: Page, url: string) {
  const main = page.locator('main');
  await expect(main.locator('h1').first(), url).toBeVisible();
  // Wait for the screen's own data: no loading spinner left.
  await expect(main.getByRole('status', { name: /loading/i })).toHaveCount(0);
  await expect(main.getByText(/we could not find that page|page not found/i), url).toHaveCount(0);
  await expect(main.getByText(/coming soon|on its way|still building/i), url).toHaveCount(0);
  expect((await main.innerText()).trim().length, url).toBeGreaterThan(30);
  const actions = main.getByRole('button').or(main.getByRole('link'));
  await expect(actions.first(), `${url} has an action`).toBeVisible();
}

for (const student of students) {
  test(`${student.email}: every step of ${student.screens.join(', ')} opens a real screen`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    // The checklist asks the server only for what the student may do: nothing it sends is refused.
    const refused: string[] = [];
    page.on('response', (res) => {
      if (res.url().includes('/api/completion') && res.status() >= 400)
        refused.push(`${res.status()} ${res.request().postData() ?? ''}`);
    });
    await signIn(page, student.email);
    await expect(page.locator('.checklist-item').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const urls = await stepUrls(page, student.screens);
    expect(urls.length).toBeGreaterThan(3);
    for (const url of urls) {
      await page.goto(url);
      await expectRealScreen(page, url);
      if (newScreens.has(url) && !checked.has(url)) {
        checked.add(url);
        await expectNoA11yViolations(page);
        const name = url.slice(1).replaceAll('/', '-');
        await page.screenshot({ path: `/tmp/steps-${name}.png`, fullPage: true });
      }
    }
    expect(refused).toEqual([]);
  });
}

test('an unknown program address gets the not-found page with a way back to the checklist', async ({
  page,
}) => {
  await signIn(page, 'permit@example.org');
  for (const url of ['/program/permit/no_such_step', '/program/permit/howto_permit/more']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Back to checklist' }).click();
    await expect(page).toHaveURL(/\/program\/permit$/);
  }
});

test('an information step is done with its button; the privacy agreement with "I agree"', async ({
  page,
}) => {
  await signIn(page, 'new@example.org');
  await page.goto('/program/welcome/program_rules');
  await expect(page.getByRole('heading', { level: 1, name: 'The program rules' })).toBeVisible();
  await page.getByRole('button', { name: 'Done: back to my checklist' }).click();
  await expect(page).toHaveURL(/\/program\/welcome$/);

  await page.goto('/program/welcome/privacy_agreement');
  await page.getByRole('button', { name: 'I have read it and I agree' }).click();
  await expect(page).toHaveURL(/\/program\/welcome$/);
  const done = (await (await page.request.get('/api/completion')).json()) as { url: string }[];
  expect(done.map((d) => d.url)).toEqual(
    expect.arrayContaining(['/program/welcome/program_rules', '/program/welcome/privacy_agreement']),
  );
  await page.goto('/program/welcome/privacy_agreement');
  await expect(page.getByText(/You said yes to this agreement on/)).toBeVisible();
});

test('the Success Coach: name and one tap to call or text', async ({ page }) => {
  await signIn(page, 'onhold@example.org');
  await page.goto('/program/onhold/talk_to_coach');
  await expect(page.getByRole('heading', { name: /Your coach is / })).toBeVisible();
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  await expect(main.getByRole('link', { name: /^Text / })).toHaveAttribute('href', /^sms:\+1\d{10}$/);
});
