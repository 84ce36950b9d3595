import { createRequire } from 'node:module';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@server/db/schema/index.js';
import {
  checkerboard,
  darkFacePhoto,
  facePhoto,
  greySquare,
  landscape,
  twoFacesPhoto,
  uploadProfilePhoto,
} from './analysis-images.js';
import { usePortal, ROOMY_LIMITS, useSignIns } from './harness.js';

// The local photo rater (no AI service configured) with a real face detector: issue 42 item 8.
const portal = usePortal(ROOMY_LIMITS);
const cookies = useSignIns(portal, ['training', 'permit', 'coach'], 180_000);

const rate = (cookie: string | undefined, photo: Buffer) =>
  portal.app.inject({
    method: 'POST',
    url: '/api/open-ai/analyze-profile-image',
    headers: cookie ? { cookie } : {},
    payload: { imageData: photo.toString('base64'), imageType: 'image/jpeg' },
  });

const NO_FACE = 'We could not find a face in this photo.';

describe('the photo rater sees faces', () => {
  it('scores a checkerboard, a flat grey square and a landscape at most 1 with "no face"', async () => {
    for (const photo of [await checkerboard(), await greySquare(), await landscape()]) {
      const res = await rate(cookies.training, photo);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.analysis.score).toBeLessThanOrEqual(1);
      expect(body.whatToImprove).toEqual([NO_FACE]);
      // Nothing about a face, its light or its place in the frame is said of a photo without one.
      expect(body.whatsWorking).toEqual([]);
      expect(body.tipsToLevelUp[0]).toBe(
        'Please use a photo of you: your head and shoulders, looking at the camera. Make sure nothing covers your face.',
      );
    }
  }, 120_000);

  it('scores the face photo from the fixtures at least 3, with what it measured on the face', async () => {
    const body = (await rate(cookies.training, facePhoto())).json();
    expect(body.analysis.score).toBeGreaterThanOrEqual(3);
    expect(body.whatsWorking).toEqual(
      expect.arrayContaining([
        'We found your face in the photo.',
        'The light on your face is good.',
        'Your face is sharp and in focus.',
      ]),
    );
    expect(body.whatToImprove).not.toContain(NO_FACE);
  }, 60_000);

  it('tells a photo of two people that it shows more than one face, and scores it at most 1', async () => {
    const body = (await rate(cookies.permit, await twoFacesPhoto())).json();
    expect(body.analysis.score).toBeLessThanOrEqual(1);
    expect(body.whatToImprove).toEqual(['We found more than one face in this photo.']);
    expect(body.tipsToLevelUp[0]).toBe(
      'Your profile photo should show only you. Take one with no other people in it.',
    );
  }, 60_000);

  it('measures the light on the face itself: the same face in a dim room is told it is too dark', async () => {
    const body = (await rate(cookies.permit, await darkFacePhoto())).json();
    expect(body.whatsWorking).toContain('We found your face in the photo.');
    expect(body.whatToImprove).toContain('Your face is too dark.');
    expect(body.analysis.score).toBeLessThanOrEqual(3);
  }, 60_000);

  it("rates the owner's stored upload the same way", async () => {
    const path = await uploadProfilePhoto(portal, cookies.permit, await checkerboard());
    const res = await portal.app.inject({
      method: 'POST',
      url: '/api/open-ai/analyze-profile-image',
      headers: { cookie: cookies.permit },
      payload: { path },
    });
    expect(res.json()).toMatchObject({ analysis: { score: 1 }, whatToImprove: [NO_FACE] });
    // Another student and a coach cannot have it rated; nobody signed in cannot rate at all.
    const asOther = await portal.app.inject({
      method: 'POST',
      url: '/api/open-ai/analyze-profile-image',
      headers: { cookie: cookies.training },
      payload: { path },
    });
    expect(asOther.statusCode).toBe(404);
    const asCoach = await portal.app.inject({
      method: 'POST',
      url: '/api/open-ai/analyze-profile-image',
      headers: { cookie: cookies.coach },
      payload: { path },
    });
    expect(asCoach.statusCode).toBe(404);
    expect((await rate(undefined, await greySquare())).statusCode).toBe(401);
  }, 60_000);

  it("answers in the student's language", async () => {
    await portal.database.db.update(users).set({ locale: 'es' }).where(eq(users.email, 'permit@example.org'));
    try {
      const body = (await rate(cookies.permit, await greySquare())).json();
      expect(body.whatToImprove).toEqual(['No pudimos encontrar una cara en esta foto.']);
      expect(body.tipsToLevelUp[0]).toBe(
        'Usa una foto tuya: tu cabeza y tus hombros, mirando a la cámara. Revisa que nada te tape la cara.',
      );
    } finally {
      await portal.database.db
        .update(users)
        .set({ locale: 'en' })
        .where(eq(users.email, 'permit@example.org'));
    }
  }, 60_000);
});

describe('the face detector runs in the upload work pool', () => {
  it('never loads on the main thread, and the event loop keeps answering /healthz meanwhile', async () => {
    // The machine is shared: the best of three rounds must hold (a detector on this thread would hold
    // /healthz for every photo's few hundred milliseconds, in every round).
    const rounds: number[] = [];
    for (let round = 0; round < 3 && !rounds.some((worst) => worst < 200); round++) {
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      let busy = true;
      let healthChecks = 0;
      let worstHealthMs = 0;
      // Each person may have ten photos rated a minute: each round is another person's.
      const who = [cookies.coach, cookies.training, cookies.permit][round]!;
      const rating = Promise.all([
        rate(who, facePhoto()),
        rate(who, await twoFacesPhoto()),
        rate(who, await landscape()),
      ]).finally(() => (busy = false));
      while (busy) {
        const started = performance.now();
        const res = await portal.app.inject({ url: '/healthz' });
        expect(res.statusCode).toBe(200);
        worstHealthMs = Math.max(worstHealthMs, performance.now() - started);
        healthChecks++;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      delay.disable();
      const answers = await rating;
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(answers[0]!.json().analysis.score).toBeGreaterThanOrEqual(3);
      expect(healthChecks).toBeGreaterThan(3);
      rounds.push(Math.max(worstHealthMs, delay.max / 1e6));
    }
    expect(Math.min(...rounds)).toBeLessThan(200);
    const loadedHere = Object.keys(createRequire(import.meta.url).cache);
    expect(loadedHere.filter((file) => /face-api|tfjs/.test(file))).toEqual([]);
  }, 240_000);
});
