import { area } from './endpoint.js';
import type { learningSchemas } from './learning.js';

const learning = area<typeof learningSchemas>('learning', [400, 401, 403, 404, 409]);

/** A quiz's questions, without their answers. */
export const listQuizQuestions = learning.get('listQuizQuestions', '/quizzes/:quiz/questions');

/** Grades one practice answer on the server. */
export const checkQuizAnswer = learning.post('checkQuizAnswer', '/quizzes/:quiz/check');

/** Keeps the open test's answers so far (the whole set; a repeat changes nothing). Grades nothing. */
export const keepQuizAnswers = learning.put('keepQuizAnswers', '/quizzes/:quiz/draws/:drawId/answers');

/** Grades a whole quiz or test and keeps its score. */
export const submitQuiz = learning.post('submitQuiz', '/quizzes');

export const listQuizScores = learning.get('listQuizScores', '/quizzes');

export const getVideoProgress = learning.get('getVideoProgress', '/videos/:key/progress');

export const saveVideoProgress = learning.post('saveVideoProgress', '/videos/:key/progress');

export const getPretripStudy = learning.get('getPretripStudy', '/learning/pretrip');

/** A class PDF, shown inline or (`download=1`) saved. */
export const getClassPdf = learning.get('getClassPdf', '/learning/pdfs/:name', {
  file: true,
  errors: [400, 401, 403, 404],
});

/** A class's notes as a page (the PDF stays as the download); reading them counts as opening the PDF. */
export const getClassNotes = learning.get('getClassNotes', '/learning/notes/:name', {
  errors: [400, 401, 403],
});
