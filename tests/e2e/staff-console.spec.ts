import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, signIn, useFreshDemo } from './fixtures';
import { askForStipend, openQueueItem, sendDocumentPhoto } from './staff-steps';

// Photos and stipend requests change demo data: start from, and leave behind, fresh demo data.
useFreshDemo();

const rawStatus =
  /\b(0_New|1_Setup|2_Training|3_Permit|4_School|5_PostProgram|95_OnHoldForSchool|99_Withdrew)\b/;

/** What each queue holds, read from the queues' own calls as their pages do. */
async function queueSizes(page: Page) {
  const get = async (url: string) => {
    const res = await page.request.get(url);
    expect(res.ok(), url).toBe(true);
    return res.json();
  };
  const rides = await get('/api/admin/rides');
  return {
    documents: (await get('/api/admin/documents')).length as number,
    rides: (rides.access.length + rides.locations.length + rides.trips.length) as number,
    stipends: (await get('/api/admin/stipends')).length as number,
    tickets: (await get('/api/admin/tickets')).length as number,
    payouts: (await get('/api/admin/payouts?status=open')).length as number,
    replies: (await get('/api/admin/texts/replies')).count as number,
  };
}

async function shoot(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `/tmp/staffframe-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the console has its own frame: counted tabs that match the queues, a staff menu, no student footer', async ({
  page,
  browser,
}) => {
  const student = await (await browser.newContext()).newPage();
  await signIn(student, 'school@example.org');
  await sendDocumentPhoto(student, 'cdlALicense');
  await askForStipend(student, 'marcus.pay@example.org');

  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'coach@example.org');
  await expect(page).toHaveURL(/\/staff$/);
  const tabs = page.getByRole('navigation', { name: 'Staff console' });
  const sizes = await queueSizes(page);
  expect(sizes.documents).toBeGreaterThan(0);
  expect(sizes.stipends).toBeGreaterThan(0);
  for (const [name, key] of [
    ['Documents', 'documents'],
    ['Rides and places', 'rides'],
    ['Stipends', 'stipends'],
    ['Payouts', 'payouts'],
    ['Tickets', 'tickets'],
    ['Replies', 'replies'],
  ] as const) {
    const tab = tabs.getByRole('link', { name: new RegExp(`^${name}: `) });
    await expect(tab.locator('.tab-count')).toHaveText(String(sizes[key]));
  }
  // No tab leads nowhere: every section opens a page with its own heading. A coach has no Staff tab.
  await expect(tabs.getByRole('link')).toHaveCount(13);
  await expect(tabs.getByRole('link', { name: 'Outcomes', exact: true })).toHaveCount(1);
  await expect(tabs.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);

  // The staff frame: no student footer, no help button, no student menu.
  await expect(page.getByText('Talk with a Success Coach')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Call us/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Help/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(rawStatus);

  // The count follows a decision made in the console.
  await tabs.getByRole('link', { name: /^Documents/ }).click();
  await expect(page).toHaveURL(/\/staff\/documents$/);
  await expect(page.getByText('Talk with a Success Coach')).toHaveCount(0);
  const card = await openQueueItem(page, /CDL-A · Marcus/);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card).toHaveCount(0);
  await expect(tabs.getByRole('link', { name: /^Documents/ }).locator('.tab-count')).toHaveText(
    String(sizes.documents - 1),
  );

  // The staff menu: who is signed in, the time zone, sign out.
  const menu = page.getByRole('button', { name: /Staff menu for Kevin Reed/ });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('coach@example.org')).toBeVisible();
  await expect(page.getByText(/Times shown in/)).toBeVisible();
  await expectNoA11yViolations(page);
  await shoot(page, 'menu');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('every section of the console opens with its heading, no raw status code and no accessibility violation', async ({
  page,
  browser,
}) => {
  const student = await (await browser.newContext()).newPage();
  await signIn(student, 'school@example.org');
  await askForStipend(student, 'marcus.pay@example.org');
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'coach@example.org');
  const tabs = page.getByRole('navigation', { name: 'Staff console' });
  for (const [tab, heading] of [
    [/^Rides and places/, 'Rides'],
    [/^Stipends/, 'Stipend requests'],
    [/^Payouts/, 'Payouts'],
    [/^Tickets/, 'Open tickets'],
    [/^Replies/, 'Replies'],
    [/^Audit log/, 'Audit log'],
    [/^Enrol/, 'Enrol students'],
    [/^Schools/, 'Trucking schools'],
    [/^Workforce boards/, 'Workforce boards'],
    [/^Job listings/, 'Job listings'],
    [/^Outcomes/, 'Program outcomes'],
  ] as const) {
    await tabs.getByRole('link', { name: tab }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('main')).not.toContainText(rawStatus);
    await expect(page.getByText('Talk with a Success Coach')).toHaveCount(0);
    await expectNoA11yViolations(page);
  }
});

test(
  'the caseload finds a student by phone typed any way, shows stages in words and keeps its view in the URL',
  { tag: '@postgres' },
  async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'coach@example.org');
    const rows = page.locator('.caseload-table tbody tr');
    await expect(page.getByRole('status').filter({ hasText: 'of 7 students' })).toBeVisible();
    await expect(rows).toHaveCount(7);
    await expect(page.getByRole('columnheader', { name: 'Blocked on' })).toBeVisible();
    await expect(page.locator('main')).not.toContainText(rawStatus);
    await expect(page.getByRole('cell', { name: 'On hold for school' })).toBeVisible();
    // Times carry their zone.
    await expect(rows.first()).toContainText(/since .+ (AM|PM) [A-Z]{2,5}|since .+ (AM|PM) GMT/);
    await expectNoA11yViolations(page);
    await shoot(page, 'caseload');

    const search = page.getByRole('searchbox', { name: 'Search students' });
    // Robert Hughes is permit@, +1 312 555 0104.
    await search.fill('(312) 555-0104');
    await expect(page).toHaveURL(/q=%28312%29/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Robert Hughes');
    await expect(rows.first()).toContainText('(312) 555-0104');
    await search.fill('312 555 0104');
    await expect(page).toHaveURL(/q=312/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Robert Hughes');
    await shoot(page, 'search');

    // The view survives a reload: it lives in the URL.
    await page.reload();
    await expect(search).toHaveValue('312 555 0104');
    await expect(rows).toHaveCount(1);

    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(rows).toHaveCount(7);
    await page.getByRole('combobox', { name: 'Blocked on' }).selectOption({ label: 'A stipend request' });
    await expect(page).toHaveURL(/blockedOn=stipends/);
    await expect(page.getByText('No students match these filters.')).toBeVisible();
    await page
      .getByRole('combobox', { name: 'Blocked on' })
      .selectOption({ label: 'The student’s next step' });
    await expect(page).toHaveURL(/blockedOn=student/);
    await expect(rows.first()).toContainText('Next:');
    // The box follows the URL, which updates a moment after the click: wait for it rather than check().
    const mine = page.getByRole('checkbox', { name: 'Only my students' });
    await mine.click();
    await expect(mine).toBeChecked();
    await expect(page).toHaveURL(/mine=true/);
    await expect(page).toHaveURL(/blockedOn=student/);
    await expect(page.getByRole('link', { name: 'Maria Lopez' })).toHaveCount(0);
  },
);
