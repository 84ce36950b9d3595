import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, signIn } from './fixtures';

// playwright.config.ts starts the portal with tests/program-contacts.ts: every contact below comes from
// those settings, none from the demo program compiled into the client.

test.beforeAll(async ({ request }) => {
  expect((await request.post('/api/dev/reset')).ok()).toBe(true);
});
test.afterAll(async ({ request }) => {
  await request.post('/api/dev/reset');
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/shots-settings/${name}.png`, fullPage: true });

test('"Call us", "Text", the Help Center, study tips and the privacy contact are the program’s own', async ({
  page,
}) => {
  await page.goto('/login');
  const callUs = page.getByRole('link', { name: 'Call us: (217) 555-2368' });
  await expect(callUs).toHaveAttribute('href', 'tel:+12175552368');
  await expect(page.getByText('555-0100')).toHaveCount(0);
  await shot(page, 'login');
  // The service worker's copy of the page carries them too (it serves later visits from its cache).
  const cached = await (await page.request.get('/index.html')).text();
  expect(cached).toContain('"supportPhone":"+12175552368"');
  expect(cached).not.toContain('555-0100');

  await page.goto('/privacy-policy');
  await expect(page.getByRole('link', { name: 'privacy@roadahead.org' }).first()).toHaveAttribute(
    'href',
    'mailto:privacy@roadahead.org',
  );
  await expect(page.getByText('freeway.example')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await shot(page, 'privacy');

  // The newest student has no coach yet: call and text reach the program's lines.
  await signIn(page, 'new@example.org');
  await page.goto('/program/welcome/meet_your_coach');
  const coachCard = page.getByRole('main');
  await expect(coachCard.getByRole('link', { name: /Call .*\(217\) 555-2368/ })).toHaveAttribute(
    'href',
    'tel:+12175552368',
  );
  await expect(coachCard.getByRole('link', { name: /Text .*\(217\) 555-2369/ })).toHaveAttribute(
    'href',
    'sms:+12175552369',
  );
  await expect(page.getByText('Mon–Sat 8:30 AM–5:00 PM Eastern Time').first()).toBeVisible();
  await expect(page.locator('footer').getByRole('link', { name: 'Call us: (217) 555-2368' })).toBeVisible();
  await shot(page, 'coach-step');

  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('link', { name: /Open the Help Center/ })).toHaveAttribute(
    'href',
    'https://help.roadahead.org/',
  );
  await shot(page, 'menu');
});

test('a booked call shows the phone fallback, then the coach’s room once the coach sets it', async ({
  page,
  browser,
}) => {
  await signIn(page, 'grad@example.org');
  const slots = (await (
    await page.request.get('/api/classes?type=call&name=Career%20Coaching%20Call')
  ).json()) as { startTime: string }[];
  const booked = await page.request.post('/api/classes/attendance', {
    data: { name: 'Career Coaching Call', startTime: slots[1]!.startTime },
  });
  expect(booked.ok()).toBe(true);
  const room = new URL((await booked.json()).location as string).pathname;

  await page.goto(room);
  await expect(page.getByRole('heading', { name: 'Your Career Coaching Call' })).toBeVisible();
  await expect(page.getByText('Your coach will phone you at (312) 555-0107 at this time.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Join the call/ })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await shot(page, 'room-phone');

  const staffContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const staff = await staffContext.newPage();
  await signIn(staff, 'coach@example.org');
  await staff.goto('/staff');
  const address = staff.getByLabel('Meeting room address');
  await address.fill('http://meet.roadahead.org/kreed');
  await staff.getByRole('button', { name: 'Save meeting room' }).click();
  await expect(staff.getByRole('alert')).toHaveText('Enter a full meeting address that starts with https://');
  await address.fill('https://meet.roadahead.org/kreed');
  await staff.getByRole('button', { name: 'Save meeting room' }).click();
  await expect(staff.getByText('Meeting room saved.')).toBeVisible();
  await expectNoA11yViolations(staff);
  await address.scrollIntoViewIfNeeded();
  await staff.screenshot({ path: '/tmp/shots-settings/console-room.png' });
  await staffContext.close();

  await page.reload();
  await expect(page.getByRole('link', { name: /Join the call/ })).toHaveAttribute(
    'href',
    'https://meet.roadahead.org/kreed',
  );
  await expect(page.getByText(/will phone you/)).toHaveCount(0);
  await expectNoA11yViolations(page);
  await shot(page, 'room-link');
});
