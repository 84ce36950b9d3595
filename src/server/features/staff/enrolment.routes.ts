import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as e from '@shared/contracts/enrolment.endpoints.js';
import { enrolmentSchemas } from '@shared/contracts/enrolment.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import * as service from './enrolment.service.js';

/** A file of 200,000 characters may double when written as a JSON string (quotes and line breaks). */
const FILE_BODY_LIMIT = 512 * 1024;

/** Enrolment: staff add one student or import many from a CSV file. Staff only (`/api/admin/`). */
export const enrolmentRoutes: FastifyPluginAsyncZod<service.EnrolmentDeps & { guards: Guards }> = async (
  app,
  deps,
) => {
  const route = routesOf(app, enrolmentSchemas);

  route(e.listEnrolmentCoaches, deps.guards.staff, () => service.listCoaches(deps));

  route(
    e.enrolStudent,
    deps.guards.staff,
    (request, viewer) => service.enrolStudent(deps, viewer, request.body),
    { config: { rateLimit: { max: 120, timeWindow: '10 minutes' } } },
  );

  route(e.previewEnrolmentFile, deps.guards.staff, (request) => service.previewFile(deps, request.body.csv), {
    bodyLimit: FILE_BODY_LIMIT,
    config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
  });

  route(
    e.importEnrolmentFile,
    deps.guards.staff,
    (request, viewer) => service.importFile(deps, viewer, request.body.csv),
    { bodyLimit: FILE_BODY_LIMIT, config: { rateLimit: { max: 30, timeWindow: '10 minutes' } } },
  );
};
