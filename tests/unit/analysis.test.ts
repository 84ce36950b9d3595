import { describe, expect, it } from 'vitest';
import {
  EMAIL_GAUGE_ANGLE,
  isNameBased,
  isPhotoType,
  capForFaces,
  FACE_SHARPNESS,
  faceCheck,
  judgePortrait,
  NO_SINGLE_FACE_SCORE,
  type FaceMeasures,
  type PhotoCheck,
  type PortraitMeasures,
  photoGaugeAngle,
  photoGaugeLabel,
  rateEmail,
  suggestAddresses,
  type EmailLevel,
  type PhotoMeasures,
} from '@shared/domain/analysis.js';

// Spec 000 §2 "Analyze Email Professionality", §9 gauge angles; 001 §3 "Photo analysis result", §9.

const jane = { firstName: 'Jane', lastName: 'Doe' };

describe('rateEmail', () => {
  it.each<[string, EmailLevel]>([
    ['jane.doe@gmail.com', 'professional'],
    ['jdoe@outlook.com', 'professional'],
    ['janedoe@yahoo.com', 'professional'],
    ['jane_doe@icloud.com', 'professional'],
    ['doe.jane@protonmail.com', 'professional'],
    ['jane@doefamily.org', 'professional'],
    ['Jane.Doe@Gmail.com', 'professional'],
    ['j.doe@comcast.net', 'professional'],
    ['jane.doe1985@gmail.com', 'semi-professional'],
    ['jane.doe2@gmail.com', 'semi-professional'],
    ['janedoe22@yahoo.com', 'semi-professional'],
    ['truckerjane@gmail.com', 'professional'],
    ['roadrunner@gmail.com', 'semi-professional'],
    ['jane.m.doe.cdl@gmail.com', 'semi-professional'],
    ['jane__doe@gmail.com', 'semi-professional'],
    ['jane.doe@mail.xyz', 'semi-professional'],
    ['sexyjane@gmail.com', 'unprofessional'],
    ['janedoe420@gmail.com', 'unprofessional'],
    ['jane69@gmail.com', 'unprofessional'],
    ['thuglife@yahoo.com', 'unprofessional'],
    ['killa.jane@gmail.com', 'unprofessional'],
    ['bigbossjane@gmail.com', 'unprofessional'],
    ['jane.doe@mailinator.com', 'unprofessional'],
    ['jane.doe83726@gmail.com', 'unprofessional'],
    ['janeeee@gmail.com', 'unprofessional'],
    ['12345@gmail.com', 'unprofessional'],
    ['coolgirl@hotmail.com', 'unprofessional'],
    ['moneymakerjane@gmail.com', 'unprofessional'],
    ['jane.doe.is.the.best.driver.ever.on.the.road@gmail.com', 'unprofessional'],
    ['weedlover@gmail.com', 'unprofessional'],
    ['janedoe_gamer@gmail.com', 'unprofessional'],
    ['damnjane@aol.com', 'unprofessional'],
  ])('%s is %s for Jane Doe', (email, level) => {
    expect(rateEmail(email, jane).level).toBe(level);
  });

  it('does not hold a slang-looking surname against its owner', () => {
    expect(rateEmail('johnny.cash@gmail.com', { firstName: 'Johnny', lastName: 'Cash' }).level).toBe(
      'professional',
    );
    expect(rateEmail('tom.money@gmail.com', { firstName: 'Tom', lastName: 'Money' }).level).toBe(
      'professional',
    );
    expect(rateEmail('tom.money@gmail.com', jane).findings).toContain('slang');
  });

  it('does not flag ordinary names that contain a short rude word', () => {
    expect(rateEmail('cassandra.hellman@gmail.com', {}).level).toBe('professional');
    expect(rateEmail('lillian.ross@gmail.com', {}).level).toBe('professional');
  });

  it('explains each finding', () => {
    expect(rateEmail('janedoe420@gmail.com', jane).findings).toEqual(['slang']);
    expect(rateEmail('jane.doe1985@gmail.com', jane).findings).toEqual(['shortNumber']);
    expect(rateEmail('roadrunner@gmail.com', jane).findings).toEqual(['notName']);
    expect(rateEmail('jane.doe@mailinator.com', jane).findings).toEqual(['disposableDomain']);
  });

  it('without a known name it does not judge name use', () => {
    expect(rateEmail('roadrunner@gmail.com').level).toBe('professional');
    expect(isNameBased('roadrunner', {})).toBeNull();
    expect(isNameBased('jdoe', jane)).toBe(true);
  });
});

describe('suggestAddresses', () => {
  it('builds name-based addresses on the same everyday domain', () => {
    expect(suggestAddresses('sexyjane@yahoo.com', jane)).toEqual([
      'jane.doe@yahoo.com',
      'jdoe@yahoo.com',
      'janedoe@yahoo.com',
    ]);
    expect(suggestAddresses('x@mailinator.com', jane)[0]).toBe('jane.doe@gmail.com');
    expect(suggestAddresses('x@gmail.com', {})).toEqual([]);
  });
});

describe('gauge', () => {
  it('points at -48, 0 and +48 degrees', () => {
    expect(EMAIL_GAUGE_ANGLE).toEqual({ unprofessional: -48, 'semi-professional': 0, professional: 48 });
    expect(photoGaugeAngle(1)).toBe(-48);
    expect(photoGaugeAngle(3)).toBe(0);
    expect(photoGaugeAngle(5)).toBe(48);
  });
  it('labels photo scores: Professional at 5, Semi-professional at 4, Needs Work otherwise', () => {
    expect(photoGaugeLabel(5)).toBe('professional');
    expect(photoGaugeLabel(4)).toBe('semiProfessional');
    expect(photoGaugeLabel(3)).toBe('needsWork');
    expect(photoGaugeLabel(1)).toBe('needsWork');
  });
});

describe('judgePortrait', () => {
  const photo: PhotoMeasures = {
    width: 800,
    height: 1000,
    brightness: 130,
    contrast: 55,
    sharpness: 300,
    centreDetail: 0.6,
    clipped: 0.02,
  };
  const face: FaceMeasures = {
    confidence: 0.98,
    x: 0.35,
    y: 0.15,
    width: 0.3,
    height: 0.3,
    brightness: 140,
    clipped: 0.03,
    sharpness: 250,
  };
  const good: PortraitMeasures = { photo, faces: [face] };
  const detail = (m: PortraitMeasures, check: PhotoCheck) =>
    judgePortrait(m).checks.find((c) => c.check === check)?.detail;

  it('gives one well-lit, sharp, centred face a 5, and says the face was found', () => {
    expect(judgePortrait(good).score).toBe(5);
    expect(judgePortrait(good).checks.every((c) => c.ok)).toBe(true);
    expect(detail(good, 'face')).toBe('oneFace');
  });

  it('scores a photo with no face, or several, at most 1, with that as the only finding', () => {
    for (const faces of [[], [face, { ...face, x: 0.05 }], [face, face, face]]) {
      const verdict = judgePortrait({ photo, faces });
      expect(verdict.score).toBe(NO_SINGLE_FACE_SCORE);
      expect(verdict.checks).toEqual([
        { check: 'face', ok: false, detail: faces.length ? 'manyFaces' : 'noFace' },
      ]);
    }
  });

  it('judges light and focus inside the face, not on the whole photo', () => {
    // A dark, soft background does not count against a bright, sharp face…
    const darkRoom = { ...good, photo: { ...photo, brightness: 30, sharpness: 5 } };
    expect(judgePortrait(darkRoom).score).toBe(5);
    // …and a face in shadow or out of focus costs two points whatever the rest of the photo is.
    expect(detail({ photo, faces: [{ ...face, brightness: 40 }] }, 'light')).toBe('faceTooDark');
    expect(judgePortrait({ photo, faces: [{ ...face, brightness: 40 }] }).score).toBe(3);
    expect(detail({ photo, faces: [{ ...face, brightness: 230 }] }, 'light')).toBe('faceTooBright');
    expect(detail({ photo, faces: [{ ...face, clipped: 0.5 }] }, 'light')).toBe('faceTooBright');
    expect(detail({ photo, faces: [{ ...face, sharpness: FACE_SHARPNESS - 1 }] }, 'sharpness')).toBe(
      'faceBlurred',
    );
    expect(judgePortrait({ photo, faces: [{ ...face, sharpness: 5 }] }).score).toBe(3);
  });

  it("places the frame from the face's box", () => {
    const at = (box: Partial<FaceMeasures>) => detail({ photo, faces: [{ ...face, ...box }] }, 'framing');
    expect(at({ x: 0.7 })).toBe('faceOffCentre');
    expect(at({ y: 0.6 })).toBe('faceOffCentre');
    expect(at({ width: 0.05, height: 0.08, x: 0.47 })).toBe('faceSmall');
    expect(at({ height: 0.8, y: 0.1, width: 0.6, x: 0.2 })).toBe('faceTooClose');
    expect(detail({ ...good, photo: { ...photo, width: 2000, height: 900 } }, 'framing')).toBe('wideShape');
  });

  it('takes a point for a small photo and for flat contrast, and never goes below 1', () => {
    expect(judgePortrait({ ...good, photo: { ...photo, width: 300 } }).score).toBe(4);
    expect(judgePortrait({ ...good, photo: { ...photo, contrast: 10 } }).score).toBe(4);
    const everything = {
      photo: { ...photo, width: 300, contrast: 10 },
      faces: [{ ...face, brightness: 30, sharpness: 2, x: 0.8 }],
    };
    expect(judgePortrait(everything).score).toBe(1);
  });

  it("caps any rater's score when there is not exactly one face", () => {
    expect(capForFaces(5, 1)).toBe(5);
    expect(capForFaces(5, 0)).toBe(1);
    expect(capForFaces(4, 2)).toBe(1);
    expect(faceCheck(0).detail).toBe('noFace');
  });
});

describe('isPhotoType', () => {
  it.each([
    ['image/jpeg', true],
    ['image/jpg', true],
    ['image/png', true],
    ['image/gif', false],
    ['application/pdf', false],
  ])('%s → %s', (type, ok) => expect(isPhotoType(type)).toBe(ok));
});
