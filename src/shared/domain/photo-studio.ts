import type { PhotoMeasures } from './analysis.js';

/**
 * The clothes in a head-and-shoulders photo, measured on the lower part of the frame, where a portrait
 * shows the shirt. Colour and pattern are all a pixel count can tell; logos, words and fit are not.
 */
export interface OutfitMeasures {
  /** Mean colour saturation 0–1 of the clothing band. */
  saturation: number;
  /** Share (0–1) of the band in loud colours: strongly saturated and not dark. */
  vivid: number;
  /** Mean edge strength of the band over its contrast: stripes, checks and prints score high. */
  pattern: number;
}

type OutfitDetail = 'calmColours' | 'loudColours' | 'plainPattern' | 'busyPattern';
export type OutfitCheck = { check: 'colour' | 'pattern'; ok: boolean; detail: OutfitDetail };

/** Above these a recruiter's eye goes to the shirt before the face. */
export const LOUD_SHARE = 0.25;
export const BUSY_PATTERN = 0.55;

/** Solid, calm colours read as "ready to work"; loud colours and busy prints pull the eye from the face. */
export function judgeOutfit(m: OutfitMeasures): { score: number; checks: OutfitCheck[] } {
  const loud = m.vivid > LOUD_SHARE;
  const busy = m.pattern > BUSY_PATTERN;
  const checks: OutfitCheck[] = [
    { check: 'colour', ok: !loud, detail: loud ? 'loudColours' : 'calmColours' },
    { check: 'pattern', ok: !busy, detail: busy ? 'busyPattern' : 'plainPattern' },
  ];
  return { score: 5 - (loud ? 2 : 0) - (busy ? 2 : 0), checks };
}

/** What the photo improver changes, decided from the photo's own measures. */
export interface EnhancementPlan {
  /** Multiplier of brightness (1 = unchanged). */
  brighten: number;
  /** Stretch the tones so the darkest and lightest parts use the whole range. */
  stretch: boolean;
  /** A light unsharp mask. */
  sharpen: boolean;
  /** Crop a wide photo to a 4:5 portrait around its detail. */
  cropToPortrait: boolean;
}

export type Enhancement = 'brighter' | 'darker' | 'contrast' | 'sharper' | 'portrait';

/** Aim for a face-friendly mid-tone; never push more than 60 % either way. */
const TARGET_BRIGHTNESS = 128;

export function planEnhancement(m: PhotoMeasures): EnhancementPlan {
  const off = m.brightness < 95 || m.brightness > 185;
  const brighten = off ? Math.min(1.6, Math.max(0.7, TARGET_BRIGHTNESS / Math.max(1, m.brightness))) : 1;
  return {
    brighten: Math.round(brighten * 100) / 100,
    stretch: m.contrast < 45,
    sharpen: m.sharpness < 120,
    cropToPortrait: m.width / m.height > 1.1,
  };
}

/** The changes to tell the student about, in the order they are made. */
export function enhancementsOf(plan: EnhancementPlan): Enhancement[] {
  const out: Enhancement[] = [];
  if (plan.cropToPortrait) out.push('portrait');
  if (plan.brighten > 1) out.push('brighter');
  if (plan.brighten < 1) out.push('darker');
  if (plan.stretch) out.push('contrast');
  if (plan.sharpen) out.push('sharper');
  return out;
}
