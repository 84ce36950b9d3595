import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createTicketBody, createTicketResponse } from '@shared/contracts/helpdesk.js';
import { errorBodySchema } from '@shared/errors.js';
import type { Db } from '@server/db/client.js';
import type { Jobs } from '@server/jobs/queue.js';
import { answerOnce } from '@server/plugins/idempotency.js';
import type { Guards } from '@server/plugins/session.js';
import { createTicket } from './helpdesk.service.js';

export const helpdeskRoutes: FastifyPluginAsyncZod<{ db: Db; jobs: Jobs; guards: Guards }> = async (
  app,
  deps,
) => {
  app.post(
    '/zendesk/createTicket',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: {
        tags: ['helpdesk'],
        body: createTicketBody,
        response: { 200: createTicketResponse, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const viewer = await deps.guards.user(request);
      const key = request.headers['idempotency-key'];
      return answerOnce(request, deps.db, async (db) => {
        const ticket = await createTicket(
          { ...deps, db },
          {
            userId: viewer.userId,
            email: viewer.email,
            subject: request.body.subject,
            body: request.body.body,
            groupId: request.body.group_id,
            tags: request.body.tags,
            idempotencyKey: typeof key === 'string' ? key : undefined,
          },
        );
        return { id: ticket.id, status: ticket.status };
      });
    },
  );
};
