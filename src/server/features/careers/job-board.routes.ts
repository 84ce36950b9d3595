import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as e from '@shared/contracts/jobs.endpoints.js';
import { jobsSchemas } from '@shared/contracts/jobs.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import * as service from './job-board.service.js';

/**
 * The job board (issue 21 item 5): listings near the student, saved jobs, employer logos. Students only:
 * saved jobs are the caller's own, so no route takes a student id.
 */
export const jobBoardRoutes: FastifyPluginAsyncZod<service.JobBoardDeps & { guards: Guards }> = async (
  app,
  { guards, ...deps },
) => {
  const route = routesOf(app, jobsSchemas);

  // A place typed in, or an address with no point on file, costs a geocoder call: a person changes filters
  // a few times a minute, a script no more.
  const geocodes = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };
  route(
    e.listJobs,
    guards.activeStudent,
    (request, viewer, reply) => {
      // The answer names the student's saved jobs: kept by the page (offline), never by a shared cache.
      void reply.header('cache-control', 'private, no-cache');
      return service.listJobs(deps, viewer, request.query);
    },
    geocodes,
  );

  route(
    e.listSavedJobs,
    guards.activeStudent,
    (_request, viewer, reply) => {
      void reply.header('cache-control', 'private, no-cache');
      return service.listSavedJobs(deps, viewer);
    },
    geocodes,
  );

  route(e.saveJob, guards.activeStudent, (request, viewer) =>
    service.saveJob(deps, viewer, request.params.id),
  );

  route(e.unsaveJob, guards.activeStudent, (request, viewer) =>
    service.unsaveJob(deps, viewer, request.params.id),
  );

  route(e.getEmployerIcon, guards.user, async (request, _viewer, reply) => {
    const icon = await service.employerIcon(deps, request.params.employer);
    const etag = `"${icon.version}"`;
    // The address carries the version: the browser keeps that logo for a year and never asks again.
    const current = request.query.v === icon.version;
    void reply
      .header('etag', etag)
      .header('cache-control', current ? 'private, max-age=31536000, immutable' : 'private, no-cache')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.header('content-type', 'image/svg+xml').send(icon.svg);
  });
};
