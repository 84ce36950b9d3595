import { endpoint } from './endpoint.js';
import type * as s from './learning.js';

const tag = 'learning';
const errors = [400, 401, 403, 404, 409] as const;

/** A quiz's questions, without their answers. */
export const listQuizQuestions = endpoint<{
  params: typeof s.quizParams;
  query: typeof s.questionsQuery;
  response: typeof s.questionsResponse;
}>()({
  name: 'listQuizQuestions',
  method: 'GET',
  path: '/quizzes/:quiz/questions',
  idempotency: 'none',
  errors,
  tag,
});

/** Grades one practice answer on the server. */
export const checkQuizAnswer = endpoint<{
  params: typeof s.quizParams;
  body: typeof s.checkBody;
  response: typeof s.checkResponse;
}>()({
  name: 'checkQuizAnswer',
  method: 'POST',
  path: '/quizzes/:quiz/check',
  idempotency: 'replay',
  errors,
  tag,
});

/** Keeps the open test's answers so far (the whole set; a repeat changes nothing). Grades nothing. */
export const keepQuizAnswers = endpoint<{
  params: typeof s.drawParams;
  body: typeof s.keepAnswersBody;
  response: typeof s.keepAnswersResponse;
}>()({
  name: 'keepQuizAnswers',
  method: 'PUT',
  path: '/quizzes/:quiz/draws/:drawId/answers',
  idempotency: 'none',
  errors,
  tag,
});

/** Grades a whole quiz or test and keeps its score. */
export const submitQuiz = endpoint<{ body: typeof s.scoreBody; response: typeof s.scoreResponse }>()({
  name: 'submitQuiz',
  method: 'POST',
  path: '/quizzes',
  idempotency: 'replay',
  errors,
  tag,
});

export const listQuizScores = endpoint<{ response: typeof s.scoresResponse }>()({
  name: 'listQuizScores',
  method: 'GET',
  path: '/quizzes',
  idempotency: 'none',
  errors,
  tag,
});

export const getVideoProgress = endpoint<{
  params: typeof s.videoParams;
  response: typeof s.progressResponse;
}>()({
  name: 'getVideoProgress',
  method: 'GET',
  path: '/videos/:key/progress',
  idempotency: 'none',
  errors,
  tag,
});

export const saveVideoProgress = endpoint<{
  params: typeof s.videoParams;
  body: typeof s.progressBody;
  response: typeof s.progressResponse;
}>()({
  name: 'saveVideoProgress',
  method: 'POST',
  path: '/videos/:key/progress',
  idempotency: 'replay',
  errors,
  tag,
});

export const getPretripStudy = endpoint<{ response: typeof s.pretripResponse }>()({
  name: 'getPretripStudy',
  method: 'GET',
  path: '/learning/pretrip',
  idempotency: 'none',
  errors,
  tag,
});

/** A class PDF, shown inline or (`download=1`) saved. */
export const getClassPdf = endpoint<{ params: typeof s.pdfParams; query: typeof s.pdfQuery }>()({
  name: 'getClassPdf',
  method: 'GET',
  path: '/learning/pdfs/:name',
  file: true,
  idempotency: 'none',
  errors: [400, 401, 403, 404],
  tag,
});

/** A class's notes as a page (the PDF stays as the download); reading them counts as opening the PDF. */
export const getClassNotes = endpoint<{ params: typeof s.notesParams; response: typeof s.notesResponse }>()({
  name: 'getClassNotes',
  method: 'GET',
  path: '/learning/notes/:name',
  idempotency: 'none',
  errors: [400, 401, 403],
  tag,
});
