import type { RideBody, Trip } from '@shared/contracts/rides.js';
import { isFareAllowed } from '@shared/domain/rides.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Viewer } from '@server/plugins/session.js';
import { checkedRide, quote, tripFields } from './ride-check.js';
import type { RidesDeps } from './rides.deps.js';
import * as repo from './rides.repo.js';
import { refresh, shapeTrip } from './trips.js';

/**
 * POST /api/uber/trip: orders a car once per idempotency key. The server re-checks the ride and the fare
 * (below $100), records the trip under a per-student lock (one live ride at a time), then orders with
 * the same key, so a double tap or a retry answers the first trip instead of ordering a second car.
 */
export async function orderRide(deps: RidesDeps, viewer: Viewer, key: string, body: RideBody): Promise<Trip> {
  const earlier = await repo.findTripByKey(deps.db, viewer.userId, key);
  if (earlier) return shapeTrip(await finishOrder(deps, viewer, key, earlier, false));
  const { pickup, dropoff, needsApproval } = await checkedRide(deps, viewer, body);
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
      ...tripFields(viewer, key, body, pickup, dropoff),
      status: 'APPROVED',
      rideState: 'ordering',
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
