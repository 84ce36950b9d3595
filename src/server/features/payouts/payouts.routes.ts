import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approvePayoutBody,
  payoutList,
  payoutParams,
  payoutRequestBody,
  payoutSchema,
  staffPayoutList,
  staffPayoutQuery,
  totalSpendingResponse,
} from '@shared/contracts/payouts.js';
import { AppError, errorBodySchema } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Guards } from '@server/plugins/session.js';
import * as service from './payouts.service.js';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const idempotencyKey = z.object({ 'idempotency-key': z.uuid().optional() });

/** Payouts: a graduate's requests and the staff queue that approves and pays them. */
export const payoutsRoutes: FastifyPluginAsyncZod<service.PayoutsDeps & { guards: Guards }> = async (
  app,
  deps,
) => {
  app.get(
    '/paypal',
    { schema: { tags: ['payouts'], response: { 200: payoutList, ...errors } } },
    async (request) => service.listPayouts(deps, await deps.guards.activeStudent(request)),
  );

  app.post(
    '/paypal/requestBonusPayout',
    {
      schema: {
        tags: ['payouts'],
        headers: idempotencyKey,
        body: payoutRequestBody,
        response: { 200: payoutSchema, ...errors },
      },
    },
    async (request) =>
      service.requestPayout(
        deps,
        await deps.guards.activeStudent(request),
        request.body,
        request.headers['idempotency-key'] ?? null,
      ),
  );

  app.get(
    '/paypal/totalSpending',
    { schema: { tags: ['payouts'], response: { 200: totalSpendingResponse, ...errors } } },
    async (request) => service.totalSpending(deps, await deps.guards.activeStudent(request)),
  );

  app.get(
    '/admin/payouts',
    {
      schema: {
        tags: ['staff'],
        querystring: staffPayoutQuery,
        response: { 200: staffPayoutList, ...errors },
      },
    },
    async (request) => {
      await deps.guards.staff(request);
      return service.staffQueue(deps, request.query.status);
    },
  );

  app.post(
    '/admin/payouts/:id/approve',
    { schema: { tags: ['staff'], params: payoutParams, response: { 200: payoutSchema, ...errors } } },
    async (request) => {
      const viewer = await deps.guards.staff(request);
      // The body is optional (only an amount the portal could not compute), so it is checked here.
      const body = approvePayoutBody.safeParse(request.body ?? undefined);
      if (!body.success) throw new AppError('VALIDATION', t('payouts.amountNeeded'), 'amount');
      return service.approvePayout(deps, viewer, request.params.id, body.data?.amount);
    },
  );

  app.post(
    '/admin/payouts/:id/paid',
    { schema: { tags: ['staff'], params: payoutParams, response: { 200: payoutSchema, ...errors } } },
    async (request) => service.markPayoutPaid(deps, await deps.guards.staff(request), request.params.id),
  );
};
