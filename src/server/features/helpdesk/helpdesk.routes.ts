import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createHelpTicket,
  getHelpdeskUser,
  patchHelpdeskUser,
} from '@shared/contracts/helpdesk.endpoints.js';
import { helpdeskSchemas } from '@shared/contracts/helpdesk.js';
import type { Db } from '@server/db/client.js';
import type { Jobs } from '@server/queue/queue.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import { helpdeskUser, syncHelpdeskUser } from './helpdesk-user.service.js';
import { createTicket } from './helpdesk.service.js';

export const helpdeskRoutes: FastifyPluginAsyncZod<{ db: Db; jobs: Jobs; guards: Guards }> = async (
  app,
  deps,
) => {
  const route = routesOf(app, helpdeskSchemas);

  route(
    createHelpTicket,
    async (request) => {
      const viewer = await deps.guards.user(request);
      const ticket = await createTicket(deps, {
        userId: viewer.userId,
        email: viewer.email,
        subject: request.body.subject,
        body: request.body.body,
        groupId: request.body.group_id,
        tags: request.body.tags,
        idempotencyKey: request.idempotencyKey,
      });
      return { id: ticket.id, status: ticket.status };
    },
    { config: { rateLimit: { max: 20, timeWindow: '1 hour' } } },
  );

  route(patchHelpdeskUser, async (request) =>
    syncHelpdeskUser(deps, await deps.guards.user(request), request.body),
  );

  route(getHelpdeskUser, async (request) =>
    helpdeskUser(deps.db, await deps.guards.user(request), request.params.email),
  );
};
