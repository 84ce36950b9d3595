import { z } from 'zod';
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

/** The licence a resume leads with. */
export const licenceClasses = ['CDL-A', 'CDL-B', 'CLP'] as const;
export type LicenceClass = (typeof licenceClasses)[number];
/** Endorsements (and the TWIC card) a driver can list. */
export const resumeEndorsements = [
  'Doubles and triples (T)',
  'Tankers (N)',
  'Hazmat (H)',
  'Tanker and hazmat (X)',
  'TWIC card',
] as const;

const line = (max: number) => safeText().trim().max(max, `Please keep it under ${max} characters.`);
const needed = (max: number, message: string) => line(max).min(1, message);

/** A job as the student tells it (or as read from a LinkedIn PDF). */
export const resumeJob = z
  .object({
    title: needed(80, 'Please enter the job title.'),
    employer: needed(80, 'Please enter where you worked.'),
    place: line(60).default(''),
    /** Month and year, e.g. "Mar 2021". */
    start: line(20).default(''),
    /** Month and year, or "Present". */
    end: line(20).default(''),
    /** What they did, in their own words. */
    details: line(600).default(''),
    /** Work done while incarcerated: the writer phrases the employer plainly. */
    incarcerated: z.boolean().default(false),
    /** The student declined the plain phrasing: the writer keeps their words. */
    keepWords: z.boolean().default(false),
  })
  .strict();
export type ResumeJob = z.infer<typeof resumeJob>;

export const resumeSchool = z
  .object({
    name: needed(100, 'Please enter the school.'),
    detail: line(100).default(''),
    years: line(30).default(''),
  })
  .strict();
export type ResumeSchool = z.infer<typeof resumeSchool>;

/** The facts a resume is written from: the short form, prefilled from the account or a LinkedIn PDF. */
export const resumeFacts = z
  .object({
    licenceClass: z.enum(licenceClasses).default('CDL-A'),
    endorsements: z.array(z.enum(resumeEndorsements)).max(resumeEndorsements.length).default([]),
    /** The CDL school and when the student finished it. */
    school: line(100).default(''),
    graduated: line(20).default(''),
    jobs: z.array(resumeJob).max(6, 'Up to 6 jobs fit on one page.').default([]),
    schools: z.array(resumeSchool).max(3, 'Up to 3 schools fit on one page.').default([]),
    skills: z.array(needed(60, 'Please enter the skill.')).max(15, 'Up to 15 skills.').default([]),
    certifications: z.array(needed(100, 'Please enter the certificate.')).max(6).default([]),
    /** "About" text from LinkedIn, used for the summary. */
    about: line(600).default(''),
  })
  .strict();
export type ResumeFacts = z.infer<typeof resumeFacts>;

export const resumeEntry = z
  .object({
    title: needed(80, 'Please enter the job title.'),
    employer: needed(80, 'Please enter where you worked.'),
    place: line(60).default(''),
    dates: line(40).default(''),
    bullets: z.array(needed(200, 'Please write something or remove the line.')).max(5).default([]),
  })
  .strict();
export type ResumeEntry = z.infer<typeof resumeEntry>;

/** The resume the student edits and downloads; their name and contact come from the account. */
export const resumeDocument = z
  .object({
    licenceClass: z.enum(licenceClasses),
    headline: needed(80, 'Please enter a headline, e.g. "CDL-A Truck Driver".'),
    summary: line(500).default(''),
    /** Lines under "License": endorsements, certificates. */
    licence: z.array(needed(120, 'Please write something or remove the line.')).max(5).default([]),
    experience: z.array(resumeEntry).max(6, 'Up to 6 jobs fit on one page.').default([]),
    education: z.array(resumeSchool).max(4).default([]),
    skills: z.array(needed(60, 'Please enter the skill.')).max(15, 'Up to 15 skills.').default([]),
  })
  .strict();
export type ResumeDocument = z.infer<typeof resumeDocument>;

/** How the resume fits on one page: the body text size, and what had to be left out. */
export const resumeFit = z.object({
  fontSize: z.number(),
  shrunk: z.boolean(),
  leftOut: z.array(safeText()),
});
export type ResumeFit = z.infer<typeof resumeFit>;

/** GET /api/resume and every resume write: the owner, the facts, the resume and its PDF. */
export const resumeResponse = z.object({
  owner: z.object({ fullName: safeText(), contact: safeText(), state: safeText().nullable() }),
  /** Where the facts came from. */
  source: z.enum(['profile', 'form', 'linkedin']),
  facts: resumeFacts,
  resume: resumeDocument.nullable(),
  /** "Why it reads this way": the writer's choices, in plain words. */
  why: z.array(safeText()),
  fit: resumeFit.nullable(),
  /** The last PDF made, if any. */
  pdf: z.object({ path: safeText(), createdAt: safeText() }).nullable(),
});
export type ResumeView = z.infer<typeof resumeResponse>;

/** PUT /api/resume: the student's edits. */
export const saveResumeBody = z.object({ resume: resumeDocument }).strict();

/** POST /api/open-ai/analyze-linkedin-pdf: the uploaded PDF (`linkedinPdf/<id>`, from POST /api/spaces). */
export const analyzeLinkedinBody = z
  .object({
    path: safeText().regex(/^linkedinPdf\/[0-9a-f-]{36}$/, 'Please upload your LinkedIn PDF first.'),
  })
  .strict();

/** POST /api/open-ai/generate-one-page-resume: the facts to write from. */
export const generateResumeBody = z.object({ facts: resumeFacts }).strict();

/** POST /api/google/create-doc-from-html-export-pdf: the saved resume becomes a PDF (answers the file). */
export const exportResumeBody = z.object({}).strict();

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
  saveResume: { body: saveResumeBody, response: resumeResponse },
  analyzeLinkedinPdf: { body: analyzeLinkedinBody, response: resumeResponse },
  generateResume: { body: generateResumeBody, response: resumeResponse },
  exportResumePdf: { body: exportResumeBody },
  getSpeakYourWorth: { response: speakViewResponse },
  createSpeakAttempt: { body: speakAttemptBody, response: speakAttemptSchema },
  addSpeakWords: { params: speakAttemptParams, body: speakWordsBody, response: speakAttemptSchema },
  deleteSpeakAttempt: { params: speakAttemptParams, response: okResponse },
};
