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

  route(e.listJobListings, async (request) => service.listListings(deps, await guards.staff(request)));

  route(e.createJobListing, async (request) =>
    service.createListing(deps, await guards.staff(request), request.body),
  );

  route(e.updateJobListing, async (request) =>
    service.updateListing(deps, await guards.staff(request), request.params.id, request.body),
  );

  route(e.closeJobListing, async (request) =>
    service.setListingStatus(deps, await guards.staff(request), request.params.id, 'closed'),
  );

  route(e.reopenJobListing, async (request) =>
    service.setListingStatus(deps, await guards.staff(request), request.params.id, 'open'),
  );
};
