import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations, screenshots, signIn, useFreshDemo } from './fixtures';
import { enableUber, openUberAccessRequest, sendUberAccessRequest, openQueueItem } from './staff-steps';

// Rides change demo data: each test starts from, and leaves behind, fresh demo data.
useFreshDemo();

const dialog = (page: Page) => page.getByRole('dialog');

async function checkScreen(page: Page, title: string, shot?: string) {
  await expect(dialog(page).getByRole('heading', { name: title })).toBeVisible();
  await expectNoA11yViolations(page);
  if (shot) await screenshots(page, shot);
}

async function openUberFromMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Request a ride' }).click();
}

const continueButton = (d: Locator) => d.getByRole('button', { name: 'Continue' });

test('a Trucking School ride from home to school is ordered, shown in progress, then cancelled', async ({
  page,
}) => {
  await signIn(page, 'school@example.org');
  // The checklist's ride step opens its own screen with the Ride button (school@ starts school fresh, so on
  // the checklist it waits behind the earlier school steps).
  await page.goto('/program/school/uber');
  const ride = page.getByRole('button', { name: 'Get a ride to Midwest CDL Training Center' });
  await expect(ride).toBeVisible();
  await expect(page.getByText('60 rides left').first()).toBeVisible();
  // school@ is targeted by the spending flag in the demo.
  await expect(page.getByText('Spent on your rides: $0.00').first()).toBeVisible();
  await screenshots(page, 'rides-entry');
  await ride.click();

  const d = dialog(page);
  // The Ride button sets the entry point: the flow starts at Start Location, with no Back for Trucking School.
  await checkScreen(page, 'Where should the driver pick you up?', 'rides-start');
  await expect(d.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await expect(continueButton(d)).toBeDisabled();
  await expect(d.getByText('Complete required fields')).toBeVisible();
  await d.getByRole('radio', { name: /^Home/ }).check();
  await continueButton(d).click();

  await checkScreen(page, 'Where are you going?');
  await d.getByRole('radio', { name: /Midwest CDL Training Center/ }).check();
  await continueButton(d).click();
  await checkScreen(page, 'Drop-off approved', 'rides-end-approved');
  await expect(
    d.getByText('Midwest CDL Training Center is an approved drop-off for this ride.'),
  ).toBeVisible();
  // Back walks the history.
  await d.getByRole('button', { name: 'Back' }).click();
  await checkScreen(page, 'Where are you going?');
  await continueButton(d).click();
  await continueButton(d).click();

  await checkScreen(page, 'Check your ride', 'rides-confirmation');
  await expect(d.getByText('Trucking School')).toBeVisible();
  // Editing the pickup goes back to Start Location.
  await d.getByRole('button', { name: 'Change pickup' }).click();
  await checkScreen(page, 'Where should the driver pick you up?');
  await continueButton(d).click();
  await continueButton(d).click();
  await continueButton(d).click();
  await d.getByRole('button', { name: 'Order my ride' }).click();

  await checkScreen(page, 'Your ride', 'rides-in-progress');
  await expect(d.getByText('A driver is on the way')).toBeVisible();
  await expect(d.getByText(/About 6 minutes away/)).toBeVisible();
  const active = await (await page.request.get('/api/trips/active')).json();
  expect(active).toHaveLength(1);
  expect(active[0]).toMatchObject({ status: 'APPROVED', rideReason: 'Trucking School' });

  // The sandbox moves the driver on; the screen follows by polling.
  await page.request.post('/api/uber/sandbox/driverState', {
    data: { driverState: 'ARRIVE', runId: active[0].runId },
  });
  await expect(d.getByText('Your driver is arriving')).toBeVisible({ timeout: 15_000 });

  // Closing and reopening shows In Progress instead of the flow while the trip is active.
  await d.getByRole('button', { name: 'Close' }).first().click();
  await ride.click();
  await checkScreen(page, 'Your ride');
  await d.getByRole('button', { name: 'Cancel ride' }).click();
  await expect(dialog(page)).toHaveCount(0);
  expect(await (await page.request.get('/api/trips/active')).json()).toEqual([]);
  const trip = await (await page.request.get(`/api/trip/${active[0].id}`)).json();
  expect(trip).toMatchObject({ status: 'CANCELLED', rideState: 'rider_canceled' });
});

test('a ride that costs $100 or more shows the overlay, and asking a coach makes a ticket', async ({
  page,
}) => {
  await signIn(page, 'school@example.org');
  await openUberFromMenu(page);
  const d = dialog(page);
  await checkScreen(page, 'Why do you need a ride?', 'rides-reason');
  await expect(d.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await expect(continueButton(d)).toBeDisabled();
  await expect(d.getByRole('radio', { name: /DOT Physical/ })).toHaveCount(0);
  await d.getByRole('radio', { name: /Flexible/ }).check();
  await continueButton(d).click();

  // Flexible shows Back on Start Location.
  await checkScreen(page, 'Where should the driver pick you up?');
  await expect(d.getByRole('button', { name: 'Back' })).toBeVisible();
  await d.getByRole('radio', { name: /^Home/ }).check();
  await continueButton(d).click();
  await d.getByRole('radio', { name: /Rockford/ }).check();
  await continueButton(d).click();
  await checkScreen(page, 'Check your ride');
  await d.getByRole('button', { name: 'Order my ride' }).click();

  await expect(
    d.getByText("Sorry, we can't order this Uber ride right now because it costs > $100"),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'rides-too-expensive');
  expect(await (await page.request.get('/api/trips/active')).json()).toEqual([]);
  await d.getByRole('button', { name: 'Ask a coach for help' }).click();
  await expect(d.getByText('We got your request')).toBeVisible();
  await expectNoA11yViolations(page);
  await expect
    .poll(async () => {
      const desk = (await (await page.request.get('/api/dev/helpdesk')).json()) as {
        subject: string;
        body: string;
      }[];
      return desk
        .filter((t) => t.subject === 'Ride over $100: help needed')
        .map((t) => t.body.includes('Rockford'));
    })
    .toEqual([true]);
  await d.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog(page)).toHaveCount(0);
});

test('a Flexible ride to a new place waits for a coach, who approves it; the student then has the place', async ({
  page,
  browser,
}) => {
  await signIn(page, 'school@example.org');
  await openUberFromMenu(page);
  const d = dialog(page);
  await d.getByRole('radio', { name: /Flexible/ }).check();
  await continueButton(d).click();
  await d.getByRole('radio', { name: /^Home/ }).check();
  await continueButton(d).click();
  await d.getByRole('radio', { name: /Somewhere else/ }).check();
  await expect(continueButton(d)).toBeDisabled();
  await d.getByLabel('Name of the place').fill('Aunt Rosa');
  await d.getByLabel('Street address').fill('2400 W Cermak Rd');
  await d.getByLabel('City', { exact: true }).fill('Chicago');
  await d.getByLabel('State', { exact: true }).selectOption('IL');
  await d.getByLabel('ZIP code').fill('60608');
  await expectNoA11yViolations(page);
  await screenshots(page, 'rides-custom-place');
  await continueButton(d).click();
  await checkScreen(page, 'Check your ride');
  // Editing a Flexible ride opens Ride Details.
  await d.getByRole('button', { name: 'Change drop-off' }).click();
  await checkScreen(page, 'Ride details', 'rides-details');
  await continueButton(d).click();
  await d.getByRole('button', { name: 'Send for approval' }).click();
  await checkScreen(page, 'Waiting for approval', 'rides-approval');
  await expect(
    d.getByText(
      'Success! Your request has been submitted. Please allow up to 2 days for approval per request.',
    ),
  ).toBeVisible();
  await expect(d.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await d.getByRole('button', { name: 'Close' }).last().click();

  const coach = await (await browser.newContext()).newPage();
  await signIn(coach, 'coach@example.org');
  await coach.goto('/staff/rides');
  const card = await openQueueItem(coach, /Flexible · Marcus Johnson/);
  await expect(card).toContainText('Aunt Rosa');
  await expectNoA11yViolations(coach);
  await screenshots(coach, 'rides-staff-queue');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card).toHaveCount(0);

  await page.reload();
  await openUberFromMenu(page);
  await d.getByRole('radio', { name: /Flexible/ }).check();
  await continueButton(d).click();
  await expect(d.getByRole('radio', { name: /Aunt Rosa/ })).toBeVisible();
  await coach.context().close();
});

test('a coach turns on Uber for a student who asked, and approves a place the student asked for', async ({
  page,
  browser,
}) => {
  await signIn(page, 'permit@example.org');
  const d = await openUberAccessRequest(page);
  await d.getByRole('button', { name: 'Send request' }).click();
  await expect(d.getByText('Reason is required')).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'rides-access-request');
  await sendUberAccessRequest(d, 'I have no car and the DOT clinic is far.');

  const coach = await (await browser.newContext()).newPage();
  await signIn(coach, 'coach@example.org');
  await enableUber(coach, 'Robert Hughes', 'the DOT clinic is far');
  await coach.goto('/staff/audit');
  await expect(coach.locator('.staff-list > li').first()).toContainText(
    'Turned on Uber rides for Robert Hughes',
  );

  // The student now has rides, and asks for a new place.
  await page.reload();
  await openUberFromMenu(page);
  await checkScreen(page, 'Why do you need a ride?');
  await expect(d.getByRole('radio', { name: /DOT Physical/ })).toBeVisible();
  await expect(d.getByRole('radio', { name: /Permit Test/ })).toBeVisible();
  await d.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Request a new place' }).click();
  await d.getByRole('button', { name: 'Send request' }).click();
  await expect(d.getByText('Name of the place is required')).toBeVisible();
  await expectNoA11yViolations(page);
  await d.getByLabel('Name of the place').fill('My night job');
  await d.getByLabel('Street address').fill('2400 W Cermak Rd');
  await d.getByLabel('City', { exact: true }).fill('Chicago');
  await d.getByLabel('State', { exact: true }).selectOption('IL');
  await d.getByLabel('ZIP code').fill('60608');
  await d.getByLabel('Why do you need to go there?').fill('Shifts after class');
  await d.getByRole('button', { name: 'Send request' }).click();
  await expect(
    d.getByText(
      'Success! Your request has been submitted. Please allow up to 2 days for approval per request.',
    ),
  ).toBeVisible();

  await coach.goto('/staff/rides');
  const place = await openQueueItem(coach, /My night job · Robert Hughes/);
  await place.getByRole('button', { name: 'Approve' }).click();
  await expect(place).toHaveCount(0);

  await page.reload();
  await openUberFromMenu(page);
  await d.getByRole('radio', { name: /Flexible/ }).check();
  await continueButton(d).click();
  await expect(d.getByRole('radio', { name: /My night job/ })).toBeVisible();
  await coach.context().close();
});

test('no car found shows No Cars Available with advice', async ({ page }) => {
  await signIn(page, 'school@example.org');
  await openUberFromMenu(page);
  const d = dialog(page);
  await d.getByRole('radio', { name: /Flexible/ }).check();
  await continueButton(d).click();
  await d.getByRole('radio', { name: /^Home/ }).check();
  await continueButton(d).click();
  // The Indianapolis clinic is beyond the distance the simulated drivers take.
  await d.getByRole('radio', { name: /Indianapolis/ }).check();
  await continueButton(d).click();
  await d.getByRole('button', { name: 'Order my ride' }).click();
  await checkScreen(page, 'No cars right now', 'rides-no-cars');
  await expect(d.getByText('No Uber driver was found. Try again in a few minutes!')).toBeVisible();
  await expect(d.getByText(/early in the morning/)).toBeVisible();
  await expect(d.getByRole('button', { name: 'Back' })).toHaveCount(0);
});

test('a coach declines an Uber access request with a reason; the student is texted and reads it where they ask again', async ({
  page,
  browser,
}) => {
  await signIn(page, 'permit@example.org');
  await sendUberAccessRequest(await openUberAccessRequest(page), 'I need rides to my cousin’s house.');

  const coach = await (await browser.newContext()).newPage();
  await coach.setViewportSize({ width: 1280, height: 800 });
  await signIn(coach, 'coach@example.org');
  await coach.goto('/staff/rides');
  const card = await openQueueItem(coach, 'Robert Hughes');
  await card.getByRole('button', { name: 'Decline' }).click();
  // A reason is needed: the short list, or the coach's own words.
  await card.getByRole('button', { name: 'Decline' }).click();
  await expect(card.getByText('Say why it is declined.')).toBeVisible();
  await card.getByRole('radio', { name: 'This trip is not for a program step.' }).check();
  await expectNoA11yViolations(coach);
  await card.getByRole('button', { name: 'Decline' }).click();
  await expect(card).toHaveCount(0);
  // Announced to a screen reader once the card has left the list.
  await expect(coach.getByRole('main').getByRole('status')).toHaveText('Declined for Robert Hughes.');
  await coach.context().close();

  // Texted (delivery is queued): the reason reaches a student who does not open the portal.
  await expect
    .poll(async () => {
      const sent = (await (await page.request.get('/api/dev/outbox')).json()) as {
        to: string;
        text: string;
      }[];
      return sent.find((m) => m.to === '+13125550104' && m.text.includes('said no'))?.text ?? '';
    })
    .toContain('This trip is not for a program step.');

  await page.reload();
  const d = await openUberAccessRequest(page);
  await expect(
    d.getByText(
      'A coach said no to your last request: This trip is not for a program step. You can ask again.',
    ),
  ).toBeVisible();
  await expect(d.getByLabel('Why do you need rides?')).toBeVisible();
  await expectNoA11yViolations(page);
});
