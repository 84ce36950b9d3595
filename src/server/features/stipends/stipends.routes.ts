import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeText } from '@shared/contracts/text.js';
import {
  declineBody,
  staffStipendList,
  stipendParams,
  stipendRequestBody,
  stipendsResponse,
  stipendStatus,
} from '@shared/contracts/stipends.js';
import { errorBodySchema } from '@shared/errors.js';
import { answerOnce } from '@server/plugins/idempotency.js';
import type { Guards } from '@server/plugins/session.js';
import * as service from './stipends.service.js';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const decision = z.object({ id: safeText(), status: stipendStatus });

/** Weekly stipends: the student's four weeks and requests; staff approve, mark paid or decline. */
export const stipendsRoutes: FastifyPluginAsyncZod<service.StipendsDeps & { guards: Guards }> = async (
  app,
  deps,
) => {
  app.get(
    '/stipends',
    { schema: { tags: ['stipends'], response: { 200: stipendsResponse, ...errors } } },
    async (request) => service.overview(deps, await deps.guards.activeStudent(request)),
  );

  app.post(
    '/paypal/requestStipend',
    {
      schema: {
        tags: ['stipends'],
        body: stipendRequestBody,
        response: { 200: z.object({ week: z.number(), status: stipendStatus }), ...errors },
      },
    },
    async (request) => {
      const viewer = await deps.guards.activeStudent(request);
      return answerOnce(request, deps.db, (db) =>
        service.requestStipend({ ...deps, db }, viewer, request.body),
      );
    },
  );

  app.get(
    '/admin/stipends',
    { schema: { tags: ['staff'], response: { 200: staffStipendList, ...errors } } },
    async (request) => {
      await deps.guards.staff(request);
      return service.listOpen(deps);
    },
  );

  app.post(
    '/admin/stipends/:id/approve',
    { schema: { tags: ['staff'], params: stipendParams, response: { 200: decision, ...errors } } },
    async (request) => service.approve(deps, await deps.guards.staff(request), request.params.id),
  );

  app.post(
    '/admin/stipends/:id/paid',
    { schema: { tags: ['staff'], params: stipendParams, response: { 200: decision, ...errors } } },
    async (request) => service.markPaid(deps, await deps.guards.staff(request), request.params.id),
  );

  app.post(
    '/admin/stipends/:id/decline',
    {
      schema: {
        tags: ['staff'],
        params: stipendParams,
        body: declineBody,
        response: { 200: decision, ...errors },
      },
    },
    async (request) =>
      service.decline(deps, await deps.guards.staff(request), request.params.id, request.body.reason),
  );
};
