import { z } from 'zod';
import type { SchemaTable } from './endpoint.js';
import type * as endpoints from './careers.endpoints.js';
import { safeText } from './text.js';
import { programStepSchema } from './program.js';
import { okResponse } from './auth.js';
import { speakQuestionIds, SPEAK_WORDS_MAX } from '../domain/speak.js';

/** GET /api/careerServices: the career-services checklist with the spec's filters applied on the server. */
export const careerServicesResponse = z.object({
  title: z.enum(['First Things First', 'Get a head start on your future career']),
  steps: z.array(programStepSchema),
  jobBoardUrl: safeText().nullable(),
  /** The assigned career coach, for post-program students. */
  coachId: safeText().nullable(),
});
export type CareerServices = z.infer<typeof careerServicesResponse>;

/** GET /api/careerServiceCoaches/:id (spec 000 §3 "Coach": firstName, lastName). */
export const coachParams = z.object({ id: z.uuid() });
export const coachResponse = z.object({
  firstName: safeText(),
  lastName: safeText(),
  email: safeText(),
});
export type Coach = z.infer<typeof coachResponse>;

/** Skills a new CDL-A driver can claim on the one-page resume. */
export const resumeSkills = [
  'Pre-trip and post-trip inspections',
  'Backing and parking a tractor-trailer',
  'Air brake checks',
  'Reading maps and using GPS',
  'Keeping logs (ELD / hours of service)',
  'Securing a load',
  'Talking with customers and dispatch',
  'On time and reliable',
] as const;
export const resumeEndorsements = [
  'Doubles and triples (T)',
  'Tankers (N)',
  'Hazmat (H)',
  'Tanker and hazmat (X)',
] as const;

const line = (max: number) => safeText().trim().max(max, `Please keep it under ${max} characters.`);

/** PUT /api/resume: the answers the resume is made from. */
export const resumeBody = z
  .object({
    summary: line(300).default(''),
    skills: z.array(z.enum(resumeSkills)).max(resumeSkills.length).default([]),
    endorsements: z.array(z.enum(resumeEndorsements)).max(resumeEndorsements.length).default([]),
    jobs: z
      .array(
        z.object({
          title: line(80).min(1, 'Please enter the job title.'),
          employer: line(80).min(1, 'Please enter where you worked.'),
          years: line(30).default(''),
        }),
      )
      .max(3, 'Up to 3 jobs fit on one page.')
      .default([]),
  })
  .strict();
export type ResumeAnswers = z.infer<typeof resumeBody>;

/** GET and PUT /api/resume: the resume, or null before one was made. */
export const resumeResponse = z.object({
  resume: z
    .object({
      fullName: safeText(),
      phone: safeText(),
      email: safeText(),
      place: safeText().nullable(),
      school: safeText().nullable(),
      answers: resumeBody,
      updatedAt: safeText(),
    })
    .nullable(),
});
export type ResumeView = z.infer<typeof resumeResponse>;

const speakPoints = z
  .object({ number: z.boolean(), reason: z.boolean(), questionBack: z.boolean() })
  .strict();

/** Feedback on one spoken answer: the facts it rests on (shared/domain/speak.ts) and its words. */
export const speakFeedbackSchema = z.object({
  basis: z.enum(['speech', 'typed', 'selfCheck']),
  seconds: z.number(),
  length: z.enum(['short', 'good', 'long']),
  fillers: z
    .object({ count: z.number().int(), words: z.array(z.tuple([safeText(), z.number().int()])) })
    .nullable(),
  wordsPerMinute: z.number().int().nullable(),
  points: speakPoints,
  summary: safeText(),
  tips: z.array(safeText()),
});
export type SpeakFeedback = z.infer<typeof speakFeedbackSchema>;

/** One practice answer: its recording (played with GET /api/spaces/audio?path=…) and its feedback. */
export const speakAttemptSchema = z.object({
  id: z.uuid(),
  createdAt: safeText(),
  questionId: z.enum(speakQuestionIds),
  seconds: z.number(),
  audioPath: safeText(),
  /** What the student said: heard by a transcription service, or typed by them; null when neither. */
  words: safeText().nullable(),
  feedback: speakFeedbackSchema,
});
export type SpeakAttempt = z.infer<typeof speakAttemptSchema>;

/** GET /api/speakYourWorth: the caller's answers, newest first, and whether speech can be heard as words. */
export const speakViewResponse = z.object({
  attempts: z.array(speakAttemptSchema),
  canTranscribe: z.boolean(),
});
export type SpeakView = z.infer<typeof speakViewResponse>;

const spokenWords = safeText()
  .trim()
  .max(SPEAK_WORDS_MAX, `Please keep it under ${SPEAK_WORDS_MAX} characters.`);

/** POST /api/speakYourWorth/attempts: feedback on a recording already uploaded to speakYourWorthAudios. */
export const speakAttemptBody = z
  .object({
    path: safeText().min(1).max(200),
    questionId: z.enum(speakQuestionIds),
    /** What the student typed that they said (optional). */
    words: spokenWords.optional(),
    /** The student's own ticks, used only when there are no words. */
    selfCheck: speakPoints.optional(),
  })
  .strict();
export type SpeakAttemptBody = z.infer<typeof speakAttemptBody>;

export const speakAttemptParams = z.object({ id: z.uuid() });
/** PATCH /api/speakYourWorth/attempts/:id: the words typed afterwards, for filler and point feedback. */
export const speakWordsBody = z.object({ words: spokenWords.min(1, 'Please type what you said.') }).strict();

/** The careers area's schema table (see endpoint.ts): each endpoint's schemas by name. */
export const careersSchemas = {
  getCareerServices: { response: careerServicesResponse },
  getCareerCoach: { params: coachParams, response: coachResponse },
  getResume: { response: resumeResponse },
  saveResume: { body: resumeBody, response: resumeResponse },
  getSpeakYourWorth: { response: speakViewResponse },
  createSpeakAttempt: { body: speakAttemptBody, response: speakAttemptSchema },
  addSpeakWords: { params: speakAttemptParams, body: speakWordsBody, response: speakAttemptSchema },
  deleteSpeakAttempt: { params: speakAttemptParams, response: okResponse },
} satisfies SchemaTable<typeof endpoints>;
