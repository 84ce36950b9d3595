import { expect, test, type Page } from '@playwright/test';
import { permitQuizzes } from '../../src/shared/domain/learning';
import { signIn } from './fixtures';

// Decision 039: every signed-in screen arrives as React's HTML with the answers it was rendered with, and
// the browser takes it over without a mismatch (which would redraw the screen: a flash, and work thrown away).
test.use({ serviceWorkers: 'block' });

const screens: Record<string, string[]> = {
  'new@example.org': [
    '/program/welcome/orientation',
    '/program/welcome/orientation_quiz',
    '/program/welcome/meet_your_coach',
    '/program/welcome/privacy_agreement',
    '/program/welcome/rides',
    '/program/documents',
    '/program/documents/upload',
    '/program/documents/upload/birthCertificate',
    '/program/account',
    '/program/account/email',
    '/program/account/phone',
    '/program/account/photo',
    '/program/locations',
  ],
  'training@example.org': [
    '/program/prepermit',
    '/program/prepermit/practice_test',
    '/program/prepermit/trucking_trivia',
    `/program/prepermit/${permitQuizzes[0]}`,
    `/program/prepermit/${permitQuizzes[0]}/test`,
  ],
  'permit@example.org': ['/program/permit', '/program/permit/find_dmv', '/program/permit/find_dot_clinic'],
  'school@example.org': [
    '/program/school/pre_enrollment',
    '/program/school/contract',
    '/program/school/attendance_policy',
    '/program/school/training_policy',
    '/program/school/enrollment',
    '/program/school/onboarding',
    '/program/school/pretrip_study',
    '/program/school/pretrip_practice',
    '/program/school/stipend/1',
  ],
  'onhold@example.org': ['/program/onhold', '/program/onhold/talk_to_coach'],
  'grad@example.org': [
    '/postprogram',
    '/postprogram/welcome',
    '/postprogram/career_services',
    '/postprogram/career_services/know_career_coach',
    '/postprogram/career_services/bookings',
    '/postprogram/career_services/job_board',
    '/postprogram/career_services/professional_email',
    '/postprogram/career_services/interview_workshop',
    '/postprogram/career_services/interview_agent',
    '/postprogram/career_services/resume',
    '/postprogram/career_services/endorsements',
    '/postprogram/career_services/speak_your_worth',
    '/postprogram/community',
  ],
  'admin@example.org': [
    '/staff',
    '/staff/documents',
    '/staff/stipends',
    '/staff/payouts',
    '/staff/rides',
    '/staff/tickets',
    '/staff/audit',
    '/staff/replies',
    '/staff/enrol',
    '/staff/schools',
    '/staff/boards',
    '/staff/jobs',
    '/staff/team',
    '/staff/outcomes',
  ],
};

/** Screens whose first answer is a POST (the nearby places): the server draws their loading state, the browser asks. */
const askedByTheBrowser = new Set([
  '/program/permit/find_dmv',
  '/program/permit/find_dot_clinic',
  '/program/locations',
]);

/** The text of the page's root as the server sent it, without its tags. */
function rootText(html: string): string {
  const root = /<div id="root">([\s\S]*)<script type="application\/json" id="page-data">/.exec(html)?.[1];
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" };
  return (root ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => entities[name]!)
    .replace(/\s+/g, ' ');
}

async function openFromAddressBar(page: Page, path: string) {
  const problems: string[] = [];
  const listen = (m: { type(): string; text(): string }) => {
    if (m.type() === 'error') problems.push(m.text());
  };
  const thrown = (e: Error) => problems.push(e.message);
  page.on('console', listen);
  page.on('pageerror', thrown);
  const response = (await page.goto(path))!;
  const html = await response.text();
  await page.waitForLoadState('networkidle');
  page.off('console', listen);
  page.off('pageerror', thrown);
  return { response, html, problems };
}

for (const [email, paths] of Object.entries(screens)) {
  test(`${email.split('@')[0]}'s screens arrive rendered by the server and hydrate without a mismatch`, async ({
    page,
  }) => {
    test.setTimeout(30_000 + paths.length * 8_000);
    await signIn(page, email);
    for (const path of paths) {
      const { response, html, problems } = await openFromAddressBar(page, path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('no-store');
      const text = rootText(html);
      // The screen itself, not the frame around a loading screen: its heading is in the HTML, and it is
      // the one the browser shows once it has taken the page over.
      const heading = page.getByRole('heading', { level: 1 }).first();
      if (askedByTheBrowser.has(path)) {
        expect(html, path).toContain('class="loading-screen"');
        await expect(heading, path).toBeVisible();
      } else {
        expect(html, path).toMatch(/<h1[\s>]/);
        expect(text, path).toContain((await heading.textContent())!.trim().replace(/\s+/g, ' '));
      }
      expect(problems, path).toEqual([]);
    }
  });
}

test('a path the app does not know is sent on by the server: to sign in, or to the reader’s own first screen', async ({
  page,
}) => {
  const anonymous = await page.request.get('/nowhere/at-all', { maxRedirects: 0 });
  expect(anonymous.status()).toBe(303);
  expect(anonymous.headers()['location']).toBe('/login');
  await signIn(page, 'school@example.org');
  const signedIn = await page.request.get('/nowhere/at-all', { maxRedirects: 0 });
  expect(signedIn.status()).toBe(303);
  expect(signedIn.headers()['location']).toBe('/program/school');
  // The service worker's copy of the shell is the page the browser renders, never a redirect.
  const shell = await page.request.get('/index.html', { maxRedirects: 0 });
  expect(shell.status()).toBe(200);
  expect(await shell.text()).toContain('class="boot"');
});

test('a stored document is never in a page’s HTML: the browser asks for it once the page is live', async ({
  page,
}) => {
  await signIn(page, 'admin@example.org');
  const { response, html, problems } = await openFromAddressBar(page, '/staff/documents');
  expect(response.status()).toBe(200);
  expect(html).toMatch(/<h1[\s>]/);
  expect(html).not.toContain('data:image/jpeg');
  expect(html).not.toContain('["spaces"');
  // Once live, the queue shows the document, asked for by the browser.
  await expect(page.locator('img[src^="data:image/"]').first()).toBeVisible();
  expect(problems).toEqual([]);
});
