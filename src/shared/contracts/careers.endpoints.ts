import { endpoint } from './endpoint.js';
import type * as s from './careers.js';
import type { okResponse } from './auth.js';

const tag = 'careers';
const errors = [400, 401, 403, 404] as const;

/** The career-services checklist with the spec's filters applied on the server. */
export const getCareerServices = endpoint<{ response: typeof s.careerServicesResponse }>()({
  name: 'getCareerServices',
  method: 'GET',
  path: '/careerServices',
  idempotency: 'none',
  errors,
  tag,
});

/** Spec 000 §3 "Coach": the career coach's name and e-mail. */
export const getCareerCoach = endpoint<{ params: typeof s.coachParams; response: typeof s.coachResponse }>()({
  name: 'getCareerCoach',
  method: 'GET',
  path: '/careerServiceCoaches/:id',
  idempotency: 'none',
  errors,
  tag,
});

/** The resume, or null before one was made. */
export const getResume = endpoint<{ response: typeof s.resumeResponse }>()({
  name: 'getResume',
  method: 'GET',
  path: '/resume',
  idempotency: 'none',
  errors,
  tag,
});

/** The student's edits to the resume; answers how it fits on one page. Saving twice saves the same. */
export const saveResume = endpoint<{ body: typeof s.saveResumeBody; response: typeof s.resumeResponse }>()({
  name: 'saveResume',
  method: 'PUT',
  path: '/resume',
  idempotency: 'none',
  errors: [400, 401, 403, 409],
  tag,
});

/** Reads the facts of the caller's uploaded LinkedIn PDF (work history, schools, skills, licences). */
export const analyzeLinkedinPdf = endpoint<{
  body: typeof s.analyzeLinkedinBody;
  response: typeof s.resumeResponse;
}>()({
  name: 'analyzeLinkedinPdf',
  method: 'POST',
  path: '/open-ai/analyze-linkedin-pdf',
  idempotency: 'replay',
  errors: [400, 401, 403, 404, 422, 429, 503],
  tag,
});

/** Writes the one-page resume from the facts, with why it reads the way it does. */
export const generateResume = endpoint<{
  body: typeof s.generateResumeBody;
  response: typeof s.resumeResponse;
}>()({
  name: 'generateResume',
  method: 'POST',
  path: '/open-ai/generate-one-page-resume',
  idempotency: 'replay',
  errors: [400, 401, 403],
  tag,
});

/**
 * The saved resume as a one-page PDF (the file is the answer), kept in the `resume` folder; the first one
 * completes the resume step. A retry with the same Idempotency-Key, or of an unchanged resume, answers the
 * same stored PDF.
 */
export const exportResumePdf = endpoint<{ body: typeof s.exportResumeBody }>()({
  name: 'exportResumePdf',
  method: 'POST',
  path: '/google/create-doc-from-html-export-pdf',
  file: true,
  idempotency: 'own',
  keyFormat: 'uuid',
  errors: [400, 401, 403, 409, 503],
  tag,
});

/** Speak your worth: the caller's practice answers with their feedback. */
export const getSpeakYourWorth = endpoint<{ response: typeof s.speakViewResponse }>()({
  name: 'getSpeakYourWorth',
  method: 'GET',
  path: '/speakYourWorth',
  idempotency: 'none',
  errors,
  tag,
});

/**
 * Feedback on an uploaded recording, kept as one practice answer. One answer per recording: a retry
 * (same key, or the same recording again) answers the first.
 */
export const createSpeakAttempt = endpoint<{
  body: typeof s.speakAttemptBody;
  response: typeof s.speakAttemptSchema;
}>()({
  name: 'createSpeakAttempt',
  method: 'POST',
  path: '/speakYourWorth/attempts',
  idempotency: 'replay',
  errors: [400, 401, 403, 404, 503],
  tag,
});

/** The words of an answer, typed afterwards: the feedback is made again from them. */
export const addSpeakWords = endpoint<{
  params: typeof s.speakAttemptParams;
  body: typeof s.speakWordsBody;
  response: typeof s.speakAttemptSchema;
}>()({
  name: 'addSpeakWords',
  method: 'PATCH',
  path: '/speakYourWorth/attempts/:id',
  idempotency: 'replay',
  errors: [400, 401, 403, 404, 409],
  tag,
});

/** Deletes one of the caller's answers with its recording (the step stays done). */
export const deleteSpeakAttempt = endpoint<{
  params: typeof s.speakAttemptParams;
  response: typeof okResponse;
}>()({
  name: 'deleteSpeakAttempt',
  method: 'DELETE',
  path: '/speakYourWorth/attempts/:id',
  idempotency: 'replay',
  errors: [400, 401, 403, 404],
  tag,
});
