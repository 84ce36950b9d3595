import { endpoint } from './endpoint.js';
import type * as s from './analysis.js';
import type * as i from './interview.js';

const tag = 'analysis';
const analysis = [400, 401, 403, 404, 413, 429, 503] as const;
const interview = [400, 401, 403, 429, 503] as const;

/** Whether the photo analysis feature is on for this person (a feature flag). */
export const getPhotoAnalysisSetting = endpoint<{ response: typeof s.photoAnalysisSetting }>()({
  name: 'getPhotoAnalysisSetting',
  method: 'GET',
  path: '/open-ai/analyze-profile-image',
  idempotency: 'none',
  errors: analysis,
  tag,
});

/** Rates an e-mail address's professionality (spec 000 §7); the student's own address's rating is saved. */
export const rateEmail = endpoint<{ body: typeof s.analyzeEmailBody; response: typeof s.emailRating }>()({
  name: 'rateEmail',
  method: 'POST',
  path: '/open-ai/analyze-email-professionality',
  idempotency: 'replay',
  errors: analysis,
  tag,
});

/** A profile photo (base64 in JSON) rated with tips. */
export const analyzePhoto = endpoint<{ body: typeof s.analyzePhotoBody; response: typeof s.photoAnalysis }>()(
  {
    name: 'analyzePhoto',
    method: 'POST',
    path: '/open-ai/analyze-profile-image',
    idempotency: 'replay',
    // 422: a photo too complex to read in time (the upload work pool stopped it).
    errors: [...analysis, 422],
    tag,
  },
);

/** Which interviewer answers (spec 000 §7 "Get voice agent id"). */
export const getAgentConfig = endpoint<{ response: typeof i.agentConfigResponse }>()({
  name: 'getAgentConfig',
  method: 'GET',
  path: '/open-ai/agent-config',
  idempotency: 'none',
  errors: interview,
  tag,
});

/** The practice interview's conversation so far; answers the interviewer's next line. */
export const takeInterviewTurn = endpoint<{
  body: typeof i.interviewTurnBody;
  response: typeof i.interviewTurnResponse;
}>()({
  name: 'takeInterviewTurn',
  method: 'POST',
  path: '/open-ai/interview-turn',
  idempotency: 'replay',
  errors: interview,
  tag,
});

/** Spec 000 §7 "Format interview feedback". */
export const formatInterviewFeedback = endpoint<{
  body: typeof i.formatFeedbackBody;
  response: typeof i.formattedFeedback;
}>()({
  name: 'formatInterviewFeedback',
  method: 'POST',
  path: '/open-ai/format-feedback',
  idempotency: 'replay',
  errors: interview,
  tag,
});
