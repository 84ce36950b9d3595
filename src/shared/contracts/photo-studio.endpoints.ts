import { area } from './endpoint.js';
import type { photoStudioSchemas } from './photo-studio.js';

const analysis = area<typeof photoStudioSchemas>('analysis', [400, 401, 403, 404, 422, 429, 503]);

/** Spec 001 §7 "POST /open-ai/analyze-outfit": the outfit in the student's stored profile photo, rated. */
export const analyzeOutfit = analysis.post('analyzeOutfit', '/open-ai/analyze-outfit');

/** Spec 001 §7 "POST /gemini/enhance-profile-image": an improved copy of the stored photo, kept on request. */
export const enhanceProfilePhoto = analysis.post('enhanceProfilePhoto', '/gemini/enhance-profile-image', {
  idempotency: 'own',
  keyFormat: 'uuid',
});
