import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localAi } from '@server/adapters/ai/local.js';
import { users } from '@server/db/schema/index.js';
import { darkFacePhoto, facePhoto, uploadProfilePhoto as upload } from './analysis-images.js';
import { usePortal, ROOMY_LIMITS, startTestPortal, type TestPortal, useSignIns } from './harness.js';

const portal = usePortal(ROOMY_LIMITS);
const cookies = useSignIns(portal, ['training', 'coach']);

const rate = (cookie: string | undefined, email: unknown) =>
  portal.app.inject({
    method: 'POST',
    url: '/api/open-ai/analyze-email-professionality',
    headers: cookie ? { cookie } : {},
    payload: { email },
  });

describe('POST /api/open-ai/analyze-email-professionality', () => {
  it('rates an address and explains itself', async () => {
    const res = await rate(cookies.training, 'sexy420@gmail.com');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.rating).toBe('unprofessional');
    expect(body.professionalLevel).toBe('unprofessional');
    expect(body.whatToImprove.length).toBeGreaterThan(0);
    expect(body.suggestions.length).toBeGreaterThan(0);
  });

  it('rates a name-based address as professional with nothing to improve', async () => {
    const [u] = await portal.database.db.select().from(users).where(eq(users.email, 'training@example.org'));
    const address = `${u!.firstName}.${u!.lastName}@gmail.com`.toLowerCase();
    const body = (await rate(cookies.training, address)).json();
    expect(body.rating).toBe('professional');
    expect(body.whatToImprove).toEqual([]);
  });

  it('records the rating only when the student rates their own address', async () => {
    await portal.database.db
      .update(users)
      .set({ emailRating: null })
      .where(eq(users.email, 'training@example.org'));
    await rate(cookies.training, 'someone.else@gmail.com');
    const still = await portal.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'training@example.org'));
    expect(still[0]!.emailRating).toBeNull();
    const own = (await rate(cookies.training, 'Training@Example.org')).json();
    const after = await portal.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'training@example.org'));
    expect(after[0]!.emailRating).toBe(own.rating);
    const session = await portal.app.inject({
      method: 'GET',
      url: '/api/user/session',
      headers: { cookie: cookies.training },
    });
    expect(session.json().emailRating).toBe(own.rating);
  });

  it('answers the spec messages for a missing or invalid address', async () => {
    const empty = await rate(cookies.training, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Email address is required');
    const bad = await rate(cookies.training, 'not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Must be a valid email address');
  });

  it('works for staff too, and refuses anonymous callers', async () => {
    expect((await rate(cookies.coach, 'coach@example.org')).statusCode).toBe(200);
    expect((await rate(undefined, 'a@b.com')).statusCode).toBe(401);
  });
});

const ratePhoto = (cookie: string | undefined, imageData: string, imageType: string) =>
  portal.app.inject({
    method: 'POST',
    url: '/api/open-ai/analyze-profile-image',
    headers: cookie ? { cookie } : {},
    payload: { imageData, imageType },
  });

describe('POST /api/open-ai/analyze-profile-image', () => {
  it('scores a sharp, well-lit face higher than the same face in a dim room', async () => {
    const good = (await ratePhoto(cookies.training, facePhoto().toString('base64'), 'image/jpeg')).json();
    const bad = (
      await ratePhoto(cookies.training, (await darkFacePhoto()).toString('base64'), 'image/jpeg')
    ).json();
    expect(good.analysis.score).toBeGreaterThan(bad.analysis.score);
    expect(good.analysis.score).toBeGreaterThanOrEqual(4);
    expect(bad.analysis.score).toBeLessThanOrEqual(2);
    expect(bad.whatToImprove).toEqual(
      expect.arrayContaining(['Your face is too dark.', 'The photo looks flat and grey.']),
    );
    expect(good.whatsWorking.length).toBeGreaterThan(bad.whatsWorking.length);
    expect(bad.tipsToLevelUp.length).toBeGreaterThan(1);
  });

  it('accepts a data URL as sent by a file reader', async () => {
    const data = `data:image/jpeg;base64,${facePhoto().toString('base64')}`;
    expect((await ratePhoto(cookies.coach, data, 'image/jpeg')).statusCode).toBe(200);
  });

  it('refuses other types with the spec message, and unreadable data', async () => {
    const gif = await ratePhoto(cookies.training, 'R0lGODlh', 'image/gif');
    expect(gif.statusCode).toBe(400);
    expect(gif.json().message).toBe(
      'File type "image/gif" is not supported. Please use: image/jpeg, image/jpg, image/png.',
    );
    const junk = await ratePhoto(
      cookies.training,
      Buffer.from('not a photo').toString('base64'),
      'image/png',
    );
    expect(junk.statusCode).toBe(400);
    expect(junk.json().message).toBe('Error reading file. Please ensure you upload a valid file.');
  });

  it('refuses anonymous callers', async () => {
    expect((await ratePhoto(undefined, 'abcd', 'image/png')).statusCode).toBe(401);
  });
});

const rateStored = (cookie: string | undefined, body: object) =>
  portal.app.inject({
    method: 'POST',
    url: '/api/open-ai/analyze-profile-image',
    headers: cookie ? { cookie } : {},
    payload: body,
  });

describe('POST /api/open-ai/analyze-profile-image {path}: the stored upload, sent once', () => {
  it("rates the owner's uploaded profile photo as it rates the same photo sent inline", async () => {
    const photo = await darkFacePhoto();
    const path = await upload(portal, cookies.training, photo);
    const fromStore = await rateStored(cookies.training, { path });
    expect(fromStore.statusCode).toBe(200);
    const inline = (await ratePhoto(cookies.training, photo.toString('base64'), 'image/jpeg')).json();
    // Stored photos are re-encoded, so the figures may differ a little; the verdict does not.
    expect(fromStore.json().analysis.score).toBeLessThanOrEqual(2);
    expect(fromStore.json().analysis.score).toBe(inline.analysis.score);
    expect(fromStore.json().whatToImprove).toEqual(expect.arrayContaining(['Your face is too dark.']));
  });

  it("refuses another student's photo, a coach asking for a student's, and a document photo", async () => {
    const path = await upload(portal, cookies.training, facePhoto());
    const other = await portal.signIn('permit@example.org');
    const theirs = await rateStored(other, { path });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('NOT_FOUND');
    expect((await rateStored(cookies.coach, { path })).statusCode).toBe(404);
    expect(
      (await rateStored(cookies.training, { path: 'cdlALicense/00000000-0000-0000-0000-000000000000' }))
        .statusCode,
    ).toBe(404);
    // Paths that name no profile photo (asked by another student: each person has ten analyses a minute).
    expect((await rateStored(other, { path: '../../etc/passwd' })).statusCode).toBe(404);
    expect((await rateStored(other, { path: `profilePhoto/${'-'.repeat(36)}` })).statusCode).toBe(404);
  });

  it('refuses anonymous callers, and a body that mixes a path with inline data', async () => {
    expect((await rateStored(undefined, { path: 'profilePhoto/x' })).statusCode).toBe(401);
    const path = await upload(portal, cookies.training, facePhoto());
    const mixed = await rateStored(cookies.training, { path, imageData: 'abcd', imageType: 'image/png' });
    expect(mixed.statusCode).toBe(400);
    const nothing = await rateStored(cookies.training, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe('Error reading file. Please ensure you upload a valid file.');
  });
});

describe('local photo rater', () => {
  it('gives the face photo from the fixtures a 5', async () => {
    const ai = localAi();
    const good = await ai.ratePhoto({ image: facePhoto(), type: 'image/jpeg' });
    expect(good.analysis.score).toBe(5);
  });
});

describe('the photo analysis feature flag', () => {
  const enabled = async (p: TestPortal, cookie: string) =>
    (await p.app.inject({ url: '/api/open-ai/analyze-profile-image', headers: { cookie } })).json().enabled;

  it('is on for everyone by default', async () => {
    expect(await enabled(portal, cookies.training)).toBe(true);
    expect((await portal.app.inject({ url: '/api/open-ai/analyze-profile-image' })).statusCode).toBe(401);
  });

  it('when targeted at one person, analyses only their photos and refuses the others on the server', async () => {
    const flagged = await startTestPortal({
      RATE_LIMIT_PER_IP: '1000',
      CODES_PER_ADDRESS: '100',
      FEATURE_FLAGS: JSON.stringify({ 'photo-analysis': { emails: ['permit@example.org'] } }),
    });
    try {
      const [permit, school] = [
        await flagged.signIn('permit@example.org'),
        await flagged.signIn('school@example.org'),
      ];
      expect(await enabled(flagged, permit)).toBe(true);
      expect(await enabled(flagged, school)).toBe(false);
      const photo = facePhoto().toString('base64');
      const rate = (cookie: string) =>
        flagged.app.inject({
          method: 'POST',
          url: '/api/open-ai/analyze-profile-image',
          headers: { cookie },
          payload: { imageData: photo, imageType: 'image/jpeg' },
        });
      expect((await rate(permit)).statusCode).toBe(200);
      const refused = await rate(school);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        'Photo analysis is not available right now. You can still upload your photo.',
      );
    } finally {
      await flagged.close();
    }
  });
});
