import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordPageView } from '@shared/contracts/telemetry.endpoints.js';
import { telemetrySchemas } from '@shared/contracts/telemetry.js';
import type { Db } from '@server/db/client.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import * as repo from './telemetry.repo.js';

/** The local page-view port: one row per navigation, which is also the student's last activity. */
export const telemetryRoutes: FastifyPluginAsyncZod<{ db: Db; guards: Guards }> = async (
  app,
  { db, guards },
) => {
  const route = routesOf(app, telemetrySchemas);

  route(recordPageView, guards.user, async (request, viewer) => {
    await repo.recordPageView(db, viewer.userId, request.body.path);
    return { ok: true as const };
  });
};
