import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as e from '@shared/contracts/staff-outcomes.endpoints.js';
import { staffOutcomesSchemas } from '@shared/contracts/staff-outcomes.js';
import type { Db } from '@server/db/client.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import type { RideLimits } from '@shared/domain/rides.js';
import { exportOutcomesCsv, getOutcomes } from './outcomes.service.js';
import { refreshHistoryFigures } from './outcomes.kept.js';

/** How often the daily refresh looks for kept figures due (decision 052). */
const REFRESH_CHECK_MS = 3_600_000;

/** The program's outcomes (issue 40): admins and coaches read them. */
export const outcomesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  guards: Guards;
  limits: Partial<RideLimits>;
}> = async (app, deps) => {
  const route = routesOf(app, staffOutcomesSchemas);
  // Each instance looks every hour; figures are due once a day, so a second instance mostly finds none.
  const refresh = setInterval(() => {
    refreshHistoryFigures(deps.db).catch((err: Error) => app.log.error(`outcomes refresh: ${err.message}`));
  }, REFRESH_CHECK_MS);
  refresh.unref();
  app.addHook('onClose', async () => clearInterval(refresh));

  route(e.getOutcomes, deps.guards.staff, (request, viewer) =>
    getOutcomes(deps.db, viewer, request.query, deps.limits),
  );

  route(e.exportOutcomes, deps.guards.staff, async (request, viewer, reply) => {
    const csv = await exportOutcomesCsv(deps.db, viewer, request.query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="program-outcomes.csv"')
      .header('cache-control', 'no-store')
      .send(csv);
  });
};
