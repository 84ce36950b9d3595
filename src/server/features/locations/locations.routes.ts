import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as e from '@shared/contracts/locations.endpoints.js';
import { locationsSchemas } from '@shared/contracts/locations.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import * as service from './locations.service.js';

/** Locations (spec 001 §7): the list, one place, nearby places by type, geocoding, thumbs-up, address change. */
export const locationsRoutes: FastifyPluginAsyncZod<service.LocationsDeps & { guards: Guards }> = async (
  app,
  deps,
) => {
  const route = routesOf(app, locationsSchemas);

  route(e.listLocations, async (request, reply) => {
    await deps.guards.user(request);
    void reply.header('cache-control', 'private, max-age=3600');
    return service.listAll(deps);
  });

  route(e.getLocation, async (request) => {
    await deps.guards.user(request);
    return service.byId(deps, request.params.id);
  });

  route(e.listLocationsById, async (request) => {
    await deps.guards.user(request);
    return service.byIds(deps, request.query.uuids);
  });

  route(e.listNearbyLocations, async (request) =>
    service.nearby(deps, await deps.guards.activeStudent(request), request.body),
  );

  route(e.setPreferredLocation, async (request) =>
    service.prefer(
      deps,
      await deps.guards.activeStudent(request),
      request.body.type,
      request.body.locationId,
    ),
  );

  route(e.geocodeAddress, async (request) => {
    await deps.guards.user(request);
    return service.geocode(deps, request.body.address);
  });

  route(e.reverseGeocode, async (request) => {
    await deps.guards.user(request);
    return service.reverse(deps, request.body);
  });

  route(
    e.requestAddressChange,
    async (request) =>
      service.requestAddressChange(deps, await deps.guards.activeStudent(request), request.body),
    { config: { rateLimit: { max: 5, timeWindow: '1 hour' } } },
  );
};
