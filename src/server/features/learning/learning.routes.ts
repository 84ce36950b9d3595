import { readFile } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as e from '@shared/contracts/learning.endpoints.js';
import { learningSchemas } from '@shared/contracts/learning.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import type { ClassPdf, VideoKey } from '@shared/domain/learning.js';
import {
  checkAnswer,
  getPretripState,
  getProgress,
  getQuestions,
  keepAnswers,
  openPdf,
  readNotesPage,
  listScores,
  reportProgress,
  submitAnswers,
  type LearningDeps,
} from './learning.service.js';

/**
 * Practice quizzes and graded tests (questions without answers, server-side grading, scores per test),
 * video progress, the pre-trip study and the class PDFs.
 */
const notesJson = new WeakMap<object, ReturnType<FastifyReply['serialize']>>();

export const learningRoutes: FastifyPluginAsyncZod<LearningDeps & { guards: Guards }> = async (app, deps) => {
  const route = routesOf(app, learningSchemas);

  route(e.listQuizQuestions, deps.guards.activeStudent, (request, viewer) =>
    getQuestions(deps, viewer.userId, request.params.quiz, request.query.kind),
  );

  route(e.checkQuizAnswer, deps.guards.activeStudent, (request, viewer) =>
    checkAnswer(deps, viewer.userId, request.params.quiz, request.body.questionId, request.body.answer),
  );

  route(e.keepQuizAnswers, deps.guards.activeStudent, (request, viewer) => {
    const { quiz, drawId } = request.params;
    return keepAnswers(deps, viewer.userId, quiz, drawId, request.body.answers);
  });

  route(e.submitQuiz, deps.guards.activeStudent, (request, viewer) =>
    submitAnswers(deps, viewer.userId, request.body),
  );

  route(e.listQuizScores, deps.guards.activeStudent, (_request, viewer) => listScores(deps, viewer.userId));

  route(e.getVideoProgress, deps.guards.activeStudent, (request, viewer) =>
    getProgress(deps, viewer.userId, request.params.key as VideoKey),
  );

  route(e.saveVideoProgress, deps.guards.activeStudent, (request, viewer) =>
    reportProgress(deps, viewer.userId, request.params.key as VideoKey, request.body),
  );

  route(e.getPretripStudy, deps.guards.activeStudent, (_request, viewer) =>
    getPretripState(deps, viewer.userId),
  );

  route(e.getClassNotes, deps.guards.activeStudent, async (request, viewer, reply) => {
    const notes = await readNotesPage(deps, viewer.userId, request.params.name as ClassPdf);
    // The service worker keeps a copy to read offline; each fetch online still reaches the server.
    void reply.header('cache-control', 'private, no-cache');
    // A page is the same frozen object for every reader: written by the route's serializer once, then
    // sent as those bytes.
    let json = notesJson.get(notes);
    if (json === undefined) notesJson.set(notes, (json = reply.serialize(notes)));
    return reply.type('application/json; charset=utf-8').send(json);
  });

  route(e.getClassPdf, deps.guards.activeStudent, async (request, viewer, reply) => {
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
  });
};
