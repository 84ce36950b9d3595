import { area } from './endpoint.js';
import type { ridesSchemas } from './rides.js';

/** Rides (spec 001 §7 "Trips and rides"), access and place requests, and the staff console's queue. */
const errors = [400, 401, 403, 404, 409, 429, 503] as const;
const rides = area<typeof ridesSchemas>('rides', errors);
const staff = area<typeof ridesSchemas>('staff', errors);

/** What the ride flow offers this student: ride reasons with rides left, home, approved places, destinations. */
export const getRideOptions = rides.get('getRideOptions', '/uber/options');

/** A student without Uber access asks for it, with a justification (spec 000 §2). */
export const requestRideAccess = rides.post('requestRideAccess', '/uber/access');

export const listRideLocationRequests = rides.get('listRideLocationRequests', '/uber/locationRequests');

/** A student asks for a new approved place, one a day (spec 000 §9). */
export const requestRideLocation = rides.post('requestRideLocation', '/uber/locationRequests');

export const estimateRide = rides.post('estimateRide', '/uber/trip/estimate');

/** Orders a car: once per key (a uuid made once per ride the student confirms). */
export const requestRide = rides.post('requestRide', '/uber/trip', {
  idempotency: 'own',
  requiresKey: true,
  keyFormat: 'uuid',
});

/** Cancels the ride at the provider, then marks the trip CANCELLED. */
export const cancelRide = rides.delete('cancelRide', '/uber/trip/:id');

/** Too-expensive overlay: one coach ticket per key. */
export const askCoachAboutRide = rides.post('askCoachAboutRide', '/uber/askCoach', {
  idempotency: 'own',
  requiresKey: true,
  keyFormat: 'uuid',
});

/** A Flexible ride to a place no coach has approved yet: waits for approval (NEEDS_APPROVAL). */
export const requestFlexibleRide = rides.post('requestFlexibleRide', '/trip', {
  idempotency: 'own',
  requiresKey: true,
  keyFormat: 'uuid',
});

/** PATCH trip {where, update}: a student may only cancel their own trip. */
export const cancelTrip = rides.patch('cancelTrip', '/trip');

export const getTrip = rides.get('getTrip', '/trip/:id');

export const listActiveTrips = rides.get('listActiveTrips', '/trips/active');

export const listCompletedTrips = rides.get('listCompletedTrips', '/trips/completed');

export const getTotalSpending = rides.get('getTotalSpending', '/trips/totalSpending');

export const getRideSpendingFlag = rides.get('getRideSpendingFlag', '/flags');

/** Demo and test runs: the sandbox run of one of the student's rides. */
export const findSandboxRun = rides.post('findSandboxRun', '/uber/sandbox');

/** Demo and test runs: moves the driver of the student's own sandbox run. */
export const setDriverState = rides.post('setDriverState', '/uber/sandbox/driverState');

// Staff console: the Rides queue and its decisions, each audited.
/** Staff console: what waits for a coach — access requests, new places, Flexible rides. */
export const listRideQueue = staff.get('listRideQueue', '/admin/rides');

export const enableRideAccess = staff.post('enableRideAccess', '/admin/rides/access/:id/enable');

export const declineRideAccess = staff.post('declineRideAccess', '/admin/rides/access/:id/decline');

export const approveRideLocation = staff.post('approveRideLocation', '/admin/rides/locations/:id/approve');

export const declineRideLocation = staff.post('declineRideLocation', '/admin/rides/locations/:id/decline');

export const approveFlexibleRide = staff.post('approveFlexibleRide', '/admin/rides/trips/:id/approve');

export const declineFlexibleRide = staff.post('declineFlexibleRide', '/admin/rides/trips/:id/decline');
