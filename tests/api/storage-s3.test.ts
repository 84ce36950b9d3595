import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads, users } from '@server/db/schema/index.js';
import { startFakeS3, type FakeS3 } from './fake-s3.js';
import { startTestPortal, type TestPortal } from './harness.js';
import { uploadTo } from './uploads.js';

let s3: FakeS3;
let portal: TestPortal;
let cookie: string;

beforeAll(async () => {
  s3 = await startFakeS3({ bucket: 'freeway-private', accessKeyId: 'AKIATESTKEY' });
  portal = await startTestPortal({
    S3_BUCKET: 'freeway-private',
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: 'AKIATESTKEY',
    S3_SECRET_ACCESS_KEY: 'test-secret-key',
    S3_FORCE_PATH_STYLE: '1',
  });
  cookie = await portal.signIn('school@example.org');
});
afterAll(async () => {
  await portal.close();
  await s3.close();
});

async function upload(folder: string) {
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#abc' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'S3-EXIF-MARKER' } })
    .toBuffer();
  return uploadTo(portal, cookie, folder, { name: 'a.jpg', type: 'image/jpeg', data: photo });
}

describe('S3-compatible storage', () => {
  it('keeps the encrypted, re-encoded photo in the bucket and serves it back to its owner', async () => {
    const seeded = new Set(s3.objects.keys());
    expect(seeded.size).toBeGreaterThan(0); // the demo's sample photos live in the bucket too
    const res = await upload('cdlALicense');
    expect(res.statusCode).toBe(200);
    const added = [...s3.objects.keys()].filter((k) => !seeded.has(k));
    expect(added).toHaveLength(1);
    const stored = s3.objects.get(added[0]!);
    expect(stored!.subarray(0, 4).toString()).toBe('FWE2');
    expect(stored!.includes(Buffer.from('S3-EXIF-MARKER'))).toBe(false);
    expect(s3.requests.some((r) => r.method === 'PUT' && r.path.startsWith('/freeway-private/'))).toBe(true);

    const read = await portal.app.inject({
      url: `/api/spaces?path=${encodeURIComponent((res.json() as { path: string }).path)}`,
      headers: { cookie },
    });
    expect(read.statusCode).toBe(200);
    const meta = await sharp(Buffer.from((read.json() as { content: string }).content, 'base64')).metadata();
    expect(meta.format).toBe('jpeg');
  });

  it('answers 503 and keeps nothing when the bucket is down, then works when it is back', async () => {
    const before = s3.objects.size;
    const school = (
      await portal.database.db.select().from(users).where(eq(users.email, 'school@example.org'))
    )[0]!;
    const rowsOf = async () =>
      (await portal.database.db.select().from(uploads).where(eq(uploads.userId, school.id))).map((r) => r.id);
    const rowsBefore = await rowsOf();
    s3.down = true;
    const res = await upload('endorsementHazmat');
    s3.down = false;
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(
      'We could not save your photo right now. Please try again in a few minutes.',
    );
    expect(await rowsOf()).toEqual(rowsBefore);
    expect(s3.objects.size).toBe(before);
    expect((await upload('endorsementHazmat')).statusCode).toBe(200);
    expect(s3.objects.size).toBe(before + 1);
  });
});
