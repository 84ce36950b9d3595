import { z } from 'zod';
import { safeText } from './text.js';
import { t } from '../i18n.js';
import { classPdfNames, quizNames, videoKeys } from '../domain/learning.js';
import '../messages/learning.js';

export const quizKind = z.enum(['practice', 'test']);
export const quizParams = z.object({ quiz: z.enum(quizNames) });
export const questionsQuery = z.object({ kind: quizKind });

/** GET /api/quizzes/:quiz/questions: questions as they go to the browser, never with their answer. */
export const publicQuestion = z.object({
  id: safeText(),
  question: safeText(),
  answers: z.array(safeText()),
});
/** Answers as positions in the draw's order of options, by question id. */
const answerPosition = z.number().int().min(0).max(3);
export const keptAnswers = z.record(z.uuid(), answerPosition);
export const questionsResponse = z.object({
  assessmentName: z.enum(quizNames),
  kind: quizKind,
  /** This draw's name: answers are kept under it, on the server and on the phone. */
  drawId: z.uuid(),
  /** The answers kept for this draw so far (a test opened again resumes with them). */
  answers: keptAnswers,
  questions: z.array(publicQuestion),
});
export type QuizDraw = z.infer<typeof questionsResponse>;

/**
 * PUT /api/quizzes/:quiz/draws/:drawId/answers: the open test's answers so far, the whole set each time
 * (so a repeat is harmless). Nothing is graded until the sheet is submitted.
 */
export const drawParams = z.object({ quiz: z.enum(quizNames), drawId: z.uuid() });
export const keepAnswersBody = z.object({
  answers: keptAnswers.refine((a) => Object.keys(a).length <= 200, t('learning.tooManyAnswers')),
});
export const keepAnswersResponse = z.object({ drawId: z.uuid(), answers: keptAnswers });
export type PublicQuestion = z.infer<typeof publicQuestion>;

/** POST /api/quizzes/:quiz/check: practice mode's 'Check Answer'. */
export const checkBody = z.object({ questionId: z.uuid(), answer: z.number().int().min(0).max(3) });
export const checkResponse = z.object({
  correct: z.boolean(),
  correctAnswer: z.number().int(),
  explanation: safeText(),
});

/**
 * POST /api/quizzes: the answer sheet. The server grades it; a score sent along is ignored.
 * attemptKey makes a double submit one attempt.
 */
export const scoreBody = z.object({
  assessmentName: z.enum(quizNames),
  kind: quizKind,
  attemptKey: safeText().min(8).max(64),
  answers: z
    .array(z.object({ questionId: z.uuid(), answer: z.number().int().min(0).max(3) }))
    .min(1)
    .max(200),
  score: z.number().optional(),
});
export const gradedAnswer = z.object({
  questionId: safeText(),
  answer: z.number().int(),
  correctAnswer: z.number().int(),
  correct: z.boolean(),
  explanation: safeText(),
});
/**
 * A graded sheet's score per topic, in the bank's order of topics: `topic` is the topic's key in
 * content/learning/quiz-topics.json and `label` its name as the result screen shows it.
 */
export const topicScore = z.object({
  topic: safeText(),
  label: safeText(),
  correct: z.number().int(),
  total: z.number().int(),
  score: z.number().int(),
});
export const scoreResponse = z.object({
  score: z.number().int(),
  /** The pass mark the score was held to, in percent. */
  passScore: z.number().int(),
  passed: z.boolean(),
  topics: z.array(topicScore),
  recorded: z.boolean(),
  attempt: z.number().int(),
  results: z.array(gradedAnswer),
});
export type ScoreResult = z.infer<typeof scoreResponse>;

/** GET /api/quizzes: the caller's recorded scores per test name. */
export const scoresResponse = z.array(
  z.object({ assessmentName: safeText(), kind: quizKind, score: z.number().int(), createdAt: safeText() }),
);

/** GET/POST /api/videos/:key/progress: resume position, furthest watched point, and whether it counts. */
export const videoParams = z.object({ key: z.enum(videoKeys as [string, ...string[]]) });
/**
 * Seconds into a video, kept to the millisecond: a denormal like 1e-320 rounds to 0 instead of reaching
 * the database's `real` column, which cannot hold it.
 */
const playbackSeconds = z
  .number({ error: t('learning.playbackSeconds') })
  .min(0, t('learning.playbackSeconds'))
  .max(36000, t('learning.playbackSeconds'))
  .transform((n) => Math.round(n * 1000) / 1000);
export const progressBody = z.object({ position: playbackSeconds, furthest: playbackSeconds });
export const progressResponse = z.object({
  position: z.number(),
  furthest: z.number(),
  duration: z.number(),
  completed: z.boolean(),
});
export type VideoProgress = z.infer<typeof progressResponse>;

/** GET /api/learning/pretrip: the pre-trip study's state (spec 001 §2 "Pre-trip inspection"). */
export const pretripResponse = z.object({
  videos: z.object({ pretrip_video_1: z.boolean(), pretrip_video_2: z.boolean() }),
  unlocked: z.boolean(),
  testScore: z.number().int().nullable(),
  testPassed: z.boolean(),
});
export type PretripState = z.infer<typeof pretripResponse>;

/** GET /api/learning/pdfs/:name: a class PDF, shown in the page or downloaded (?download=1). */
export const pdfParams = z.object({ name: z.enum(classPdfNames as [string, ...string[]]) });
export const pdfQuery = z.object({ download: z.enum(['0', '1']).optional() });

/**
 * GET /api/learning/notes/:name: a class's notes as a page. The text is data from content/learning/notes,
 * shown by React as text (never as HTML), so it reflows, translates and cannot inject markup.
 */
export const notesParams = pdfParams;
/** Images of the notes are the portal's own files, named by a root-relative path. */
const notesImage = z.object({
  src: safeText().regex(/^\/learning\/notes\/[a-z0-9-]+\.(svg|png|webp|jpg)$/),
  alt: safeText().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export const notesSection = z
  .object({
    heading: safeText().min(1),
    text: safeText().min(1).optional(),
    points: z.array(safeText().min(1)).optional(),
    image: notesImage.optional(),
  })
  .strict();
export const classNotes = z
  .object({
    title: safeText().min(1),
    byline: safeText().min(1),
    lead: safeText().min(1).optional(),
    /** Slides print one section a page in the PDF; the page shows them the same as notes. */
    layout: z.enum(['notes', 'slides']).optional(),
    sections: z.array(notesSection).min(1),
    /** Where the content comes from. */
    source: safeText().min(1),
  })
  .strict();
export type ClassNotes = z.infer<typeof classNotes>;
export const notesResponse = classNotes.extend({ name: z.enum(classPdfNames as [string, ...string[]]) });

/** The learning area's schema table (see endpoint.ts). */
export const learningSchemas = {
  listQuizQuestions: { params: quizParams, query: questionsQuery, response: questionsResponse },
  checkQuizAnswer: { params: quizParams, body: checkBody, response: checkResponse },
  keepQuizAnswers: { params: drawParams, body: keepAnswersBody, response: keepAnswersResponse },
  submitQuiz: { body: scoreBody, response: scoreResponse },
  listQuizScores: { response: scoresResponse },
  getVideoProgress: { params: videoParams, response: progressResponse },
  saveVideoProgress: { params: videoParams, body: progressBody, response: progressResponse },
  getPretripStudy: { response: pretripResponse },
  getClassPdf: { params: pdfParams, query: pdfQuery },
  getClassNotes: { params: notesParams, response: notesResponse },
};
