import { area } from './endpoint.js';
import type { careersSchemas } from './careers.js';

const careers = area<typeof careersSchemas>('careers', [400, 401, 403, 404]);

/** The career-services checklist with the spec's filters applied on the server. */
export const getCareerServices = careers.get('getCareerServices', '/careerServices');

/** Spec 000 §3 "Coach": the career coach's name and e-mail. */
export const getCareerCoach = careers.get('getCareerCoach', '/careerServiceCoaches/:id');

/** The resume, or null before one was made. */
export const getResume = careers.get('getResume', '/resume');

/** The student's edits to the resume; answers how it fits on one page. Saving twice saves the same. */
export const saveResume = careers.put('saveResume', '/resume', { errors: [400, 401, 403, 409] });

/** Reads the facts of the caller's uploaded LinkedIn PDF (work history, schools, skills, licences). */
export const analyzeLinkedinPdf = careers.post('analyzeLinkedinPdf', '/open-ai/analyze-linkedin-pdf', {
  errors: [400, 401, 403, 404, 422, 429, 503],
});

/** Writes the one-page resume from the facts, with why it reads the way it does. */
export const generateResume = careers.post('generateResume', '/open-ai/generate-one-page-resume', {
  errors: [400, 401, 403],
});

/**
 * The saved resume as a one-page PDF (the file is the answer), kept in the `resume` folder; the first one
 * completes the resume step. A retry with the same Idempotency-Key, or of an unchanged resume, answers the
 * same stored PDF.
 */
export const exportResumePdf = careers.post('exportResumePdf', '/google/create-doc-from-html-export-pdf', {
  file: true,
  idempotency: 'own',
  keyFormat: 'uuid',
  errors: [400, 401, 403, 409, 503],
});

/** Speak your worth: the caller's practice answers with their feedback. */
export const getSpeakYourWorth = careers.get('getSpeakYourWorth', '/speakYourWorth');

/**
 * Feedback on an uploaded recording, kept as one practice answer. One answer per recording: a retry
 * (same key, or the same recording again) answers the first.
 */
export const createSpeakAttempt = careers.post('createSpeakAttempt', '/speakYourWorth/attempts', {
  errors: [400, 401, 403, 404, 503],
});

/** The words of an answer, typed afterwards: the feedback is made again from them. */
export const addSpeakWords = careers.patch('addSpeakWords', '/speakYourWorth/attempts/:id', {
  idempotency: 'replay',
  errors: [400, 401, 403, 404, 409],
});

/** Deletes one of the caller's answers with its recording (the step stays done). */
export const deleteSpeakAttempt = careers.delete('deleteSpeakAttempt', '/speakYourWorth/attempts/:id', {
  idempotency: 'replay',
});
