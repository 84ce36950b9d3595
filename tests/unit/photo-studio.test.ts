import { describe, expect, it } from 'vitest';
import type { PhotoMeasures } from '@shared/domain/analysis';
import {
  BUSY_PATTERN,
  enhancementsOf,
  judgeOutfit,
  LOUD_SHARE,
  planEnhancement,
} from '@shared/domain/photo-studio';

const good: PhotoMeasures = {
  width: 900,
  height: 1200,
  brightness: 130,
  contrast: 60,
  sharpness: 300,
  centreDetail: 0.5,
  clipped: 0.02,
};

describe('judgeOutfit', () => {
  it('gives a calm, plain top full marks and takes two points for each of loud colour and busy pattern', () => {
    expect(judgeOutfit({ saturation: 0.1, vivid: 0, pattern: 0.1 }).score).toBe(5);
    expect(judgeOutfit({ saturation: 0.8, vivid: LOUD_SHARE + 0.01, pattern: 0.1 }).score).toBe(3);
    expect(judgeOutfit({ saturation: 0.1, vivid: 0, pattern: BUSY_PATTERN + 0.01 }).score).toBe(3);
    const both = judgeOutfit({ saturation: 0.8, vivid: 0.9, pattern: 2 });
    expect(both.score).toBe(1);
    expect(both.checks.map((c) => c.detail)).toEqual(['loudColours', 'busyPattern']);
  });

  it('treats the thresholds themselves as still fine', () => {
    expect(judgeOutfit({ saturation: 0.5, vivid: LOUD_SHARE, pattern: BUSY_PATTERN }).score).toBe(5);
  });
});

describe('planEnhancement', () => {
  it('changes nothing in a photo that needs nothing', () => {
    const plan = planEnhancement(good);
    expect(plan).toEqual({ brighten: 1, stretch: false, sharpen: false, cropToPortrait: false });
    expect(enhancementsOf(plan)).toEqual([]);
  });

  it('brightens a dark photo towards mid-grey, by at most 60 % up and 30 % down', () => {
    expect(planEnhancement({ ...good, brightness: 100 }).brighten).toBe(1);
    expect(planEnhancement({ ...good, brightness: 90 }).brighten).toBeCloseTo(128 / 90, 2);
    expect(planEnhancement({ ...good, brightness: 20 }).brighten).toBe(1.6);
    expect(planEnhancement({ ...good, brightness: 230 }).brighten).toBe(0.7);
    expect(planEnhancement({ ...good, brightness: 180 }).brighten).toBe(1);
  });

  it('stretches flat photos, sharpens soft ones and crops wide ones, and says so in order', () => {
    const plan = planEnhancement({
      ...good,
      width: 1600,
      height: 900,
      contrast: 20,
      sharpness: 50,
      brightness: 60,
    });
    expect(enhancementsOf(plan)).toEqual(['portrait', 'brighter', 'contrast', 'sharper']);
    expect(enhancementsOf(planEnhancement({ ...good, brightness: 220 }))).toEqual(['darker']);
    expect(planEnhancement({ ...good, width: 1100, height: 1000 }).cropToPortrait).toBe(false);
  });
});
