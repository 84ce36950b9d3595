import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeText } from '@shared/contracts/text.js';
import {
  addressChangeBody,
  byTypeBody,
  byTypeResponse,
  byUuidQuery,
  geocodeBody,
  geocodeResponse,
  idParams,
  location,
  preferredBody,
  reverseBody,
} from '@shared/contracts/locations.js';
import { errorBodySchema } from '@shared/errors.js';
import type { Guards } from '@server/plugins/session.js';
import * as service from './locations.service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Locations (spec 001 §7): the list, one place, nearby places by type, geocoding, thumbs-up, address change. */
export const locationsRoutes: FastifyPluginAsyncZod<service.LocationsDeps & { guards: Guards }> = async (
  app,
  deps,
) => {
  app.get(
    '/locations',
    { schema: { tags: ['locations'], response: { 200: z.array(location), ...errors } } },
    async (request, reply) => {
      await deps.guards.user(request);
      void reply.header('cache-control', 'private, max-age=3600');
      return service.listAll(deps);
    },
  );

  app.get(
    '/location/:id',
    { schema: { tags: ['locations'], params: idParams, response: { 200: location, ...errors } } },
    async (request) => {
      await deps.guards.user(request);
      return service.byId(deps, request.params.id);
    },
  );

  app.get(
    '/locations/byUUID',
    {
      schema: {
        tags: ['locations'],
        querystring: byUuidQuery,
        response: { 200: z.array(location), ...errors },
      },
    },
    async (request) => {
      await deps.guards.user(request);
      return service.byIds(deps, request.query.uuids);
    },
  );

  app.post(
    '/locations/byType',
    { schema: { tags: ['locations'], body: byTypeBody, response: { 200: byTypeResponse, ...errors } } },
    async (request) => service.nearby(deps, await deps.guards.activeStudent(request), request.body),
  );

  app.put(
    '/locations/preferred',
    { schema: { tags: ['locations'], body: preferredBody, response: { 200: preferredBody, ...errors } } },
    async (request) =>
      service.prefer(
        deps,
        await deps.guards.activeStudent(request),
        request.body.type,
        request.body.locationId,
      ),
  );

  app.post(
    '/google/geocode',
    { schema: { tags: ['locations'], body: geocodeBody, response: { 200: geocodeResponse, ...errors } } },
    async (request) => {
      await deps.guards.user(request);
      return service.geocode(deps, request.body.address);
    },
  );

  app.post(
    '/google/reverse-geocode',
    { schema: { tags: ['locations'], body: reverseBody, response: { 200: geocodeResponse, ...errors } } },
    async (request) => {
      await deps.guards.user(request);
      return service.reverse(deps, request.body);
    },
  );

  app.post(
    '/locations/addressChange',
    {
      schema: {
        tags: ['locations'],
        body: addressChangeBody,
        response: { 200: z.object({ message: safeText() }), ...errors },
      },
      config: { rateLimit: { max: 5, timeWindow: '1 hour' } },
    },
    async (request) =>
      service.requestAddressChange(deps, await deps.guards.activeStudent(request), request.body),
  );
};
