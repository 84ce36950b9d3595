import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkBody,
  progressBody,
  progressResponse,
  videoParams,
  checkResponse,
  pdfParams,
  pdfQuery,
  pretripResponse,
  questionsQuery,
  questionsResponse,
  quizParams,
  scoreBody,
  scoreResponse,
  scoresResponse,
} from '@shared/contracts/learning.js';
import { errorBodySchema } from '@shared/errors.js';
import type { Guards } from '@server/plugins/session.js';
import type { ClassPdf, VideoKey } from '@shared/domain/learning.js';
import {
  checkAnswer,
  getPretripState,
  getProgress,
  getQuestions,
  openPdf,
  listScores,
  reportProgress,
  submitAnswers,
  type LearningDeps,
} from './learning.service.js';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/**
 * Practice quizzes and graded tests (questions without answers, server-side grading, scores per test),
 * video progress, the pre-trip study and the class PDFs.
 */
export const learningRoutes: FastifyPluginAsyncZod<LearningDeps & { guards: Guards }> = async (app, deps) => {
  app.get(
    '/quizzes/:quiz/questions',
    {
      schema: {
        tags: ['learning'],
        params: quizParams,
        querystring: questionsQuery,
        response: { 200: questionsResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = await deps.guards.activeStudent(request);
      return getQuestions(deps, viewer.userId, request.params.quiz, request.query.kind);
    },
  );

  app.post(
    '/quizzes/:quiz/check',
    {
      schema: {
        tags: ['learning'],
        params: quizParams,
        body: checkBody,
        response: { 200: checkResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = await deps.guards.activeStudent(request);
      return checkAnswer(
        deps,
        viewer.userId,
        request.params.quiz,
        request.body.questionId,
        request.body.answer,
      );
    },
  );

  app.post(
    '/quizzes',
    { schema: { tags: ['learning'], body: scoreBody, response: { 200: scoreResponse, ...errors } } },
    async (request) => {
      const viewer = await deps.guards.activeStudent(request);
      return submitAnswers(deps, viewer.userId, request.body);
    },
  );

  app.get(
    '/quizzes',
    { schema: { tags: ['learning'], response: { 200: scoresResponse, ...errors } } },
    async (request) => {
      const viewer = await deps.guards.activeStudent(request);
      return listScores(deps, viewer.userId);
    },
  );

  app.get(
    '/videos/:key/progress',
    { schema: { tags: ['learning'], params: videoParams, response: { 200: progressResponse, ...errors } } },
    async (request) => {
      const viewer = await deps.guards.activeStudent(request);
      return getProgress(deps, viewer.userId, request.params.key as VideoKey);
    },
  );

  app.post(
    '/videos/:key/progress',
    {
      schema: {
        tags: ['learning'],
        params: videoParams,
        body: progressBody,
        response: { 200: progressResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = await deps.guards.activeStudent(request);
      return reportProgress(deps, viewer.userId, request.params.key as VideoKey, request.body);
    },
  );

  app.get(
    '/learning/pretrip',
    { schema: { tags: ['learning'], response: { 200: pretripResponse, ...errors } } },
    async (request) => {
      const viewer = await deps.guards.activeStudent(request);
      return getPretripState(deps, viewer.userId);
    },
  );

  app.get(
    '/learning/pdfs/:name',
    { schema: { tags: ['learning'], params: pdfParams, querystring: pdfQuery } },
    async (request, reply) => {
      const viewer = await deps.guards.activeStudent(request);
      const pdf = await openPdf(deps, viewer.userId, request.params.name as ClassPdf);
      const body = await readFile(pdf.path);
      const disposition = request.query.download === '1' ? 'attachment' : 'inline';
      // Shown in the portal's own page by the browser's PDF viewer: framing by the portal only.
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `${disposition}; filename="${pdf.fileName}"`)
        .header('cache-control', 'private, no-cache')
        .header('content-security-policy', "default-src 'self'; frame-ancestors 'self'")
        .header('x-frame-options', 'SAMEORIGIN')
        .send(body);
    },
  );
};
