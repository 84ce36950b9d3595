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
    deps.guards.user,
    async (request, viewer) => {
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

  route(patchHelpdeskUser, deps.guards.user, (request, viewer) =>
    syncHelpdeskUser(deps, viewer, request.body),
  );

  route(getHelpdeskUser, deps.guards.user, (request, viewer) =>
    helpdeskUser(deps.db, viewer, request.params.email),
  );
};
