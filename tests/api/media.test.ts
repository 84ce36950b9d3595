import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_CATALOGUE_ELEMENT, type MediaCatalogue } from '@shared/domain/media.js';
import { loadEnv } from '@server/env.js';
import { fileSeconds } from '@server/media/container-length.js';
import { demoMediaDir, loadMediaLibrary } from '@server/media/media-catalogue.js';
import { withMediaCatalogue } from '@server/plugins/static-client.js';
import { PROGRAM_CONTACTS } from '../program-contacts.js';
import { startTestPortal, type TestPortal } from './harness.js';

const demoFile = (folder: string, name: string) => join(demoMediaDir, folder, name);

describe('the demo’s clips in demo mode', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal();
  });
  afterAll(async () => {
    await portal.close();
  });

  it('serves a video whole, by byte range, and nothing that is not in the catalogue', async () => {
    const file = demoFile('learning', 'orientation.webm');
    const whole = await portal.app.inject({ url: '/learning/orientation.webm' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(readFileSync(file))).toBe(true);

    const part = await portal.app.inject({
      url: '/learning/orientation.webm',
      headers: { range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${statSync(file).size}`);
    expect(part.rawPayload.equals(readFileSync(file).subarray(0, 100))).toBe(true);
    const past = await portal.app.inject({
      url: '/learning/orientation.webm',
      headers: { range: `bytes=${statSync(file).size}-` },
    });
    expect(past.statusCode).toBe(416);

    const poster = await portal.app.inject({ url: '/learning/orientation.poster.webp' });
    expect(poster.headers['content-type']).toBe('image/webp');
    const captions = await portal.app.inject({ url: '/media/wb-enrollment.es.vtt' });
    expect(captions.statusCode).toBe(200);
    expect(captions.body).toMatch(/^WEBVTT/);

    for (const url of ['/learning/nothing.webm', '/learning/..%2F..%2Fpackage.json', '/media/videos.json']) {
      const res = await portal.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('times a student’s watching against the file’s own length', async () => {
    const cookie = await portal.signIn('new@example.org');
    const res = await portal.app.inject({ url: '/api/videos/orientation/progress', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().duration).toBeCloseTo(fileSeconds(demoFile('learning', 'orientation.webm'))!, 3);
    expect((await portal.app.inject({ url: '/api/videos/orientation/progress' })).statusCode).toBe(401);
  });
});

describe('a program’s own files in MEDIA_DIR', () => {
  let portal: TestPortal;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'program-media-'));
    mkdirSync(join(dir, 'learning'));
    // The program's orientation is another, shorter clip (12 s where the demo's is 15 s).
    copyFileSync(demoFile('learning', 'pretrip_video_1.webm'), join(dir, 'learning', 'orientation.webm'));
    portal = await startTestPortal({ MEDIA_DIR: dir });
  });
  afterAll(async () => {
    await portal.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the replaced file with its own length and size, and none of the demo’s files for it', async () => {
    const replaced = join(dir, 'learning', 'orientation.webm');
    const res = await portal.app.inject({ url: '/learning/orientation.webm' });
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['content-length'])).toBe(statSync(replaced).size);
    expect(res.rawPayload.equals(readFileSync(replaced))).toBe(true);
    // The demo's poster and low rendition belong to the demo's video, not to the program's.
    expect((await portal.app.inject({ url: '/learning/orientation.poster.webp' })).statusCode).toBe(404);
    expect((await portal.app.inject({ url: '/learning/orientation.low.webm' })).statusCode).toBe(404);

    const cookie = await portal.signIn('new@example.org');
    const progress = await portal.app.inject({
      url: '/api/videos/orientation/progress',
      headers: { cookie },
    });
    const seconds = fileSeconds(replaced)!;
    expect(seconds).toBeLessThan(13);
    expect(progress.json().duration).toBeCloseTo(seconds, 3);
  });

  it('refuses a MEDIA_DIR that is not a folder, naming the setting', () => {
    expect(() => loadEnv({ MEDIA_DIR: join(dir, 'no-such-folder') })).toThrow(/MEDIA_DIR/);
  });
});

describe('production and the program’s media', () => {
  const production = {
    NODE_ENV: 'production',
    PORTAL_DEMO: '0',
    SESSION_SECRET: 'a'.repeat(48),
    FILE_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    PUBLIC_URL: 'https://portal.example.org',
    ...PROGRAM_CONTACTS,
  };
  let portal: TestPortal | undefined;
  let own: string;
  beforeAll(() => {
    // The program's folder holds the class videos the checklist waits for, and none of the windows' clips.
    own = mkdtempSync(join(tmpdir(), 'program-media-'));
    mkdirSync(join(own, 'learning'));
    mkdirSync(join(own, 'media'));
    for (const name of readdirSync(join(demoMediaDir, 'learning')))
      if (name.endsWith('.webm') && !name.includes('.low.') && !name.includes('.es.'))
        copyFileSync(demoFile('learning', name), join(own, 'learning', name));
  });
  afterAll(async () => {
    await portal?.close();
    rmSync(own, { recursive: true, force: true });
  });

  it('refuses to start without the videos a checklist step waits for, naming MEDIA_DIR', async () => {
    const { MEDIA_DIR: _given, ...without } = production;
    await expect(startTestPortal(without)).rejects.toThrow(/MEDIA_DIR: no video for .*orientation/);
  });

  it('serves none of the demo’s clips, captions or posters beside the program’s own', async () => {
    portal = await startTestPortal({ ...production, MEDIA_DIR: own });
    expect((await portal.app.inject({ url: '/learning/orientation.webm' })).statusCode).toBe(200);
    for (const url of [
      '/learning/orientation.vtt',
      '/learning/orientation.poster.webp',
      '/media/wb-enrollment.webm',
      '/media/firsthand-cdla-1.webm',
    ]) {
      expect((await portal.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});

describe('a program without videos', () => {
  let portal: TestPortal;
  let empty: string;
  beforeAll(async () => {
    empty = mkdtempSync(join(tmpdir(), 'no-media-'));
    portal = await startTestPortal({}, { media: loadMediaLibrary({ mediaDir: empty, demo: false }) });
    await portal.forgetProgress('school@example.org');
  });
  afterAll(async () => {
    await portal.close();
    rmSync(empty, { recursive: true, force: true });
  });

  it('answers 404 for watching a video that is not there', async () => {
    const cookie = await portal.signIn('new@example.org');
    const res = await portal.app.inject({ url: '/api/videos/orientation/progress', headers: { cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This video is not available.');
    const report = await portal.app.inject({
      method: 'POST',
      url: '/api/videos/orientation/progress',
      headers: { cookie },
      payload: { position: 1, furthest: 1 },
    });
    expect(report.statusCode).toBe(404);
  });

  it('does not ask for a video it does not have: the onboarding test is served, the pre-trip slides open', async () => {
    const cookie = await portal.signIn('school@example.org');
    const test = await portal.app.inject({
      url: '/api/quizzes/onboarding/questions?kind=test',
      headers: { cookie },
    });
    expect(test.statusCode).toBe(200);
    const pretrip = await portal.app.inject({ url: '/api/learning/pretrip', headers: { cookie } });
    expect(pretrip.json()).toMatchObject({ unlocked: true });
  });
});

describe('the catalogue in the page', () => {
  it('is a JSON block the browser reads, that no video name can break out of', () => {
    const catalogue: MediaCatalogue = {
      'learning/orientation': {
        en: {
          src: '/learning/orientation.webm',
          low: null,
          poster: null,
          captions: {},
          seconds: 1500,
          bytes: 9,
          lowBytes: null,
        },
      },
      'media/</script><script>x': {},
    };
    const html = withMediaCatalogue('<html><head></head><body></body></html>', catalogue);
    const block = new RegExp(
      `<script type="application/json" id="${MEDIA_CATALOGUE_ELEMENT}">(.*?)</script>`,
    ).exec(html)!;
    expect(JSON.parse(block[1]!)).toEqual(catalogue);
  });
});
