import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '@shared/contracts/auth.js';
import { pageViewBody } from '@shared/contracts/telemetry.js';
import { errorBodySchema } from '@shared/errors.js';
import type { Db } from '@server/db/client.js';
import type { Guards } from '@server/plugins/session.js';
import { recordPageView } from './telemetry.repo.js';

/** The local page-view port: one row per navigation, which is also the student's last activity. */
export const telemetryRoutes: FastifyPluginAsyncZod<{ db: Db; guards: Guards }> = async (
  app,
  { db, guards },
) => {
  app.post(
    '/pageviews',
    {
      schema: {
        tags: ['telemetry'],
        body: pageViewBody,
        response: { 200: okResponse, 401: errorBodySchema },
      },
    },
    async (request) => {
      const viewer = await guards.user(request);
      await recordPageView(db, viewer.userId, request.body.path);
      return { ok: true as const };
    },
  );
};
