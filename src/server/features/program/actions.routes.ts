import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actionsResponse } from '@shared/contracts/actions.js';
import { errorBodySchema } from '@shared/errors.js';
import type { Db } from '@server/db/client.js';
import type { Guards } from '@server/plugins/session.js';
import { actionsFor } from './actions.service.js';

export const actionsRoutes: FastifyPluginAsyncZod<{ db: Db; guards: Guards }> = async (
  app,
  { db, guards },
) => {
  app.get(
    '/actions',
    {
      schema: {
        tags: ['program'],
        response: { 200: actionsResponse, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const viewer = await guards.activeStudent(request);
      reply.header('cache-control', 'no-store');
      return actionsFor(db, viewer.userId);
    },
  );
};
