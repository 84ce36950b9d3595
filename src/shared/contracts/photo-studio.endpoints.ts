import { endpoint } from './endpoint.js';
import type * as s from './photo-studio.js';

const tag = 'analysis';
const errors = [400, 401, 403, 404, 422, 429, 503] as const;

/** Spec 001 §7 "POST /open-ai/analyze-outfit": the outfit in the student's stored profile photo, rated. */
export const analyzeOutfit = endpoint<{
  body: typeof s.analyzeOutfitBody;
  response: typeof s.outfitAnalysis;
}>()({
  name: 'analyzeOutfit',
  method: 'POST',
  path: '/open-ai/analyze-outfit',
  idempotency: 'replay',
  errors,
  tag,
});

/** Spec 001 §7 "POST /gemini/enhance-profile-image": an improved copy of the stored photo, kept on request. */
export const enhanceProfilePhoto = endpoint<{
  body: typeof s.enhancePhotoBody;
  response: typeof s.enhancedPhoto;
}>()({
  name: 'enhanceProfilePhoto',
  method: 'POST',
  path: '/gemini/enhance-profile-image',
  idempotency: 'own',
  keyFormat: 'uuid',
  errors,
  tag,
});
