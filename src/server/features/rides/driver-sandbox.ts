import type { Trip } from '@shared/contracts/rides.js';
import type { DriverState } from '@shared/domain/rides.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Viewer } from '@server/plugins/session.js';
import type { RidesDeps } from './rides.deps.js';
import * as repo from './rides.repo.js';
import { ownTrip, refresh, shapeTrip } from './trips.js';

/** Demo and test runs: the provider's sandbox, where the student's own ride's driver can be moved. */

/** POST /api/uber/sandbox: the sandbox run of one of the student's rides. */
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
