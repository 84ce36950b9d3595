import { z } from 'zod';
import { safeText } from './text.js';
import { t } from '../i18n.js';

/** The student's own stored profile photo, as `POST /api/spaces` answered it: "profilePhoto/<id>". */
const storedPhotoPath = safeText()
  .regex(/^profilePhoto\/[0-9a-f-]{36}$/, t('errors.invalidInput'))
  .describe('The path of one of the caller’s own profile photo uploads');

/** POST /api/open-ai/analyze-outfit {path}: how the clothes in the photo read to an employer. */
export const analyzeOutfitBody = z.object({ path: storedPhotoPath });

export const outfitAnalysis = z.object({
  score: z.number().int().min(1).max(5),
  whatsWorking: z.array(safeText()),
  whatToImprove: z.array(safeText()),
  tips: z.array(safeText()),
  /** What the check could not see, said plainly. */
  limits: safeText(),
});
export type OutfitAnalysis = z.infer<typeof outfitAnalysis>;

/**
 * POST /api/gemini/enhance-profile-image {path, keep}: an improved copy of the photo (light, contrast,
 * focus, portrait crop) as a small preview; with keep, the improved copy becomes the profile photo.
 */
export const enhancePhotoBody = z.object({ path: storedPhotoPath, keep: z.boolean().default(false) });

export const enhancedPhoto = z.object({
  /** A small JPEG as a data URL, to compare with the original; null once kept (the new photo is stored). */
  preview: safeText().nullable(),
  /** What was changed, in plain words; empty when the photo needed nothing. */
  changes: z.array(safeText()),
  /** The new profile photo's path when kept; null for a preview. */
  path: safeText().nullable(),
});
export type EnhancedPhoto = z.infer<typeof enhancedPhoto>;

export const photoStudioSchemas = {
  analyzeOutfit: { body: analyzeOutfitBody, response: outfitAnalysis },
  enhanceProfilePhoto: { body: enhancePhotoBody, response: enhancedPhoto },
};
