import { expect, test } from '@playwright/test';
import {
  expectNoA11yViolations,
  signIn,
  signInThroughForm,
  useFreshDemo,
  shotsAtTwoWidths,
} from './fixtures';

// Inviting and deactivating staff changes demo data: start from, and leave behind, fresh demo data.
useFreshDemo();

const SHOTS = '/tmp/shots-staff-roles';

test('an admin invites a coach, who signs in by e-mail code; deactivated, their open page loses access', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin@example.org');
  await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page).toHaveURL(/\/staff\/team$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kevin Reed' })).toBeVisible();
  await expectNoA11yViolations(page);

  const form = page.getByRole('form', { name: 'Invite a staff member' });
  await form.getByLabel('First name').fill('Tara');
  await form.getByLabel('Last name').fill('Nguyen');
  await form.getByLabel('Work e-mail').fill('tara.nguyen@program.org');
  await form.getByLabel('Role').selectOption({ label: 'Success Coach' });
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Invitation sent to tara.nguyen@program.org.' }),
  ).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Tara Nguyen' }) });
  await expect(card).toContainText('Never signed in');
  await expectNoA11yViolations(page);

  await shotsAtTwoWidths(page, SHOTS, 'team');

  // The invitation names how to sign in; the coach does so through the form and lands in the console.
  const outbox = (await (await page.request.get('/api/dev/outbox')).json()) as { to: string; text: string }[];
  const invitation = outbox.find((m) => m.to === 'tara.nguyen@program.org');
  expect(invitation?.text).toContain('choose "E-mail", enter tara.nguyen@program.org');
  const coach = await (await browser.newContext()).newPage();
  await signInThroughForm(coach, 'tara.nguyen@program.org');
  await expect(coach).toHaveURL(/\/staff$/);
  await expect(coach.getByRole('heading', { level: 1 })).toBeVisible();
  // A coach has no Staff tab, and the page refuses them.
  await expect(
    coach
      .getByRole('navigation', { name: 'Staff console' })
      .getByRole('link', { name: 'Staff', exact: true }),
  ).toHaveCount(0);

  // The admin deactivates them; their next call finds the session gone.
  await card.getByRole('button', { name: 'Deactivate Tara Nguyen' }).click();
  await card.getByRole('button', { name: 'Yes, deactivate' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Tara Nguyen is deactivated and signed out.' }),
  ).toBeVisible();
  await expect(card).toContainText('Deactivated');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${SHOTS}/team-deactivated-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoA11yViolations(page);

  expect((await coach.request.get('/api/admin/counts')).status()).toBe(401);
  // The open page loses access at its next request: this tap, or its own check of the queues when that
  // comes first (its dialog then already covers the link).
  await coach
    .getByRole('link', { name: 'Documents' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(coach.getByText('Your session expired, or something went wrong.')).toBeVisible();

  // The last admin cannot deactivate themselves.
  const self = page.getByRole('listitem').filter({ hasText: 'admin@example.org' });
  await self.getByRole('button', { name: /^Deactivate/ }).click();
  await self.getByRole('button', { name: 'Yes, deactivate' }).click();
  await expect(self.getByRole('alert')).toContainText('at least one active admin');
});
