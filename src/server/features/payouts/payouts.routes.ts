import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as e from '@shared/contracts/payouts.endpoints.js';
import { payoutsSchemas } from '@shared/contracts/payouts.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import * as service from './payouts.service.js';

/** Payouts: a graduate's requests and the staff queue that approves and pays them. */
export const payoutsRoutes: FastifyPluginAsyncZod<service.PayoutsDeps & { guards: Guards }> = async (
  app,
  deps,
) => {
  const route = routesOf(app, payoutsSchemas);

  route(e.listPayouts, deps.guards.activeStudent, (_request, viewer) => service.listPayouts(deps, viewer));

  route(e.quotePayout, deps.guards.activeStudent, (request, viewer) =>
    service.quotePayout(deps, viewer, request.params.reason),
  );

  route(e.requestPayout, deps.guards.activeStudent, (request, viewer) =>
    service.requestPayout(deps, viewer, request.body, request.idempotencyKey ?? null),
  );

  route(e.getPayoutTotal, deps.guards.activeStudent, (_request, viewer) =>
    service.totalSpending(deps, viewer),
  );

  route(e.listStaffPayouts, deps.guards.staff, (request) => service.staffQueue(deps, request.query.status));

  route(e.approvePayout, deps.guards.staff, (request, viewer) =>
    service.approvePayout(deps, viewer, request.params.id, request.body?.amount),
  );

  route(e.markPayoutPaid, deps.guards.staff, (request, viewer) =>
    service.markPayoutPaid(deps, viewer, request.params.id),
  );

  route(e.returnPayout, deps.guards.staff, (request, viewer) =>
    service.returnPayout(deps, viewer, request.params.id, request.body.reason),
  );

  route(e.setPayoutEmail, deps.guards.staff, (request, viewer) =>
    service.setPayoutEmail(deps, viewer, request.params.id, request.body.email),
  );

  route(e.reviewPayment, deps.guards.staff, (request, staff) => {
    const { payoutId, decision, amount } = request.body;
    return decision === 'approve'
      ? service.approvePayout(deps, staff, payoutId, amount)
      : service.markPayoutPaid(deps, staff, payoutId);
  });
};
