import { z } from 'zod';
import { safeText } from './text.js';
import { postalAddress } from './place.js';
import { driverStates, rideReasons, rideStates, tripStatuses, type PlaceRef } from '../domain/rides.js';
import { usStateCodes } from '../domain/us-states.js';
import { t } from '../i18n.js';
import '../messages/rides.js';

const required = (field: string) => t('rides.fieldRequired', { field });
const text = (field: string, max: number) =>
  safeText({ error: required(field) })
    .trim()
    .min(1, required(field))
    .max(max);

export const rideReason = z.enum(rideReasons);

export const placeRef: z.ZodType<PlaceRef> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('home') }),
  z.object({ kind: z.literal('location'), id: z.uuid() }),
  z.object({ kind: z.literal('approved'), id: z.uuid() }),
  z.object({
    kind: z.literal('custom'),
    name: text('Name', 120),
    address: text('Address', 200),
    city: text('City', 100),
    state: z.enum(usStateCodes as [string, ...string[]], { error: required('State') }),
    zip: safeText()
      .trim()
      .regex(/^\d{5}$/, t('rides.zipInvalid')),
  }),
]);

export const place = z.object({
  ref: placeRef,
  name: safeText(),
  address: safeText(),
  latitude: z.number(),
  longitude: z.number(),
});
export type PlaceOption = z.infer<typeof place>;

/** GET /api/uber/options: what the ride flow offers this student, decided on the server. */
export const rideOptions = z.object({
  uberAccessEnabled: z.boolean(),
  accessRequest: z
    .object({
      status: z.enum(['open', 'enabled', 'declined']),
      createdAt: safeText(),
      /** Why a coach declined it; null unless declined. */
      declineReason: safeText().nullable(),
    })
    .nullable(),
  /** Each offered ride reason (wire name `reason`) with its limit and the rides left. */
  reasons: z.array(z.object({ reason: rideReason, limit: z.number(), remaining: z.number() })),
  home: place.nullable(),
  approved: z.array(place),
  /** Each offered reason's places, the likeliest first (the student's thumbs-up, then nearest). */
  destinations: z.record(safeText(), z.array(place)),
});
export type RideOptions = z.infer<typeof rideOptions>;

/** POST /api/uber/access (requestUberAccess): the student's justification (wire name `reason`) required. */
export const accessBody = z.object({ reason: text('Reason', 1000) });
export const messageResponse = z.object({ message: safeText() });

/**
 * POST /api/uber/locationRequests (requestApprovedLocation): every field required; `reason` is the
 * student's free-text justification for the place.
 */
export const locationRequestBody = z.object({
  name: text('Name', 120),
  address: text('Address', 200),
  city: text('City', 100),
  state: z.enum(usStateCodes as [string, ...string[]], { error: required('State') }),
  zip: safeText({ error: required('Zip') })
    .trim()
    .min(1, required('Zip'))
    .regex(/^\d{5}$/, t('rides.zipInvalid')),
  reason: text('Reason', 1000),
});
export type LocationRequestBody = z.infer<typeof locationRequestBody>;

export const locationRequestState = z.object({
  lastSubmittedAt: safeText().nullable(),
  /** Spec 000 §9: within a day of the last submission the form shows its success instead. */
  throttled: z.boolean(),
  requests: z.array(
    z.object({
      id: safeText(),
      name: safeText(),
      address: safeText(),
      status: z.enum(['open', 'approved', 'declined']),
      createdAt: safeText(),
      declineReason: safeText().nullable(),
    }),
  ),
});
export type LocationRequestState = z.infer<typeof locationRequestState>;

/** A ride as the student and staff see it (spec 001 §3 "Trip"). */
export const trip = z.object({
  id: safeText(),
  type: safeText(),
  rideReason,
  status: z.enum(tripStatuses),
  rideState: z.enum(rideStates).nullable(),
  pickupName: safeText(),
  pickupAddress: safeText(),
  dropoffName: safeText(),
  dropoffAddress: safeText(),
  startLatitude: z.number(),
  startLongitude: z.number(),
  endLatitude: z.number(),
  endLongitude: z.number(),
  requestId: safeText().nullable(),
  runId: safeText().nullable(),
  fareId: safeText().nullable(),
  productId: safeText().nullable(),
  /** The quoted fare in dollars. */
  estimate: z.number().nullable(),
  /** What the finished ride cost in dollars. */
  fare: z.number().nullable(),
  driver: z
    .object({ name: safeText(), car: safeText(), plate: safeText(), etaMinutes: z.number().nullable() })
    .nullable(),
  createdAt: safeText(),
});
export type Trip = z.infer<typeof trip>;
export const tripList = z.array(trip);

export const rideBody = z.object({ rideReason, pickup: placeRef, dropoff: placeRef });
export type RideBody = z.infer<typeof rideBody>;

/** POST /api/uber/trip/estimate (spec 001 §3 "Estimate"); null fields when there is nothing to offer. */
export const estimateResponse = z.object({
  fare: z.number().nullable(),
  fareId: safeText().nullable(),
  productId: safeText().nullable(),
  faresUnavailable: z.boolean(),
  noCarsAvailable: z.boolean(),
  minutes: z.number().nullable(),
});
export type EstimateResponse = z.infer<typeof estimateResponse>;

export const tripParams = z.object({ id: z.uuid() });

/** PATCH /api/trip {where, update}: a student may only cancel their own trip. */
export const patchTripBody = z.object({
  where: z.object({ id: z.uuid() }),
  update: z.object({ status: z.literal('CANCELLED') }),
});

export const askCoachBody = rideBody.extend({ fare: z.number().min(0).max(100_000).nullable() });

export const totalSpending = z.object({ totalSpending: z.number() });
/** GET /api/flags: whether the ride-spending view is on for this student. */
export const rideSpendingFlag = z.object({ rideSpending: z.boolean() });

export const sandboxBody = z.object({ tripId: z.uuid() });
export const sandboxRun = z.object({ runId: safeText() });
export const driverStateBody = z.object({
  driverId: safeText().max(100).optional(),
  driverState: z.enum(driverStates),
  runId: safeText().min(1).max(100),
});

// Staff console.
const student = z.object({ id: safeText(), firstName: safeText(), lastName: safeText(), email: safeText() });
/** The staff queue; each request's `reason` is the student's free-text justification. */
export const staffRides = z.object({
  access: z.array(z.object({ id: safeText(), reason: safeText(), createdAt: safeText(), student })),
  locations: z.array(
    z.object({
      id: safeText(),
      name: safeText(),
      ...postalAddress,
      reason: safeText(),
      createdAt: safeText(),
      student,
    }),
  ),
  trips: z.array(trip.extend({ student })),
});
export type StaffRides = z.infer<typeof staffRides>;
export const staffDecision = z.object({ id: safeText(), status: safeText() });
export const staffDecisionParams = z.object({ id: z.uuid() });
/** A coach declines an access request, a place or a Flexible ride with a reason the student reads. */
export const rideDeclineBody = z.object({
  reason: safeText({ error: t('rides.declineReasonRequired') })
    .trim()
    .min(1, t('rides.declineReasonRequired'))
    .max(300, t('rides.declineReasonTooLong')),
});

/** The rides area's schema table (see endpoint.ts): each endpoint's schemas by name. */
export const ridesSchemas = {
  getRideOptions: { response: rideOptions },
  requestRideAccess: { body: accessBody, response: messageResponse },
  listRideLocationRequests: { response: locationRequestState },
  requestRideLocation: { body: locationRequestBody, response: messageResponse },
  estimateRide: { body: rideBody, response: estimateResponse },
  requestRide: { body: rideBody, response: trip },
  cancelRide: { params: tripParams, response: trip },
  askCoachAboutRide: { body: askCoachBody, response: messageResponse },
  requestFlexibleRide: { body: rideBody, response: trip },
  cancelTrip: { body: patchTripBody, response: trip },
  getTrip: { params: tripParams, response: trip },
  listActiveTrips: { response: tripList },
  listCompletedTrips: { response: tripList },
  getTotalSpending: { response: totalSpending },
  getRideSpendingFlag: { response: rideSpendingFlag },
  findSandboxRun: { body: sandboxBody, response: sandboxRun },
  setDriverState: { body: driverStateBody, response: trip },
  listRideQueue: { response: staffRides },
  enableRideAccess: { params: staffDecisionParams, response: staffDecision },
  declineRideAccess: { params: staffDecisionParams, body: rideDeclineBody, response: staffDecision },
  approveRideLocation: { params: staffDecisionParams, response: staffDecision },
  declineRideLocation: { params: staffDecisionParams, body: rideDeclineBody, response: staffDecision },
  approveFlexibleRide: { params: staffDecisionParams, response: staffDecision },
  declineFlexibleRide: { params: staffDecisionParams, body: rideDeclineBody, response: staffDecision },
};
