import type { Trip } from '@shared/contracts/rides.js';
import { isRideOver } from '@shared/domain/rides.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Viewer } from '@server/plugins/session.js';
import type { RidesDeps } from './rides.deps.js';
import * as repo from './rides.repo.js';
import { ownTrip, refresh, refreshLive, shapeTrip } from './trips.js';

/** A student's trips as they stand now, and cancelling one. */

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

export async function completedTrips(deps: RidesDeps, viewer: Viewer): Promise<Trip[]> {
  await refreshLive(deps, viewer.userId);
  return (await repo.completedTrips(deps.db, viewer.userId)).map(shapeTrip);
}
