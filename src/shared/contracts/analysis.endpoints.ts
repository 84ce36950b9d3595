import { area } from './endpoint.js';
import type { analysisSchemas } from './analysis.js';

const photo = area<typeof analysisSchemas>('analysis', [400, 401, 403, 404, 413, 429, 503]);
const interview = area<typeof analysisSchemas>('analysis', [400, 401, 403, 429, 503]);

/** Whether the photo analysis feature is on for this person (a feature flag). */
export const getPhotoAnalysisSetting = photo.get('getPhotoAnalysisSetting', '/open-ai/analyze-profile-image');

/** Rates an e-mail address's professionality (spec 000 §7); the student's own address's rating is saved. */
export const rateEmail = photo.post('rateEmail', '/open-ai/analyze-email-professionality');

/** A profile photo (base64 in JSON) rated with tips. */
export const analyzePhoto = photo.post('analyzePhoto', '/open-ai/analyze-profile-image', {
  // 422: a photo too complex to read in time (the upload work pool stopped it).
  errors: [400, 401, 403, 404, 413, 429, 503, 422],
});

/** Which interviewer answers (spec 000 §7 "Get voice agent id"). */
export const getAgentConfig = interview.get('getAgentConfig', '/open-ai/agent-config');

/** The practice interview's conversation so far; answers the interviewer's next line. */
export const takeInterviewTurn = interview.post('takeInterviewTurn', '/open-ai/interview-turn');

/** Spec 000 §7 "Format interview feedback". */
export const formatInterviewFeedback = interview.post('formatInterviewFeedback', '/open-ai/format-feedback');
