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

  route(e.getStipends, deps.guards.activeStudent, (_request, viewer) => service.overview(deps, viewer));

  route(e.requestStipend, deps.guards.activeStudent, (request, viewer) =>
    service.requestStipend(deps, viewer, request.body, request.idempotencyKey),
  );

  route(e.listOpenStipends, deps.guards.staff, () => service.listOpen(deps));

  route(e.approveStipend, deps.guards.staff, (request, viewer) =>
    service.approve(deps, viewer, request.params.id),
  );

  route(e.markStipendPaid, deps.guards.staff, (request, viewer) =>
    service.markPaid(deps, viewer, request.params.id),
  );

  route(e.declineStipend, deps.guards.staff, (request, viewer) =>
    service.decline(deps, viewer, request.params.id, request.body.reason),
  );

  route(e.listDeclinedStipends, deps.guards.staff, () => service.listDeclined(deps));

  route(e.reopenStipend, deps.guards.staff, (request, viewer) =>
    service.reopen(deps, viewer, request.params.id),
  );

  route(e.setStipendPaymentEmail, deps.guards.staff, (request, viewer) =>
    service.setPaymentEmail(deps, viewer, request.params.id, request.body.email),
  );
};
