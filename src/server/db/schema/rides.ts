import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PlaceRef, RideReason, RideState, TripStatus } from '../../../shared/domain/rides.js';
import { timestamptz, id, createdAt, timestamps } from './columns.js';
import { student, coachDecision } from './user-columns.js';

/** A student's request for Uber access (spec 000 §2 requestUberAccess); one open request per student. */
export const uberAccessRequests = pgTable(
  'uber_access_requests',
  {
    id: id(),
    userId: student(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['open', 'enabled', 'declined'] })
      .notNull()
      .default('open'),
    ...coachDecision(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('uber_access_requests_open_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'open'`),
    index('uber_access_requests_status_idx').on(table.status, table.createdAt),
  ],
);

/**
 * A place a student asked to ride to or from (spec 000 §2 requestApprovedLocation, §5): a coach approves
 * it within 2 days, and an approved one is the student's own place in the ride flow. A Flexible ride to a
 * typed-in address that a coach approves becomes one too.
 */
export const rideLocationRequests = pgTable(
  'ride_location_requests',
  {
    id: id(),
    userId: student(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    reason: text('reason').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    status: text('status', { enum: ['open', 'approved', 'declined'] })
      .notNull()
      .default('open'),
    ...coachDecision(),
    createdAt: createdAt(),
  },
  (table) => [
    index('ride_location_requests_user_idx').on(table.userId, table.createdAt),
    index('ride_location_requests_status_idx').on(table.status, table.createdAt),
  ],
);

/**
 * A ride (spec 001 §3 "Trip"): one per student and idempotency key, however often it is sent, and at most
 * one waiting for a coach's approval per student.
 */
export const trips = pgTable(
  'trips',
  {
    id: id(),
    userId: student(),
    idempotencyKey: text('idempotency_key').notNull(),
    rideReason: text('ride_reason').$type<RideReason>().notNull(),
    status: text('status').$type<TripStatus>().notNull(),
    /** The provider's state of the ride; null while the trip waits for a coach. */
    rideState: text('ride_state').$type<RideState>(),
    type: text('type').notNull().default('uber'),
    pickup: jsonb('pickup').$type<PlaceRef>().notNull(),
    dropoff: jsonb('dropoff').$type<PlaceRef>().notNull(),
    pickupName: text('pickup_name').notNull(),
    pickupAddress: text('pickup_address').notNull(),
    dropoffName: text('dropoff_name').notNull(),
    dropoffAddress: text('dropoff_address').notNull(),
    startLatitude: doublePrecision('start_latitude').notNull(),
    startLongitude: doublePrecision('start_longitude').notNull(),
    endLatitude: doublePrecision('end_latitude').notNull(),
    endLongitude: doublePrecision('end_longitude').notNull(),
    requestId: text('request_id'),
    runId: text('run_id'),
    fareId: text('fare_id'),
    productId: text('product_id'),
    /** The fare quoted before ordering, in cents. */
    estimateCents: integer('estimate_cents'),
    /** What the finished ride cost, in cents. */
    fareCents: integer('fare_cents'),
    driver: jsonb('driver').$type<{ name: string; car: string; plate: string; etaMinutes: number | null }>(),
    ...coachDecision(),
    completedAt: timestamptz('completed_at'),
    cancelledAt: timestamptz('cancelled_at'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('trips_user_key_idx').on(table.userId, table.idempotencyKey),
    // One Flexible ride request waiting for a coach per student, however many keys are sent.
    uniqueIndex('trips_one_waiting_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'NEEDS_APPROVAL'`),
    index('trips_user_status_idx').on(table.userId, table.status, table.rideState),
    index('trips_status_idx').on(table.status, table.createdAt),
  ],
);

/** What the local ride provider ordered, so its simulated rides survive a restart and can be inspected. */
export const simulatedRides = pgTable('simulated_rides', {
  requestId: text('request_id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  productId: text('product_id').notNull(),
  startLatitude: doublePrecision('start_latitude').notNull(),
  startLongitude: doublePrecision('start_longitude').notNull(),
  endLatitude: doublePrecision('end_latitude').notNull(),
  endLongitude: doublePrecision('end_longitude').notNull(),
  fareCents: integer('fare_cents').notNull(),
  minutes: integer('minutes').notNull(),
  /** A sandbox driver state and when it was set; the ride moves on from there over time. */
  driverState: text('driver_state'),
  driverStateAt: timestamptz('driver_state_at'),
  cancelledAt: timestamptz('cancelled_at'),
  createdAt: createdAt(),
});
