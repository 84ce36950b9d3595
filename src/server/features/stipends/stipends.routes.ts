import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as e from '@shared/contracts/stipends.endpoints.js';
import { stipendsSchemas } from '@shared/contracts/stipends.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import * as service from './stipends.service.js';

/** Weekly stipends: the student's four weeks and requests; staff approve, mark paid or decline. */
export const stipendsRoutes: FastifyPluginAsyncZod<service.StipendsDeps & { guards: Guards }> = async (
  app,
  deps,
) => {
  const route = routesOf(app, stipendsSchemas);

  route(e.getStipends, async (request) => service.overview(deps, await deps.guards.activeStudent(request)));

  route(e.requestStipend, async (request) =>
    service.requestStipend(
      deps,
      await deps.guards.activeStudent(request),
      request.body,
      request.idempotencyKey,
    ),
  );

  route(e.listOpenStipends, async (request) => {
    await deps.guards.staff(request);
    return service.listOpen(deps);
  });

  route(e.approveStipend, async (request) =>
    service.approve(deps, await deps.guards.staff(request), request.params.id),
  );

  route(e.markStipendPaid, async (request) =>
    service.markPaid(deps, await deps.guards.staff(request), request.params.id),
  );

  route(e.declineStipend, async (request) =>
    service.decline(deps, await deps.guards.staff(request), request.params.id, request.body.reason),
  );

  route(e.listDeclinedStipends, async (request) => {
    await deps.guards.staff(request);
    return service.listDeclined(deps);
  });

  route(e.reopenStipend, async (request) =>
    service.reopen(deps, await deps.guards.staff(request), request.params.id),
  );

  route(e.setStipendPaymentEmail, async (request) =>
    service.setPaymentEmail(deps, await deps.guards.staff(request), request.params.id, request.body.email),
  );
};
