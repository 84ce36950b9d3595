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

  route(e.listLocations, deps.guards.user, (_request, _viewer, reply) => {
    void reply.header('cache-control', 'private, max-age=3600');
    return service.listAll(deps);
  });

  route(e.getLocation, deps.guards.user, (request) => service.byId(deps, request.params.id));

  route(e.listLocationsById, deps.guards.user, (request) => service.byIds(deps, request.query.uuids));

  route(e.listNearbyLocations, deps.guards.activeStudent, (request, viewer) =>
    service.nearby(deps, viewer, request.body),
  );

  route(e.setPreferredLocation, deps.guards.activeStudent, (request, viewer) =>
    service.prefer(deps, viewer, request.body.type, request.body.locationId),
  );

  route(e.geocodeAddress, deps.guards.user, (request) => service.geocode(deps, request.body.address));

  route(e.reverseGeocode, deps.guards.user, (request) => service.reverse(deps, request.body));

  route(
    e.requestAddressChange,
    deps.guards.activeStudent,
    (request, viewer) => service.requestAddressChange(deps, viewer, request.body),
    { config: { rateLimit: { max: 5, timeWindow: '1 hour' } } },
  );
};
