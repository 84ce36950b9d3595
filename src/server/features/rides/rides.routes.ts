import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as e from '@shared/contracts/rides.endpoints.js';
import { ridesSchemas } from '@shared/contracts/rides.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import * as admin from './admin.service.js';
import { askCoach } from './ask-coach.js';
import { sandboxRun, setDriverState } from './driver-sandbox.js';
import { requestFlexibleRide } from './flexible-ride.js';
import { orderRide } from './order-ride.js';
import * as requests from './requests.service.js';
import { estimateRide, rideOptions } from './ride-options.js';
import type { RidesDeps } from './rides.deps.js';
import { rideSpendingFlag, totalSpending } from './spending.js';
import { activeTrips, cancelTrip, completedTrips, readTrip } from './trip-status.js';

/** At most ten access or place requests an hour per client. */
const requestLimit = { config: { rateLimit: { max: 10, timeWindow: '1 hour' } } };

/** Rides (spec 001 §7 "Trips and rides"), access and place requests, and the staff console's queue. */
export const ridesRoutes: FastifyPluginAsyncZod<RidesDeps & { guards: Guards }> = async (app, deps) => {
  const route = routesOf(app, ridesSchemas);
  const student = (request: Parameters<Guards['activeStudent']>[0]) => deps.guards.activeStudent(request);
  /** The key of a write whose endpoint requires one (the idempotency plugin has checked it). */
  const keyOf = (request: { idempotencyKey: string | undefined }) => request.idempotencyKey!;

  route(e.getRideOptions, async (request) => rideOptions(deps, await student(request)));

  route(
    e.requestRideAccess,
    async (request) => requests.requestAccess(deps, await student(request), request.body.reason),
    requestLimit,
  );

  route(e.listRideLocationRequests, async (request) =>
    requests.locationRequests(deps, await student(request)),
  );

  route(
    e.requestRideLocation,
    async (request) => requests.requestLocation(deps, await student(request), request.body),
    requestLimit,
  );

  route(e.estimateRide, async (request) => estimateRide(deps, await student(request), request.body));

  route(e.requestRide, async (request) => {
    const viewer = await student(request);
    return orderRide(deps, viewer, keyOf(request), request.body);
  });

  route(e.cancelRide, async (request) => cancelTrip(deps, await student(request), request.params.id));

  route(e.askCoachAboutRide, async (request) => {
    const viewer = await student(request);
    return askCoach(deps, viewer, keyOf(request), request.body);
  });

  route(e.requestFlexibleRide, async (request) => {
    const viewer = await student(request);
    return requestFlexibleRide(deps, viewer, keyOf(request), request.body);
  });

  route(e.cancelTrip, async (request) => cancelTrip(deps, await student(request), request.body.where.id));

  route(e.getTrip, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return readTrip(deps, await student(request), request.params.id);
  });

  route(e.listActiveTrips, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return activeTrips(deps, await student(request));
  });

  route(e.listCompletedTrips, async (request) => completedTrips(deps, await student(request)));

  route(e.getTotalSpending, async (request) => totalSpending(deps, await student(request)));

  route(e.getRideSpendingFlag, async (request) => rideSpendingFlag(deps, await student(request)));

  route(e.findSandboxRun, async (request) => sandboxRun(deps, await student(request), request.body.tripId));

  route(e.setDriverState, async (request) => setDriverState(deps, await student(request), request.body));

  // Staff console: the Rides queue and its decisions, each audited.
  route(e.listRideQueue, async (request) => {
    await deps.guards.staff(request);
    return admin.queue(deps);
  });

  const staff = (request: Parameters<Guards['staff']>[0]) => deps.guards.staff(request);
  route(e.enableRideAccess, async (request) =>
    admin.decideAccess(deps, await staff(request), request.params.id, 'enable'),
  );
  route(e.declineRideAccess, async (request) =>
    admin.decideAccess(deps, await staff(request), request.params.id, 'decline', request.body.reason),
  );
  route(e.approveRideLocation, async (request) =>
    admin.decideLocation(deps, await staff(request), request.params.id, 'approve'),
  );
  route(e.declineRideLocation, async (request) =>
    admin.decideLocation(deps, await staff(request), request.params.id, 'decline', request.body.reason),
  );
  route(e.approveFlexibleRide, async (request) =>
    admin.decideTrip(deps, await staff(request), request.params.id, 'approve'),
  );
  route(e.declineFlexibleRide, async (request) =>
    admin.decideTrip(deps, await staff(request), request.params.id, 'decline', request.body.reason),
  );
};
