import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeText } from '@shared/contracts/text.js';
import {
  accessBody,
  askCoachBody,
  driverStateBody,
  estimateResponse,
  flagsResponse,
  locationRequestBody,
  locationRequestState,
  messageResponse,
  patchTripBody,
  rideBody,
  rideOptions,
  sandboxBody,
  staffDecision,
  staffRides,
  totalSpending,
  trip,
  tripParams,
} from '@shared/contracts/rides.js';
import { errorBodySchema } from '@shared/errors.js';
import type { Guards } from '@server/plugins/session.js';
import * as admin from './admin.service.js';
import * as requests from './requests.service.js';
import * as service from './rides.service.js';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
  503: errorBodySchema,
};
const tags = ['rides'];
const staffTags = ['staff'];
const idParams = z.object({ id: z.uuid() });

/** Rides (spec 001 §7 "Trips and rides"), access and place requests, and the staff console's queue. */
export const ridesRoutes: FastifyPluginAsyncZod<service.RidesDeps & { guards: Guards }> = async (
  app,
  deps,
) => {
  const student = (request: Parameters<Guards['activeStudent']>[0]) => deps.guards.activeStudent(request);
  const key = (request: { headers: Record<string, string | string[] | undefined> }) =>
    service.checkIdempotencyKey(request.headers['idempotency-key']);

  app.get('/uber/options', { schema: { tags, response: { 200: rideOptions, ...errors } } }, async (request) =>
    service.options(deps, await student(request)),
  );

  app.post(
    '/uber/access',
    {
      schema: { tags, body: accessBody, response: { 200: messageResponse, ...errors } },
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request) => requests.requestAccess(deps, await student(request), request.body.reason),
  );

  app.get(
    '/uber/locationRequests',
    { schema: { tags, response: { 200: locationRequestState, ...errors } } },
    async (request) => requests.locationRequests(deps, await student(request)),
  );

  app.post(
    '/uber/locationRequests',
    {
      schema: { tags, body: locationRequestBody, response: { 200: messageResponse, ...errors } },
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request) => requests.requestLocation(deps, await student(request), request.body),
  );

  app.post(
    '/uber/trip/estimate',
    { schema: { tags, body: rideBody, response: { 200: estimateResponse, ...errors } } },
    async (request) => service.estimate(deps, await student(request), request.body),
  );

  app.post(
    '/uber/trip',
    { schema: { tags, body: rideBody, response: { 200: trip, ...errors } } },
    async (request) => {
      const viewer = await student(request);
      return service.orderRide(deps, viewer, key(request), request.body);
    },
  );

  app.delete(
    '/uber/trip/:id',
    { schema: { tags, params: tripParams, response: { 200: trip, ...errors } } },
    async (request) => service.cancelTrip(deps, await student(request), request.params.id),
  );

  app.post(
    '/uber/askCoach',
    { schema: { tags, body: askCoachBody, response: { 200: messageResponse, ...errors } } },
    async (request) => {
      const viewer = await student(request);
      return service.askCoach(deps, viewer, key(request), request.body);
    },
  );

  app.post(
    '/trip',
    { schema: { tags, body: rideBody, response: { 200: trip, ...errors } } },
    async (request) => {
      const viewer = await student(request);
      return service.postTrip(deps, viewer, key(request), request.body);
    },
  );

  app.patch(
    '/trip',
    { schema: { tags, body: patchTripBody, response: { 200: trip, ...errors } } },
    async (request) => service.cancelTrip(deps, await student(request), request.body.where.id),
  );

  app.get(
    '/trip/:id',
    { schema: { tags, params: tripParams, response: { 200: trip, ...errors } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.readTrip(deps, await student(request), request.params.id);
    },
  );

  app.get(
    '/trips/active',
    { schema: { tags, response: { 200: z.array(trip), ...errors } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.activeTrips(deps, await student(request));
    },
  );

  app.get(
    '/trips/completed',
    { schema: { tags, response: { 200: z.array(trip), ...errors } } },
    async (request) => service.completed(deps, await student(request)),
  );

  app.get(
    '/trips/totalSpending',
    { schema: { tags, response: { 200: totalSpending, ...errors } } },
    async (request) => service.totalSpending(deps, await student(request)),
  );

  app.get('/flags', { schema: { tags, response: { 200: flagsResponse, ...errors } } }, async (request) =>
    service.flags(deps, await student(request)),
  );

  app.post(
    '/uber/sandbox',
    { schema: { tags, body: sandboxBody, response: { 200: z.object({ runId: safeText() }), ...errors } } },
    async (request) => service.sandboxRun(deps, await student(request), request.body.tripId),
  );

  app.post(
    '/uber/sandbox/driverState',
    { schema: { tags, body: driverStateBody, response: { 200: trip, ...errors } } },
    async (request) => service.setDriverState(deps, await student(request), request.body),
  );

  // Staff console: the Rides queue and its decisions, each audited.
  app.get(
    '/admin/rides',
    { schema: { tags: staffTags, response: { 200: staffRides, ...errors } } },
    async (request) => {
      await deps.guards.staff(request);
      return admin.queue(deps);
    },
  );

  for (const verb of ['enable', 'decline'] as const) {
    app.post(
      `/admin/rides/access/:id/${verb}`,
      { schema: { tags: staffTags, params: idParams, response: { 200: staffDecision, ...errors } } },
      async (request) => admin.decideAccess(deps, await deps.guards.staff(request), request.params.id, verb),
    );
  }
  for (const verb of ['approve', 'decline'] as const) {
    app.post(
      `/admin/rides/locations/:id/${verb}`,
      { schema: { tags: staffTags, params: idParams, response: { 200: staffDecision, ...errors } } },
      async (request) =>
        admin.decideLocation(deps, await deps.guards.staff(request), request.params.id, verb),
    );
    app.post(
      `/admin/rides/trips/:id/${verb}`,
      { schema: { tags: staffTags, params: idParams, response: { 200: staffDecision, ...errors } } },
      async (request) => admin.decideTrip(deps, await deps.guards.staff(request), request.params.id, verb),
    );
  }
};
