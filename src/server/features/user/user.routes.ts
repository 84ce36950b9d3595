import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUserSchema } from '../../../shared/contracts/user.js';
import { errorBodySchema } from '../../../shared/errors.js';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../plugins/session.js';
import { getSessionUser } from './user.service.js';

export const userRoutes: FastifyPluginAsyncZod<{ db: Db; guards: Guards }> = async (app, { db, guards }) => {
  app.get(
    '/user/session',
    { schema: { tags: ['user'], response: { 200: sessionUserSchema, 401: errorBodySchema } } },
    async (request, reply) => {
      const viewer = await guards.user(request);
      reply.header('cache-control', 'no-store');
      return getSessionUser(db, viewer.userId);
    },
  );
};
