import { endpoint } from './endpoint.js';
import type * as s from './rides.js';

/** Rides (spec 001 §7 "Trips and rides"), access and place requests, and the staff console's queue. */
const tag = 'rides';
const staffTag = 'staff';
const errors = [400, 401, 403, 404, 409, 429, 503] as const;
type Decision = { params: typeof s.staffDecisionParams; response: typeof s.staffDecision };
type Decline = Decision & { body: typeof s.rideDeclineBody };

/** What the ride flow offers this student: ride reasons with rides left, home, approved places, destinations. */
export const getRideOptions = endpoint<{ response: typeof s.rideOptions }>()({
  name: 'getRideOptions',
  method: 'GET',
  path: '/uber/options',
  idempotency: 'none',
  errors,
  tag,
});

/** A student without Uber access asks for it, with a justification (spec 000 §2). */
export const requestRideAccess = endpoint<{
  body: typeof s.accessBody;
  response: typeof s.messageResponse;
}>()({
  name: 'requestRideAccess',
  method: 'POST',
  path: '/uber/access',
  idempotency: 'replay',
  errors,
  tag,
});

export const listRideLocationRequests = endpoint<{ response: typeof s.locationRequestState }>()({
  name: 'listRideLocationRequests',
  method: 'GET',
  path: '/uber/locationRequests',
  idempotency: 'none',
  errors,
  tag,
});

/** A student asks for a new approved place, one a day (spec 000 §9). */
export const requestRideLocation = endpoint<{
  body: typeof s.locationRequestBody;
  response: typeof s.messageResponse;
}>()({
  name: 'requestRideLocation',
  method: 'POST',
  path: '/uber/locationRequests',
  idempotency: 'replay',
  errors,
  tag,
});

export const estimateRide = endpoint<{ body: typeof s.rideBody; response: typeof s.estimateResponse }>()({
  name: 'estimateRide',
  method: 'POST',
  path: '/uber/trip/estimate',
  idempotency: 'replay',
  errors,
  tag,
});

/** Orders a car: once per key (a uuid made once per ride the student confirms). */
export const requestRide = endpoint<{ body: typeof s.rideBody; response: typeof s.trip }>()({
  name: 'requestRide',
  method: 'POST',
  path: '/uber/trip',
  idempotency: 'own',
  requiresKey: true,
  keyFormat: 'uuid',
  errors,
  tag,
});

/** Cancels the ride at the provider, then marks the trip CANCELLED. */
export const cancelRide = endpoint<{ params: typeof s.tripParams; response: typeof s.trip }>()({
  name: 'cancelRide',
  method: 'DELETE',
  path: '/uber/trip/:id',
  idempotency: 'none',
  errors,
  tag,
});

/** Too-expensive overlay: one coach ticket per key. */
export const askCoachAboutRide = endpoint<{
  body: typeof s.askCoachBody;
  response: typeof s.messageResponse;
}>()({
  name: 'askCoachAboutRide',
  method: 'POST',
  path: '/uber/askCoach',
  idempotency: 'own',
  requiresKey: true,
  keyFormat: 'uuid',
  errors,
  tag,
});

/** A Flexible ride to a place no coach has approved yet: waits for approval (NEEDS_APPROVAL). */
export const requestFlexibleRide = endpoint<{ body: typeof s.rideBody; response: typeof s.trip }>()({
  name: 'requestFlexibleRide',
  method: 'POST',
  path: '/trip',
  idempotency: 'own',
  requiresKey: true,
  keyFormat: 'uuid',
  errors,
  tag,
});

/** PATCH trip {where, update}: a student may only cancel their own trip. */
export const cancelTrip = endpoint<{ body: typeof s.patchTripBody; response: typeof s.trip }>()({
  name: 'cancelTrip',
  method: 'PATCH',
  path: '/trip',
  idempotency: 'none',
  errors,
  tag,
});

export const getTrip = endpoint<{ params: typeof s.tripParams; response: typeof s.trip }>()({
  name: 'getTrip',
  method: 'GET',
  path: '/trip/:id',
  idempotency: 'none',
  errors,
  tag,
});

export const listActiveTrips = endpoint<{ response: typeof s.tripList }>()({
  name: 'listActiveTrips',
  method: 'GET',
  path: '/trips/active',
  idempotency: 'none',
  errors,
  tag,
});

export const listCompletedTrips = endpoint<{ response: typeof s.tripList }>()({
  name: 'listCompletedTrips',
  method: 'GET',
  path: '/trips/completed',
  idempotency: 'none',
  errors,
  tag,
});

export const getTotalSpending = endpoint<{ response: typeof s.totalSpending }>()({
  name: 'getTotalSpending',
  method: 'GET',
  path: '/trips/totalSpending',
  idempotency: 'none',
  errors,
  tag,
});

export const getRideSpendingFlag = endpoint<{ response: typeof s.rideSpendingFlag }>()({
  name: 'getRideSpendingFlag',
  method: 'GET',
  path: '/flags',
  idempotency: 'none',
  errors,
  tag,
});

/** Demo and test runs: the sandbox run of one of the student's rides. */
export const findSandboxRun = endpoint<{ body: typeof s.sandboxBody; response: typeof s.sandboxRun }>()({
  name: 'findSandboxRun',
  method: 'POST',
  path: '/uber/sandbox',
  idempotency: 'replay',
  errors,
  tag,
});

/** Demo and test runs: moves the driver of the student's own sandbox run. */
export const setDriverState = endpoint<{ body: typeof s.driverStateBody; response: typeof s.trip }>()({
  name: 'setDriverState',
  method: 'POST',
  path: '/uber/sandbox/driverState',
  idempotency: 'replay',
  errors,
  tag,
});

// Staff console: the Rides queue and its decisions, each audited.
/** Staff console: what waits for a coach — access requests, new places, Flexible rides. */
export const listRideQueue = endpoint<{ response: typeof s.staffRides }>()({
  name: 'listRideQueue',
  method: 'GET',
  path: '/admin/rides',
  idempotency: 'none',
  errors,
  tag: staffTag,
});

export const enableRideAccess = endpoint<Decision>()({
  name: 'enableRideAccess',
  method: 'POST',
  path: '/admin/rides/access/:id/enable',
  idempotency: 'replay',
  errors,
  tag: staffTag,
});

export const declineRideAccess = endpoint<Decline>()({
  name: 'declineRideAccess',
  method: 'POST',
  path: '/admin/rides/access/:id/decline',
  idempotency: 'replay',
  errors,
  tag: staffTag,
});

export const approveRideLocation = endpoint<Decision>()({
  name: 'approveRideLocation',
  method: 'POST',
  path: '/admin/rides/locations/:id/approve',
  idempotency: 'replay',
  errors,
  tag: staffTag,
});

export const declineRideLocation = endpoint<Decline>()({
  name: 'declineRideLocation',
  method: 'POST',
  path: '/admin/rides/locations/:id/decline',
  idempotency: 'replay',
  errors,
  tag: staffTag,
});

export const approveFlexibleRide = endpoint<Decision>()({
  name: 'approveFlexibleRide',
  method: 'POST',
  path: '/admin/rides/trips/:id/approve',
  idempotency: 'replay',
  errors,
  tag: staffTag,
});

export const declineFlexibleRide = endpoint<Decline>()({
  name: 'declineFlexibleRide',
  method: 'POST',
  path: '/admin/rides/trips/:id/decline',
  idempotency: 'replay',
  errors,
  tag: staffTag,
});
