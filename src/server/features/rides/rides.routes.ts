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
  /** The key of a write whose endpoint requires one (the idempotency plugin has checked it). */
  const keyOf = (request: { idempotencyKey: string | undefined }) => request.idempotencyKey!;

  route(e.getRideOptions, deps.guards.activeStudent, (_request, viewer) => rideOptions(deps, viewer));

  route(
    e.requestRideAccess,
    deps.guards.activeStudent,
    (request, viewer) => requests.requestAccess(deps, viewer, request.body.reason),
    requestLimit,
  );

  route(e.listRideLocationRequests, deps.guards.activeStudent, (_request, viewer) =>
    requests.locationRequests(deps, viewer),
  );

  route(
    e.requestRideLocation,
    deps.guards.activeStudent,
    (request, viewer) => requests.requestLocation(deps, viewer, request.body),
    requestLimit,
  );

  route(e.estimateRide, deps.guards.activeStudent, (request, viewer) =>
    estimateRide(deps, viewer, request.body),
  );

  route(e.requestRide, deps.guards.activeStudent, (request, viewer) =>
    orderRide(deps, viewer, keyOf(request), request.body),
  );

  route(e.cancelRide, deps.guards.activeStudent, (request, viewer) =>
    cancelTrip(deps, viewer, request.params.id),
  );

  route(e.askCoachAboutRide, deps.guards.activeStudent, (request, viewer) =>
    askCoach(deps, viewer, keyOf(request), request.body),
  );

  route(e.requestFlexibleRide, deps.guards.activeStudent, (request, viewer) =>
    requestFlexibleRide(deps, viewer, keyOf(request), request.body),
  );

  route(e.cancelTrip, deps.guards.activeStudent, (request, viewer) =>
    cancelTrip(deps, viewer, request.body.where.id),
  );

  route(e.getTrip, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return readTrip(deps, await deps.guards.activeStudent(request), request.params.id);
  });

  route(e.listActiveTrips, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return activeTrips(deps, await deps.guards.activeStudent(request));
  });

  route(e.listCompletedTrips, deps.guards.activeStudent, (_request, viewer) => completedTrips(deps, viewer));

  route(e.getTotalSpending, deps.guards.activeStudent, (_request, viewer) => totalSpending(deps, viewer));

  route(e.getRideSpendingFlag, deps.guards.activeStudent, (_request, viewer) =>
    rideSpendingFlag(deps, viewer),
  );

  route(e.findSandboxRun, deps.guards.activeStudent, (request, viewer) =>
    sandboxRun(deps, viewer, request.body.tripId),
  );

  route(e.setDriverState, deps.guards.activeStudent, (request, viewer) =>
    setDriverState(deps, viewer, request.body),
  );

  // Staff console: the Rides queue and its decisions, each audited.
  route(e.listRideQueue, deps.guards.staff, () => admin.queue(deps));

  route(e.enableRideAccess, deps.guards.staff, (request, viewer) =>
    admin.decideAccess(deps, viewer, request.params.id, 'enable'),
  );
  route(e.declineRideAccess, deps.guards.staff, (request, viewer) =>
    admin.decideAccess(deps, viewer, request.params.id, 'decline', request.body.reason),
  );
  route(e.approveRideLocation, deps.guards.staff, (request, viewer) =>
    admin.decideLocation(deps, viewer, request.params.id, 'approve'),
  );
  route(e.declineRideLocation, deps.guards.staff, (request, viewer) =>
    admin.decideLocation(deps, viewer, request.params.id, 'decline', request.body.reason),
  );
  route(e.approveFlexibleRide, deps.guards.staff, (request, viewer) =>
    admin.decideTrip(deps, viewer, request.params.id, 'approve'),
  );
  route(e.declineFlexibleRide, deps.guards.staff, (request, viewer) =>
    admin.decideTrip(deps, viewer, request.params.id, 'decline', request.body.reason),
  );
};
