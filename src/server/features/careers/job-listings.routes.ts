import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as e from '@shared/contracts/job-listings.endpoints.js';
import { jobListingsSchemas } from '@shared/contracts/job-listings.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import * as service from './job-listings.service.js';

/**
 * The program's job listings in the console (decision 044). Every staff member reads them; the service
 * lets career coaches and admins change them.
 */
export const jobListingsRoutes: FastifyPluginAsyncZod<service.JobListingsDeps & { guards: Guards }> = async (
  app,
  { guards, ...deps },
) => {
  const route = routesOf(app, jobListingsSchemas);

  route(e.listJobListings, guards.staff, (_request, viewer) => service.listListings(deps, viewer));

  route(e.createJobListing, guards.staff, (request, viewer) =>
    service.createListing(deps, viewer, request.body),
  );

  route(e.updateJobListing, guards.staff, (request, viewer) =>
    service.updateListing(deps, viewer, request.params.id, request.body),
  );

  route(e.closeJobListing, guards.staff, (request, viewer) =>
    service.setListingStatus(deps, viewer, request.params.id, 'closed'),
  );

  route(e.reopenJobListing, guards.staff, (request, viewer) =>
    service.setListingStatus(deps, viewer, request.params.id, 'open'),
  );
};
