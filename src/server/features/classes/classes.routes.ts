import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '../../../shared/contracts/auth.js';
import {
  attendanceBody,
  attendanceParams,
  attendanceResponse,
  classesQuery,
  classesResponse,
} from '../../../shared/contracts/classes.js';
import { errorBodySchema } from '../../../shared/errors.js';
import type { Guards } from '../../plugins/session.js';
import { bookClass, cancelClass, listClasses, type ClassesDeps } from './classes.service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Group study sessions (Trucking Trivia): list with RSVPs, sign up or reschedule, cancel. */
export const classesRoutes: FastifyPluginAsyncZod<ClassesDeps & { guards: Guards }> = async (app, deps) => {
  app.get(
    '/classes',
    {
      schema: { tags: ['classes'], querystring: classesQuery, response: { 200: classesResponse, ...errors } },
    },
    async (request) => {
      const viewer = await deps.guards.activeStudent(request);
      return listClasses(deps, viewer.userId, request.query);
    },
  );

  app.post(
    '/classes/attendance',
    { schema: { tags: ['classes'], body: attendanceBody, response: { 200: attendanceResponse, ...errors } } },
    async (request) => {
      const viewer = await deps.guards.activeStudent(request);
      return bookClass(deps, viewer.userId, request.body);
    },
  );

  app.delete(
    '/classes/attendance/:id',
    { schema: { tags: ['classes'], params: attendanceParams, response: { 200: okResponse, ...errors } } },
    async (request) => {
      const viewer = await deps.guards.activeStudent(request);
      await cancelClass(deps, viewer.userId, request.params.id);
      return { ok: true as const };
    },
  );
};
