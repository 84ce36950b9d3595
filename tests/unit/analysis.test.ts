import { describe, expect, it } from 'vitest';
import {
  EMAIL_GAUGE_ANGLE,
  isNameBased,
  isPhotoType,
  judgePhoto,
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

describe('judgePhoto', () => {
  const good: PhotoMeasures = {
    width: 800,
    height: 1000,
    brightness: 130,
    contrast: 55,
    sharpness: 300,
    centreDetail: 0.6,
    clipped: 0.02,
  };
  it('gives a well-lit, sharp, centred portrait a 5', () => {
    expect(judgePhoto(good).score).toBe(5);
    expect(judgePhoto(good).checks.every((c) => c.ok)).toBe(true);
  });
  it('takes points for each problem and never goes below 1', () => {
    expect(judgePhoto({ ...good, width: 300 }).score).toBe(4);
    expect(judgePhoto({ ...good, brightness: 40 }).score).toBe(3);
    expect(judgePhoto({ ...good, sharpness: 5 }).score).toBe(3);
    expect(judgePhoto({ ...good, width: 2000, height: 900 }).checks.at(-1)?.detail).toBe('wideShape');
    expect(judgePhoto({ ...good, brightness: 30, sharpness: 2, contrast: 5, centreDetail: 0.1 }).score).toBe(
      1,
    );
  });
  it('names the exposure problem', () => {
    expect(judgePhoto({ ...good, brightness: 230 }).checks[1]?.detail).toBe('tooBright');
    expect(judgePhoto({ ...good, brightness: 40 }).checks[1]?.detail).toBe('tooDark');
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
