import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  careerServicesResponse,
  coachParams,
  coachResponse,
  resumeBody,
  resumeResponse,
} from '@shared/contracts/careers.js';
import { errorBodySchema } from '@shared/errors.js';
import type { Db } from '@server/db/client.js';
import type { Guards } from '@server/plugins/session.js';
import { careerCoach, careerServices } from './careers.service.js';
import { resumeOf, saveResume } from './resume.service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Career services: the checklist and the career coach (spec 000 §2 "Career services", §6). */
export const careersRoutes: FastifyPluginAsyncZod<{ db: Db; guards: Guards }> = async (
  app,
  { db, guards },
) => {
  app.get(
    '/careerServices',
    { schema: { tags: ['careers'], response: { 200: careerServicesResponse, ...errors } } },
    async (request) => careerServices(db, await guards.activeStudent(request)),
  );

  app.get(
    '/careerServiceCoaches/:id',
    { schema: { tags: ['careers'], params: coachParams, response: { 200: coachResponse, ...errors } } },
    async (request) => careerCoach(db, await guards.user(request), request.params.id),
  );

  app.get(
    '/resume',
    { schema: { tags: ['careers'], response: { 200: resumeResponse, ...errors } } },
    async (request) => resumeOf(db, await guards.activeStudent(request)),
  );

  app.put(
    '/resume',
    { schema: { tags: ['careers'], body: resumeBody, response: { 200: resumeResponse, ...errors } } },
    async (request) => saveResume(db, await guards.activeStudent(request), request.body),
  );
};
