import type { RideBody, Trip } from '@shared/contracts/rides.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import { isUniqueViolation } from '@server/db/client.js';
import type { Viewer } from '@server/plugins/session.js';
import { checkedRide, tripFields } from './ride-check.js';
import type { RidesDeps } from './rides.deps.js';
import * as repo from './rides.repo.js';
import { shapeTrip } from './trips.js';

/**
 * POST /api/trip: a Flexible ride to a place no coach has approved yet waits for approval (NEEDS_APPROVAL).
 * One request waits per student. The same ride sent again under a new key (a reload, a second tap after
 * an error) answers the waiting request, as the student expects to see the ride they asked for; a
 * different ride is refused with 409 saying which one waits, rather than quietly answering a trip they
 * did not ask for this time.
 */
export async function requestFlexibleRide(
  deps: RidesDeps,
  viewer: Viewer,
  key: string,
  body: RideBody,
): Promise<Trip> {
  const earlier = await repo.findTripByKey(deps.db, viewer.userId, key);
  if (earlier) return shapeTrip(earlier);
  const { pickup, dropoff, needsApproval } = await checkedRide(deps, viewer, body);
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
          ...tripFields(viewer, key, body, pickup, dropoff),
          status: 'NEEDS_APPROVAL',
          rideState: null,
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
