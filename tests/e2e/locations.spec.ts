import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, screenshots, signIn, useFreshDemo } from './fixtures';

useFreshDemo();

test('the DMV screen lists offices within 60 miles by distance, keeps a preferred one, and sends an address change', async ({
  page,
}) => {
  await signIn(page, 'permit@example.org');
  await page.goto('/program/permit/find_dmv');
  await expect(page.getByRole('heading', { name: 'Find a DMV office' })).toBeVisible();
  const map = page.getByRole('region', { name: 'Map of Find a DMV office' });
  // Markers and the list work with no tile server configured (no tiles to download).
  await expect(map.locator('.map-pin-place').first()).toBeVisible();
  await expect(map.locator('.leaflet-tile')).toHaveCount(0);
  await page.getByRole('button', { name: 'Reset Map' }).click();
  const miles = await page.locator('.place-miles').allInnerTexts();
  const values = miles.map((m) => Number.parseFloat(m));
  expect(values.length).toBeGreaterThan(2);
  expect([...values].sort((a, b) => a - b)).toEqual(values);
  expect(Math.max(...values)).toBeLessThanOrEqual(60);
  await expect(page.getByText('Rockford')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await screenshots(page, 'locations-dmv');

  const second = page.locator('.place').nth(1);
  const name = (await second.locator('h2').innerText()).replace(/^\d+\s*/, '');
  await second.getByRole('button', { name: `Mark ${name} as my choice` }).click();
  await expect(second.getByRole('button', { name: `Mark ${name} as my choice` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  await expect(
    page
      .locator('.place')
      .nth(1)
      .getByRole('button', { name: /as my choice/ }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page
      .locator('.place')
      .nth(0)
      .getByRole('button', { name: /as my choice/ }),
  ).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('button', { name: 'My address changed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tell us your new address' });
  await dialog.getByLabel('Street address').fill('10 N State St');
  await dialog.getByLabel('City').fill('Chicago');
  await dialog.getByLabel('State').selectOption('IL');
  await dialog.getByLabel('ZIP code').fill('60602');
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Someone should reach out shortly')).toBeVisible();
  await expect
    .poll(async () =>
      ((await (await page.request.get('/api/dev/helpdesk')).json()) as { subject: string }[]).map(
        (t) => t.subject,
      ),
    )
    .toContain('Address change request');
});

test('the DOT clinic screen and the locations page show nearby places with directions', async ({ page }) => {
  await signIn(page, 'permit@example.org');
  await page.goto('/program/permit/find_dot_clinic');
  await expect(page.getByRole('heading', { name: 'Find a DOT physical clinic' })).toBeVisible();
  await expect(page.getByText('Indianapolis')).toHaveCount(0);
  const first = page.locator('.place').first();
  await expect(first.getByRole('link', { name: /Directions/ })).toHaveAttribute('href', /maps/);
  await first.getByText('Written directions').click();
  await expect(first.getByText(/miles in a straight line/)).toBeVisible();
  await page.goto('/program/locations');
  await page.getByRole('button', { name: 'Find your workforce board office' }).click();
  await expect(page.getByText('American Job Center Loop', { exact: false })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'locations-page');
});

/** The map's numbered pins and the cards' numbers and names, in order. */
async function pinsAndCards(page: Page) {
  const map = page.getByRole('region', { name: /^Map of / });
  await expect(map.locator('.map-pin-place').first()).toBeVisible();
  const pins = await map
    .locator('.map-pin-anchor:has(.map-pin-place)')
    .evaluateAll((els) => els.map((el) => ({ n: el.textContent, title: el.getAttribute('title') })));
  const cards = await page.locator('.place h2').evaluateAll((els) =>
    els.map((el) => ({
      n: el.querySelector('.place-number')?.textContent,
      name: el.lastChild?.textContent,
    })),
  );
  return { map, pins, cards };
}

test('the map numbers each place as its card, labels "You" and fits them all, in light and dark', async ({
  page,
}) => {
  await signIn(page, 'permit@example.org');
  await page.goto('/program/permit/find_dmv');
  const { map, pins, cards } = await pinsAndCards(page);
  expect(cards.length).toBeGreaterThan(2);
  expect(pins.map((p) => p.n)).toEqual(cards.map((c) => c.n));
  expect(pins.map((p) => p.title)).toEqual(cards.map((c) => `${c.n}. ${c.name}`));
  const you = map.locator('.map-pin-you');
  await expect(you).toHaveText('You');
  await expect(you).toBeVisible();
  // Fitted: every pin and "You" lie inside the map's box.
  const frame = (await map.boundingBox())!;
  for (const box of await map
    .locator('.map-pin')
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
    expect(box.left).toBeGreaterThanOrEqual(frame.x);
    expect(box.right).toBeLessThanOrEqual(frame.x + frame.width);
    expect(box.top).toBeGreaterThanOrEqual(frame.y);
    expect(box.bottom).toBeLessThanOrEqual(frame.y + frame.height);
  }
  // Tapping a pin brings its card into view.
  await page.locator('.place').last().scrollIntoViewIfNeeded();
  await map.scrollIntoViewIfNeeded();
  await map.locator('.map-pin-place').last().click();
  await expect(page.locator('.place').last()).toBeInViewport();

  // The thumbs-up says what it does; the phone number is a thumb-sized target.
  const first = page.locator('.place').first();
  await expect(first.getByRole('button', { name: /as my choice/ })).toContainText('My choice');
  const phone = first.locator('a[href^="tel:"]');
  expect((await phone.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expectNoA11yViolations(page);
  await screenshots(page, 'locations-map');

  await page.emulateMedia({ colorScheme: 'dark' });
  const background = await map.evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r, g, b] = background.match(/\d+/g)!.map(Number);
  expect(r! + g! + b!).toBeLessThan(3 * 80);
  await expect(you).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'locations-map-dark');
});

test.describe('with a tile server', () => {
  // The tile origin is made up here, so the page's CSP (which allows only the configured one) is set aside.
  test.use({ bypassCSP: true });

  test('draws the tiles under the same numbered pins', async ({ page }) => {
    const tile = await sharp({
      create: { width: 256, height: 256, channels: 3, background: { r: 200, g: 220, b: 240 } },
    })
      .png()
      .toBuffer();
    await page.route('http://tiles.test/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: tile }),
    );
    await page.route('**/api/locations/byType', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as Record<string, unknown>;
      await route.fulfill({ response: res, json: { ...body, tileUrl: 'http://tiles.test/{z}/{x}/{y}.png' } });
    });
    await signIn(page, 'permit@example.org');
    await page.goto('/program/permit/find_dmv');
    const { map, pins, cards } = await pinsAndCards(page);
    await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    expect(pins.map((p) => p.n)).toEqual(cards.map((c) => c.n));
    // The pins lie on top: the point under the first pin's centre is the pin, not a tile.
    const onTop = await map
      .locator('.map-pin-place')
      .first()
      .evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
      });
    expect(onTop).toBe(true);
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshots(page, 'locations-map-tiles-dark');
  });
});
