import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { thumbnailKeyOf } from '@server/uploads/thumbnail.js';
import { uploads } from '@server/db/schema/index.js';
import { uploadProfilePhoto } from './analysis-images.js';
import { usePortal, useSignIns } from './harness.js';

const portal = usePortal();
const cookies = useSignIns(portal, ['grad', 'school', 'coach']);

/** A 1800 × 2400 photo full of fine detail: what a phone's camera sends, hundreds of kilobytes. */
async function largePhoto(seed: number): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 1800,
      height: 2400,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 120 + seed, sigma: 60 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
  return noise;
}

const thumbnail = (cookie: string | undefined, path: string) =>
  portal.app.inject({
    url: `/api/spaces/thumbnail?path=${encodeURIComponent(path)}`,
    headers: cookie ? { cookie } : {},
  });

describe('a photo at the size it is shown', () => {
  it('serves a 240-pixel WebP of a 2,400-pixel profile photo, kept by the phone for good', async () => {
    const photo = await largePhoto(0);
    expect(photo.length).toBeGreaterThan(300_000);
    const path = await uploadProfilePhoto(portal, cookies.grad, photo);

    const res = await thumbnail(cookies.grad, path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(30_000);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 240, 240]);

    // Made once and kept beside the photo; asked again, the same bytes.
    const again = await thumbnail(cookies.grad, path);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('is for the photo’s owner and staff: another student 403, anonymous 401, not a photo 404', async () => {
    const path = (
      await portal.app.inject({ url: '/api/user/session', headers: { cookie: cookies.grad } })
    ).json().profilePhotoPath as string;
    expect((await thumbnail(cookies.school, path)).statusCode).toBe(403);
    expect((await thumbnail(undefined, path)).statusCode).toBe(401);
    expect((await thumbnail(cookies.coach, path)).statusCode).toBe(200);
    expect(
      (await thumbnail(cookies.grad, 'profilePhoto/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect(
      (await thumbnail(cookies.grad, 'speakYourWorthAudios/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await thumbnail(cookies.grad, '../secret')).statusCode).toBe(404);
  });

  it('a new photo replaces the old one’s rendition too', async () => {
    const first = (
      await portal.app.inject({ url: '/api/user/session', headers: { cookie: cookies.grad } })
    ).json().profilePhotoPath as string;
    const [row] = (await portal.database.db.select().from(uploads)).filter((u) => first.endsWith(u.id));
    expect(await portal.ports.storage.has(thumbnailKeyOf(row!.objectKey))).toBe(true);
    const second = await uploadProfilePhoto(portal, cookies.grad, await largePhoto(20));
    expect(second).not.toBe(first);
    expect(await portal.ports.storage.has(thumbnailKeyOf(row!.objectKey))).toBe(false);
    expect((await thumbnail(cookies.grad, first)).statusCode).toBe(404);
    expect((await thumbnail(cookies.grad, second)).statusCode).toBe(200);
  });
});
