import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploads, users } from '@server/db/schema/index.js';
import { darkBlurredPortrait, sharpPortrait, uploadProfilePhoto } from './analysis-images.js';
import { usePortal, ROOMY_LIMITS, useSignIns } from './harness.js';

/** Spec 001 §7 "analyze-outfit" and "enhance-profile-image": on the caller's own stored profile photo. */
const portal = usePortal(ROOMY_LIMITS);
const cookies = useSignIns(portal, ['grad', 'school', 'coach'], 60_000);

const post = (url: string, cookie: string | undefined, payload: object, key?: string) =>
  portal.app.inject({
    method: 'POST',
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const outfit = (cookie: string | undefined, path: string) =>
  post('/api/open-ai/analyze-outfit', cookie, { path });
const enhance = (cookie: string | undefined, body: object, key?: string) =>
  post('/api/gemini/enhance-profile-image', cookie, body, key);

describe('POST /api/open-ai/analyze-outfit', () => {
  it('scores a plain navy top above a loud striped one, and says what it cannot see', async () => {
    const calm = await outfit(
      cookies.grad,
      await uploadProfilePhoto(portal, cookies.grad, await sharpPortrait()),
    );
    const loud = await outfit(
      cookies.grad,
      await uploadProfilePhoto(
        portal,
        cookies.grad,
        await sharpPortrait({ colour: '#ff1493', stripes: '#ffea00' }),
      ),
    );
    expect(calm.statusCode).toBe(200);
    expect(loud.statusCode).toBe(200);
    expect(calm.json().score).toBe(5);
    expect(loud.json().score).toBeLessThan(calm.json().score);
    expect(loud.json().whatToImprove).toContain(
      'Your clothes have loud, bright colours. They pull the eye away from your face.',
    );
    expect(loud.json().tips).toContain('Pick a plain top with no stripes, checks or prints.');
    expect(calm.json().limits).toMatch(/cannot see logos/);
  });

  it('reads only the caller’s own profile photo: another student and a coach get 404, no one 401', async () => {
    const path = await uploadProfilePhoto(portal, cookies.grad, await sharpPortrait());
    expect((await outfit(cookies.school, path)).statusCode).toBe(404);
    expect((await outfit(cookies.coach, path)).statusCode).toBe(404);
    expect((await outfit(undefined, path)).statusCode).toBe(401);
    const bad = await outfit(cookies.grad, 'birthCertificate/00000000-0000-4000-8000-000000000000');
    expect(bad.statusCode).toBe(400);
    expect((await outfit(cookies.grad, 'profilePhoto/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
  });
});

describe('POST /api/gemini/enhance-profile-image', () => {
  it('brightens a dark, flat photo and crops a wide one to a portrait, as a small preview', async () => {
    const dark = await enhance(cookies.grad, {
      path: await uploadProfilePhoto(portal, cookies.grad, await darkBlurredPortrait()),
    });
    expect(dark.statusCode).toBe(200);
    expect(dark.json().changes).toEqual(
      expect.arrayContaining(['Made it brighter.', 'Added contrast so you stand out.']),
    );
    expect(dark.json().path).toBeNull();
    const preview = Buffer.from(
      (dark.json().preview as string).replace(/^data:image\/jpeg;base64,/, ''),
      'base64',
    );
    const meta = await sharp(preview).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(480);
    const stats = await sharp(preview).greyscale().stats();
    const before = await sharp(await darkBlurredPortrait())
      .greyscale()
      .stats();
    expect(stats.channels[0]!.mean).toBeGreaterThan(before.channels[0]!.mean + 20);

    const wideSource = await sharp(await sharpPortrait())
      .extend({ left: 500, right: 500, background: '#c9d3dc' })
      .jpeg()
      .toBuffer();
    const wide = await enhance(cookies.grad, {
      path: await uploadProfilePhoto(portal, cookies.grad, wideSource),
    });
    expect(wide.json().changes).toContain('Cropped to a portrait shape around you.');
    const cropped = await sharp(
      Buffer.from((wide.json().preview as string).split(',')[1]!, 'base64'),
    ).metadata();
    expect(cropped.width! / cropped.height!).toBeCloseTo(0.8, 1);
  });

  it('keeps the improved copy as the profile photo once, however often the tap is retried', async () => {
    const original = await uploadProfilePhoto(portal, cookies.grad, await darkBlurredPortrait());
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([
      enhance(cookies.grad, { path: original, keep: true }, key),
      enhance(cookies.grad, { path: original, keep: true }, key),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const kept = a.json().path as string;
    expect(kept).toMatch(/^profilePhoto\//);
    expect(b.json().path).toBe(kept);
    const db = portal.database.db;
    const [me] = await db.select().from(users).where(eq(users.email, 'grad@example.org'));
    expect(me!.profilePhotoPath).toBe(kept);
    const photos = await db
      .select()
      .from(uploads)
      .where(and(eq(uploads.userId, me!.id), eq(uploads.folder, 'profilePhoto')));
    expect(photos.map((p) => `profilePhoto/${p.id}`)).toEqual([kept]);
    const again = await enhance(cookies.grad, { path: original, keep: true }, crypto.randomUUID());
    expect(again.statusCode).toBe(404);
  });

  it('is for the photo’s owner only', async () => {
    const path = await uploadProfilePhoto(portal, cookies.grad, await sharpPortrait());
    expect((await enhance(cookies.school, { path })).statusCode).toBe(404);
    expect((await enhance(cookies.coach, { path, keep: true }, crypto.randomUUID())).statusCode).toBe(404);
    expect((await enhance(undefined, { path })).statusCode).toBe(401);
    expect((await enhance(cookies.grad, { path: 'x' })).statusCode).toBe(400);
  });
});
