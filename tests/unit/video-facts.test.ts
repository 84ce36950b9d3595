import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clockTime, videoFacts, videoKeys, videoLessons, videoSource } from '@shared/domain/learning';

describe('clockTime', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(clockTime(8)).toBe('0:08');
    expect(clockTime(75)).toBe('1:15');
    expect(clockTime(1200)).toBe('20:00');
    expect(clockTime(-3)).toBe('0:00');
  });
});

describe('video facts before play', () => {
  it('gives every lesson video its length and the real size of the file it will download', () => {
    for (const key of videoKeys) {
      const source = videoSource(key);
      const full = videoFacts(key, false);
      expect(full.length).toBe(clockTime(videoLessons[key].seconds));
      expect(full.bytes).toBe(statSync(`src/client/public/learning/${key}.webm`).size);
      if (source.low) {
        const low = videoFacts(key, true);
        expect(low.bytes).toBe(statSync(`src/client/public${source.low}`).size);
        expect(low.bytes).toBeLessThan(full.bytes);
        expect(statSync(`src/client/public${source.poster}`).size).toBeGreaterThan(500);
      } else {
        expect(videoFacts(key, true).bytes).toBe(full.bytes);
      }
    }
  });

  it('has a low rendition and a poster for the class videos made from slides', () => {
    for (const key of ['orientation', 'onboarding', 'pretrip_video_1', 'interview_workshop'] as const) {
      expect(videoSource(key).low).toBe(`/learning/${key}.low.webm`);
      expect(videoSource(key).poster).toBe(`/learning/${key}.poster.webp`);
    }
  });
});
