import type { EstimateResponse, RideBody, RideOptions, Trip } from '@shared/contracts/rides.js';
import { rankOf, type Status } from '@shared/domain/program.js';
import {
  checkRide,
  DEFAULT_RIDE_LIMITS,
  isFareAllowed,
  isRideOver,
  limitKeyOf,
  reasonsForRank,
  remainingRides,
  RIDE_PRODUCT,
  type DriverState,
  type RideLimits,
} from '@shared/domain/rides.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import { isUniqueViolation, type Db } from '@server/db/client.js';
import type { Jobs } from '@server/jobs/queue.js';
import type { Viewer } from '@server/plugins/session.js';
import type { FlagsPort } from '@server/ports/flags.js';
import type { GeocodingPort } from '@server/ports/geocoding.js';
import type { RidesPort } from '@server/ports/rides.js';
import { allowedKeys, approvedPlace, destinationsFor, homePlace, resolvePlace } from './places.js';
import * as repo from './rides.repo.js';

export interface RidesDeps {
  db: Db;
  jobs: Jobs;
  rides: RidesPort;
  geocoding: GeocodingPort;
  flags: FlagsPort;
  limits: Partial<RideLimits>;
  /** Demo and test runs: the sandbox calls exist and a new ride's driver is set to ACCEPT. */
  sandbox: boolean;
}

export const SPENDING_FLAG = 'ride-spending';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function checkIdempotencyKey(key: string | string[] | undefined): string {
  if (typeof key !== 'string' || !UUID.test(key))
    throw new AppError('VALIDATION', t('rides.idempotencyKey'), 'Idempotency-Key');
  return key.toLowerCase();
}

export async function studentOf(deps: { db: Db }, viewer: Viewer) {
  const student = await repo.findStudent(deps.db, viewer.userId);
  if (!student) throw new AppError('NOT_FOUND', t('errors.notFound'));
  return student;
}

const rankOfStudent = (s: repo.Student) => rankOf[s.status as Status] ?? -1;
const reasonsOf = (s: repo.Student) =>
  reasonsForRank(rankOfStudent(s), { hasWorkBoardLink: Boolean(s.boardLink) });

export function shapeTrip(row: repo.TripRow): Trip {
  return {
    id: row.id,
    type: row.type,
    rideReason: row.rideReason,
    status: row.status,
    rideState: row.rideState,
    pickupName: row.pickupName,
    pickupAddress: row.pickupAddress,
    dropoffName: row.dropoffName,
    dropoffAddress: row.dropoffAddress,
    startLatitude: row.startLatitude,
    startLongitude: row.startLongitude,
    endLatitude: row.endLatitude,
    endLongitude: row.endLongitude,
    requestId: row.requestId,
    runId: row.runId,
    fareId: row.fareId,
    productId: row.productId,
    estimate: row.estimateCents == null ? null : row.estimateCents / 100,
    fare: row.fareCents == null ? null : row.fareCents / 100,
    driver: row.driver ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Brings a live trip up to date with the provider; a finished ride records its fare and time. */
async function refresh(deps: RidesDeps, row: repo.TripRow): Promise<repo.TripRow> {
  if (!row.requestId || !row.rideState || isRideOver(row.rideState) || row.status !== 'APPROVED') return row;
  const live = await deps.rides.getRide(row.requestId);
  if (!live) return row;
  const driverSame = JSON.stringify(live.driver) === JSON.stringify(row.driver ?? null);
  if (live.state === row.rideState && driverSame) return row;
  return (
    (await repo.updateTrip(deps.db, row.id, {
      rideState: live.state,
      driver: live.driver,
      ...(live.state === 'completed'
        ? {
            completedAt: new Date(),
            fareCents: Math.round((live.fare ?? (row.estimateCents ?? 0) / 100) * 100),
          }
        : {}),
    })) ?? row
  );
}

async function refreshLive(deps: RidesDeps, userId: string) {
  const rows = await repo.liveTrips(deps.db, userId);
  return Promise.all(rows.map((r) => refresh(deps, r)));
}

async function remainingOf(deps: RidesDeps, userId: string) {
  await refreshLive(deps, userId);
  return remainingRides(deps.limits, await repo.completedCounts(deps.db, userId));
}

/** GET /api/uber/options: reasons with rides left, home, approved places and each reason's destinations. */
export async function options(deps: RidesDeps, viewer: Viewer): Promise<RideOptions> {
  const student = await studentOf(deps, viewer);
  const access = await repo.latestAccessRequest(deps.db, student.id);
  const accessRequest = access ? { status: access.status, createdAt: access.createdAt.toISOString() } : null;
  if (!student.uberAccessEnabled) {
    return {
      uberAccessEnabled: false,
      accessRequest,
      reasons: [],
      home: null,
      approved: [],
      destinations: {},
    };
  }
  const reasons = reasonsOf(student);
  const [remaining, approved, preferred] = await Promise.all([
    remainingOf(deps, student.id),
    repo.approvedPlaces(deps.db, student.id),
    repo.preferredIds(deps.db, student.id),
  ]);
  const destinations: Record<string, RideOptions['home'][]> = {};
  for (const reason of reasons)
    destinations[reason] = await destinationsFor(deps.db, reason, student, preferred);
  return {
    uberAccessEnabled: true,
    accessRequest,
    reasons: reasons.map((reason) => ({
      reason,
      limit: deps.limits[limitKeyOf[reason]] ?? DEFAULT_RIDE_LIMITS[limitKeyOf[reason]],
      remaining: remaining[reason],
    })),
    home: homePlace(student),
    approved: approved.map(approvedPlace),
    destinations: destinations as RideOptions['destinations'],
  };
}

/** The server's own check of a ride: access, reason for the rank, rides left, and where it goes. */
async function checked(deps: RidesDeps, viewer: Viewer, body: RideBody) {
  const student = await studentOf(deps, viewer);
  if (!student.uberAccessEnabled) throw new AppError('FORBIDDEN', t('rides.notEnabled'));
  if (!reasonsOf(student).includes(body.rideReason))
    throw new AppError('FORBIDDEN', t('rides.reasonNotAllowed'), 'rideReason');
  const [pickup, dropoff] = [
    await resolvePlace(deps, student, body.pickup, 'pickup'),
    await resolvePlace(deps, student, body.dropoff, 'dropoff'),
  ];
  const check = checkRide(
    body.rideReason,
    body.pickup,
    body.dropoff,
    allowedKeys(body.rideReason, student, [pickup, dropoff]),
  );
  if (!check.ok) {
    const message =
      check.problem === 'samePlace'
        ? t('rides.samePlace')
        : check.problem === 'customNotFlexible'
          ? t('rides.customNeedsApproval')
          : t('rides.wrongDestination');
    throw new AppError('VALIDATION', message, 'dropoff');
  }
  const remaining = await remainingOf(deps, student.id);
  if (remaining[body.rideReason] <= 0)
    throw new AppError(
      'CONFLICT',
      t('rides.noneLeft', { reason: t(`rides.reasons.${body.rideReason}`) }),
      'rideReason',
    );
  return { student, pickup, dropoff, needsApproval: check.needsApproval };
}

async function productId(deps: RidesDeps, at: { latitude: number; longitude: number }) {
  const products = await deps.rides.products(at);
  return products.find((p) => p.name === RIDE_PRODUCT)?.productId ?? products[0]?.productId ?? null;
}

async function quote(
  deps: RidesDeps,
  pickup: { latitude: number; longitude: number },
  dropoff: typeof pickup,
) {
  const product = await productId(deps, pickup);
  const estimate = product ? await deps.rides.estimate({ pickup, dropoff, productId: product }) : null;
  return estimate;
}

/** POST /api/uber/trip/estimate: the provider's quote for a ride the server has checked. */
export async function estimate(deps: RidesDeps, viewer: Viewer, body: RideBody): Promise<EstimateResponse> {
  const { pickup, dropoff, needsApproval } = await checked(deps, viewer, body);
  if (needsApproval) throw new AppError('VALIDATION', t('rides.customNeedsApproval'), 'dropoff');
  const e = await quote(deps, pickup, dropoff);
  if (!e)
    return {
      fare: null,
      fareId: null,
      productId: null,
      faresUnavailable: true,
      noCarsAvailable: false,
      minutes: null,
    };
  return {
    fare: e.fare,
    fareId: e.fareId,
    productId: e.productId,
    faresUnavailable: e.faresUnavailable,
    noCarsAvailable: e.noCarsAvailable,
    minutes: e.minutes,
  };
}

/**
 * POST /api/uber/trip: orders a car once per idempotency key. The server re-checks the ride and the fare
 * (below $100), records the trip under a per-student lock (one live ride at a time), then orders with
 * the same key, so a double tap or a retry answers the first trip instead of ordering a second car.
 */
export async function orderRide(deps: RidesDeps, viewer: Viewer, key: string, body: RideBody): Promise<Trip> {
  const earlier = await repo.findTripByKey(deps.db, viewer.userId, key);
  if (earlier) return shapeTrip(await finishOrder(deps, viewer, key, earlier, false));
  const { pickup, dropoff, needsApproval } = await checked(deps, viewer, body);
  if (needsApproval) throw new AppError('VALIDATION', t('rides.customNeedsApproval'), 'dropoff');
  const e = await quote(deps, pickup, dropoff);
  if (!e || e.faresUnavailable || e.noCarsAvailable || e.fare == null || !e.fareId)
    throw new AppError('CONFLICT', t('rides.noDriver'), 'noCars');
  if (!isFareAllowed(e.fare)) throw new AppError('FORBIDDEN', t('rides.tooExpensive'), 'fare');
  const fare = e.fare;

  const { row, created } = await deps.db.transaction(async (tx) => {
    await repo.lockStudent(tx, viewer.userId);
    const again = await repo.findTripByKey(tx, viewer.userId, key);
    if (again) return { row: again, created: false };
    if ((await repo.liveTrips(tx, viewer.userId)).length)
      throw new AppError('CONFLICT', t('rides.activeTrip'));
    const inserted = await repo.insertTrip(tx, {
      userId: viewer.userId,
      idempotencyKey: key,
      rideReason: body.rideReason,
      status: 'APPROVED',
      rideState: 'ordering',
      pickup: body.pickup,
      dropoff: body.dropoff,
      pickupName: pickup.name,
      pickupAddress: pickup.address,
      dropoffName: dropoff.name,
      dropoffAddress: dropoff.address,
      startLatitude: pickup.latitude,
      startLongitude: pickup.longitude,
      endLatitude: dropoff.latitude,
      endLongitude: dropoff.longitude,
      fareId: e.fareId,
      productId: e.productId,
      estimateCents: Math.round(fare * 100),
    });
    return { row: inserted!, created: true };
  });
  return shapeTrip(await finishOrder(deps, viewer, key, row, created));
}

/**
 * Orders the car of a recorded trip that has none yet. A second caller with the same key (a double tap
 * that arrived while the first was ordering) asks the provider with the same key and gets the same ride.
 */
async function finishOrder(
  deps: RidesDeps,
  viewer: Viewer,
  key: string,
  row: repo.TripRow,
  created: boolean,
): Promise<repo.TripRow> {
  if (row.requestId || row.rideState !== 'ordering' || !row.fareId || !row.productId)
    return refresh(deps, row);
  let ordered;
  try {
    ordered = await deps.rides.requestRide({
      fareId: row.fareId,
      productId: row.productId,
      pickup: { latitude: row.startLatitude, longitude: row.startLongitude },
      dropoff: { latitude: row.endLatitude, longitude: row.endLongitude },
      idempotencyKey: `${viewer.userId}:${key}`,
    });
  } catch {
    // Nothing was ordered: forget the trip so a retry with the same key can order it.
    if (created) await repo.deleteTrip(deps.db, row.id);
    throw new AppError('UNAVAILABLE', t('rides.somethingWrong'));
  }
  if (created && deps.sandbox && ordered.runId && deps.rides.setDriverState)
    await deps.rides.setDriverState({ runId: ordered.runId, driverState: 'ACCEPT' });
  const saved = await repo.updateTrip(deps.db, row.id, {
    requestId: ordered.requestId,
    runId: ordered.runId,
    rideState: ordered.state,
  });
  return refresh(deps, saved ?? row);
}

/**
 * POST /api/trip: a Flexible ride to a place no coach has approved yet waits for approval (NEEDS_APPROVAL).
 * One request waits per student. The same ride sent again under a new key (a reload, a second tap after
 * an error) answers the waiting request, as the student expects to see the ride they asked for; a
 * different ride is refused with 409 saying which one waits, rather than quietly answering a trip they
 * did not ask for this time.
 */
export async function postTrip(deps: RidesDeps, viewer: Viewer, key: string, body: RideBody): Promise<Trip> {
  const earlier = await repo.findTripByKey(deps.db, viewer.userId, key);
  if (earlier) return shapeTrip(earlier);
  const { pickup, dropoff, needsApproval } = await checked(deps, viewer, body);
  if (!needsApproval) throw new AppError('VALIDATION', t('rides.notCustom'));
  const sameRide = (row: repo.TripRow) =>
    row.rideReason === body.rideReason &&
    row.pickupAddress === pickup.address &&
    row.dropoffName === dropoff.name &&
    row.dropoffAddress === dropoff.address;
  const waitingRefusal = (row: repo.TripRow) =>
    new AppError('CONFLICT', t('rides.waitingTrip', { place: row.dropoffName }));
  const row = await deps.db
    .transaction(async (tx) => {
      await repo.lockStudent(tx, viewer.userId);
      const again = await repo.findTripByKey(tx, viewer.userId, key);
      if (again) return again;
      const waiting = await repo.waitingTrip(tx, viewer.userId);
      if (waiting) {
        if (sameRide(waiting)) return waiting;
        throw waitingRefusal(waiting);
      }
      return (
        (await repo.insertTrip(tx, {
          userId: viewer.userId,
          idempotencyKey: key,
          rideReason: body.rideReason,
          status: 'NEEDS_APPROVAL',
          rideState: null,
          pickup: body.pickup,
          dropoff: body.dropoff,
          pickupName: pickup.name,
          pickupAddress: pickup.address,
          dropoffName: dropoff.name,
          dropoffAddress: dropoff.address,
          startLatitude: pickup.latitude,
          startLongitude: pickup.longitude,
          endLatitude: dropoff.latitude,
          endLongitude: dropoff.longitude,
        })) ?? (await repo.findTripByKey(tx, viewer.userId, key))!
      );
    })
    .catch(async (err: unknown) => {
      // The database's own rule (one waiting request per student) caught what the lock did not.
      if (!isUniqueViolation(err)) throw err;
      const waiting = await repo.waitingTrip(deps.db, viewer.userId);
      if (!waiting) throw err;
      if (sameRide(waiting)) return waiting;
      throw waitingRefusal(waiting);
    });
  return shapeTrip(row);
}

async function ownTrip(deps: RidesDeps, viewer: Viewer, id: string) {
  const row = await repo.findTrip(deps.db, id);
  // Another student's trip is answered like a missing one, so ids reveal nothing.
  if (!row || row.userId !== viewer.userId) throw new AppError('NOT_FOUND', t('errors.notFound'));
  return row;
}

export async function readTrip(deps: RidesDeps, viewer: Viewer, id: string): Promise<Trip> {
  return shapeTrip(await refresh(deps, await ownTrip(deps, viewer, id)));
}

/** DELETE /api/uber/trip/:id and PATCH /api/trip: cancel at the provider, then mark the trip CANCELLED. */
export async function cancelTrip(deps: RidesDeps, viewer: Viewer, id: string): Promise<Trip> {
  const row = await refresh(deps, await ownTrip(deps, viewer, id));
  if (row.status === 'CANCELLED') return shapeTrip(row);
  if (
    row.status === 'DECLINED' ||
    (row.rideState && isRideOver(row.rideState)) ||
    row.rideState === 'ordering'
  )
    throw new AppError('CONFLICT', t('rides.cannotCancel'));
  if (row.requestId) await deps.rides.cancelRide(row.requestId);
  const updated = await repo.updateTrip(deps.db, row.id, {
    status: 'CANCELLED',
    rideState: row.requestId ? 'rider_canceled' : row.rideState,
    cancelledAt: new Date(),
  });
  return shapeTrip(updated!);
}

export async function activeTrips(deps: RidesDeps, viewer: Viewer): Promise<Trip[]> {
  const rows = await refreshLive(deps, viewer.userId);
  return rows.filter((r) => r.rideState && !isRideOver(r.rideState)).map(shapeTrip);
}

export async function completed(deps: RidesDeps, viewer: Viewer): Promise<Trip[]> {
  await refreshLive(deps, viewer.userId);
  return (await repo.completedTrips(deps.db, viewer.userId)).map(shapeTrip);
}

async function spendingVisible(deps: RidesDeps, viewer: Viewer) {
  const student = await studentOf(deps, viewer);
  return deps.flags.isOn(SPENDING_FLAG, {
    key: student.id,
    email: student.email,
    name: `${student.firstName} ${student.lastName}`,
  });
}

export async function flags(deps: RidesDeps, viewer: Viewer) {
  return { rideSpending: await spendingVisible(deps, viewer) };
}

/** GET /api/trips/totalSpending: only for students the spending flag targets. */
export async function totalSpending(deps: RidesDeps, viewer: Viewer) {
  if (!(await spendingVisible(deps, viewer))) throw new AppError('FORBIDDEN', t('rides.spendingOff'));
  await refreshLive(deps, viewer.userId);
  return { totalSpending: (await repo.spendingCents(deps.db, viewer.userId)) / 100 };
}

/** Too-expensive overlay, 'ask a coach': one ticket per idempotency key. */
export async function askCoach(
  deps: RidesDeps,
  viewer: Viewer,
  key: string,
  body: RideBody & { fare: number | null },
) {
  const student = await studentOf(deps, viewer);
  if (!student.uberAccessEnabled) throw new AppError('FORBIDDEN', t('rides.notEnabled'));
  const [pickup, dropoff] = [
    await resolvePlace(deps, student, body.pickup, 'pickup'),
    await resolvePlace(deps, student, body.dropoff, 'dropoff'),
  ];
  await deps.db.transaction(async (tx) => {
    const { created, owner } = await repo.insertTicketOnce(tx, {
      id: key,
      userId: student.id,
      email: student.email,
      subject: t('rides.coachTicketSubject'),
      body: t('rides.coachTicketBody', {
        name: `${student.firstName} ${student.lastName}`,
        reason: body.rideReason,
        pickup: `${pickup.name} (${pickup.address})`,
        dropoff: `${dropoff.name} (${dropoff.address})`,
        fare: body.fare == null ? 'unknown' : `$${body.fare.toFixed(2)}`,
      }),
      groupId: 'Success',
      tags: ['uber', 'ride_over_limit'],
    });
    if (owner !== student.id) throw new AppError('CONFLICT', t('errors.invalidInput'));
    if (created) await deps.jobs.enqueue(tx, 'push-ticket', { id: key });
  });
  return { message: t('rides.coachAsked') };
}

/** POST /api/uber/sandbox: the sandbox run of one of the student's rides (demo and test runs). */
export async function sandboxRun(deps: RidesDeps, viewer: Viewer, tripId: string) {
  if (!deps.sandbox) throw new AppError('NOT_FOUND', t('errors.notFound'));
  const row = await ownTrip(deps, viewer, tripId);
  if (!row.runId) throw new AppError('CONFLICT', t('rides.cannotCancel'));
  return { runId: row.runId };
}

/** POST /api/uber/sandbox/driverState: moves the driver of the student's own sandbox run. */
export async function setDriverState(
  deps: RidesDeps,
  viewer: Viewer,
  input: { runId: string; driverState: DriverState },
): Promise<Trip> {
  if (!deps.sandbox || !deps.rides.setDriverState) throw new AppError('NOT_FOUND', t('errors.notFound'));
  const row = await repo.findTripByRun(deps.db, viewer.userId, input.runId);
  if (!row) throw new AppError('NOT_FOUND', t('errors.notFound'));
  await deps.rides.setDriverState(input);
  return shapeTrip(await refresh(deps, row));
}
