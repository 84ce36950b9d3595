import { expect, test, type Page, type Request } from '@playwright/test';
import sharp from 'sharp';
import { learning as esLearning } from '../../src/shared/messages/es/learning';
import { expectNoA11yViolations, signIn, useFreshDemo } from './fixtures';

// Uploads change demo people's documents: each test starts from, and leaves behind, fresh demo data.
useFreshDemo();

/**
 * A 12-megapixel phone photo of a document (4000×3000): paper, lines of ink and sensor noise, so it
 * compresses like a real one (about 3.6 MB at quality 90), not like a flat test card.
 */
async function twelveMegapixelPhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let i = 0; i < width * height; i++) {
    const y = (i / width) | 0;
    const x = i - y * width;
    seed = (seed * 1103515245 + 12345) >>> 0;
    const noise = ((seed >>> 16) % 25) - 12;
    const ink = y > 200 && y < 2800 && y % 70 < 24 && x > 300 && x < 3700 - ((y * 7) % 600);
    const v = (ink ? 40 : 225) + noise;
    pixels[i * 3] = v;
    pixels[i * 3 + 1] = v - 5;
    pixels[i * 3 + 2] = v - 20;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Slows the page's uploads to a weak phone signal (or lifts the limit). */
async function uploadSpeed(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: bytesPerSecond > 0 ? 100 : 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond > 0 ? bytesPerSecond : -1,
  });
}

test('a 12-megapixel photo goes up at the stored size, with progress, cancel and retry', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const photo = await twelveMegapixelPhoto();
  expect(photo.length).toBeGreaterThan(2_500_000);

  const uploads: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/spaces')) uploads.push(request);
  });

  // The browser does not show multipart bodies to the test: the page measures each one it sends.
  await page.addInitScript(() => {
    const sizes: number[] = [];
    (window as unknown as { uploadBodies: number[] }).uploadBodies = sizes;
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof FormData)
        void new Response(body).arrayBuffer().then((b) => sizes.push(b.byteLength));
      send.call(this, body as XMLHttpRequestBodyInit | null);
    };
  });
  await signIn(page, 'school@example.org');
  await page.goto('/program/documents/upload/cdlALicense');
  await expect(page.getByRole('heading', { name: 'Upload your CDL-A' })).toBeVisible();
  await page.getByLabel('Choose a photo').setInputFiles({
    name: 'cdl.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  await expect(page.getByRole('img', { name: 'Preview of your photo' })).toBeVisible();

  // A weak signal: about 40 KB/s up, so the upload takes long enough to watch and to cancel.
  await uploadSpeed(page, 40 * 1024);
  await page.getByRole('button', { name: 'Submit' }).click();
  const detail = page.locator('.upload-progress-detail');
  await expect(detail).toHaveText(/^\d{1,3}% · \d+\.\d of \d+\.\d MB$/, { timeout: 60_000 });
  await expect(detail).toHaveText(/^([1-9]\d?)% · \d+\.\d of 0\.[1-8] MB$/, { timeout: 30_000 });
  await expectNoA11yViolations(page);
  await page.screenshot({ path: '/tmp/lowdata-upload-progress-360.png', fullPage: true });

  await page.getByRole('button', { name: 'Cancel upload' }).click();
  await expect(page.getByRole('alert')).toContainText('Upload cancelled. Your photo is still here');
  await expect(page.locator('.upload-progress-detail')).toHaveCount(0);
  // Cancelled: nothing stored, the document is still to do.
  const state = await page.request.get('/api/documents/folder/cdlALicense');
  expect(((await state.json()) as { status: string }).status).toBe('incomplete');
  await page.screenshot({ path: '/tmp/lowdata-upload-cancelled-360.png', fullPage: true });

  // Try again: the same photo, not chosen again, at full speed.
  await uploadSpeed(page, 0);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page.getByText("Thank you for uploading... We'll review it for approval within 2 business days."),
  ).toBeVisible({ timeout: 60_000 });

  // Two requests (the cancelled one and the retry) with one Idempotency-Key; the body that arrived was the
  // shrunk photo: at most 800 KB of the original's 3.6 MB.
  expect(uploads).toHaveLength(2);
  const keys = await Promise.all(uploads.map((r) => r.headerValue('idempotency-key')));
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  const sizes = await page.evaluate(() => (window as unknown as { uploadBodies: number[] }).uploadBodies);
  expect(sizes).toHaveLength(2);
  for (const size of sizes) {
    expect(size).toBeGreaterThan(100_000);
    expect(size).toBeLessThanOrEqual(800 * 1024);
  }

  // The coach sees the photo at the stored size: 2,400 px on its long side, not upscaled from less.
  const coach = await (await browser.newContext()).newPage();
  await signIn(coach, 'coach@example.org');
  const queue = (await (await coach.request.get('/api/admin/documents')).json()) as {
    path: string;
    folder: string;
  }[];
  const path = queue.find((item) => item.folder === 'cdlALicense')!.path;
  const served = await coach.request.get(`/api/spaces?path=${encodeURIComponent(path)}`);
  const image = Buffer.from(((await served.json()) as { content: string }).content, 'base64');
  const meta = await sharp(image).metadata();
  expect([meta.width, meta.height]).toEqual([2400, 1800]);
  // Sharp: the ink lines keep hard edges (a blurred or upscaled image would have few strong steps).
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  let strong = 0;
  for (let y = 0; y < info.height - 1; y++) {
    const x = 600;
    if (Math.abs(data[(y + 1) * info.width + x]! - data[y * info.width + x]!) > 60) strong++;
  }
  expect(strong).toBeGreaterThan(5);
});

test('a class video shows its poster, length and size, and downloads nothing before play', async ({
  page,
}) => {
  const videoRequests: string[] = [];
  page.on('request', (request) => {
    if (/\.webm(\?|$)/.test(request.url())) videoRequests.push(request.url());
  });
  await signIn(page, 'new@example.org');
  // The checklist states the length the file declares (0:15 for the demo's clip), not a written one.
  await page.goto('/program/welcome');
  await expect(page.locator('.subtext').filter({ hasText: 'Watch it to the end.' })).toHaveText(
    /^Video, 0:15 · Watch it to the end\./,
  );
  await page.goto('/program/welcome/orientation');
  const video = page.locator('video');
  await expect(video).toHaveAttribute('poster', '/learning/orientation.poster.webp');
  await expect(video).toHaveAttribute('preload', 'none');
  await expect(video).toHaveAttribute('src', '/learning/orientation.webm');
  await expect(page.locator('.video-facts')).toHaveText('Length 0:15 · about 0.1 MB');
  // The poster itself is served and is an image.
  const poster = await page.request.get('/learning/orientation.poster.webp');
  expect(poster.headers()['content-type']).toBe('image/webp');

  // The lower-quality rendition: chosen before play, kept for the next visit.
  const low = page.getByLabel('Lower quality (uses less data)');
  await low.check();
  await expect(video).toHaveAttribute('src', '/learning/orientation.low.webm');
  await page.reload();
  await expect(page.getByLabel('Lower quality (uses less data)')).toBeChecked();
  await expect(page.locator('video')).toHaveAttribute('src', '/learning/orientation.low.webm');
  await expectNoA11yViolations(page);
  await page.screenshot({ path: '/tmp/lowdata-video-card-360.png', fullPage: true });
  expect(videoRequests).toEqual([]);
});

test('with the data saver on, a class video starts on the lower-quality rendition', async ({ browser }) => {
  const context = await browser.newContext();
  await context.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }),
  );
  const page = await context.newPage();
  await signIn(page, 'new@example.org');
  await page.goto('/program/welcome/orientation');
  await expect(page.getByLabel('Lower quality (uses less data)')).toBeChecked();
  await expect(page.locator('video')).toHaveAttribute('src', '/learning/orientation.low.webm');
  await expect(page.locator('.video-facts')).toHaveText('Length 0:15 · about 0.1 MB');
  await context.close();
});

test('a Spanish reader’s class video is the Spanish one, with its poster and size, nothing loaded before play', async ({
  page,
}) => {
  const videoRequests: string[] = [];
  page.on('request', (request) => {
    if (/\.webm(\?|$)/.test(request.url())) videoRequests.push(request.url());
  });
  await signIn(page, 'new@example.org');
  expect((await page.request.put('/api/user/locale', { data: { locale: 'es' } })).ok()).toBe(true);
  try {
    await page.goto('/program/welcome/orientation');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const video = page.locator('video');
    await expect(video).toHaveAttribute('poster', '/learning/orientation.es.poster.webp');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('src', '/learning/orientation.es.webm');
    await expect(page.locator('.video-facts')).toContainText('0:15');
    const file = await page.request.get('/learning/orientation.es.webm');
    expect(file.headers()['content-type']).toMatch(/^video\/webm/);
    const poster = await page.request.get('/learning/orientation.es.poster.webp');
    expect(poster.headers()['content-type']).toBe('image/webp');
    await page.getByLabel(esLearning.lowData).check();
    await expect(video).toHaveAttribute('src', '/learning/orientation.es.low.webm');
    await page.screenshot({ path: '/tmp/lowdata-video-card-es-360.png', fullPage: true });
    expect(videoRequests).toEqual([]);
  } finally {
    await page.request.put('/api/user/locale', { data: { locale: 'en' } });
  }
});
