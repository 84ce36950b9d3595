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

  route(e.listPayouts, async (request) =>
    service.listPayouts(deps, await deps.guards.activeStudent(request)),
  );

  route(e.quotePayout, async (request) =>
    service.quotePayout(deps, await deps.guards.activeStudent(request), request.params.reason),
  );

  route(e.requestPayout, async (request) =>
    service.requestPayout(
      deps,
      await deps.guards.activeStudent(request),
      request.body,
      request.idempotencyKey ?? null,
    ),
  );

  route(e.getPayoutTotal, async (request) =>
    service.totalSpending(deps, await deps.guards.activeStudent(request)),
  );

  route(e.listStaffPayouts, async (request) => {
    await deps.guards.staff(request);
    return service.staffQueue(deps, request.query.status);
  });

  route(e.approvePayout, async (request) =>
    service.approvePayout(deps, await deps.guards.staff(request), request.params.id, request.body?.amount),
  );

  route(e.markPayoutPaid, async (request) =>
    service.markPayoutPaid(deps, await deps.guards.staff(request), request.params.id),
  );

  route(e.returnPayout, async (request) =>
    service.returnPayout(deps, await deps.guards.staff(request), request.params.id, request.body.reason),
  );

  route(e.setPayoutEmail, async (request) =>
    service.setPayoutEmail(deps, await deps.guards.staff(request), request.params.id, request.body.email),
  );

  route(e.reviewPayment, async (request) => {
    const staff = await deps.guards.staff(request);
    const { payoutId, decision, amount } = request.body;
    return decision === 'approve'
      ? service.approvePayout(deps, staff, payoutId, amount)
      : service.markPayoutPaid(deps, staff, payoutId);
  });
};
