import type { Trip } from '@shared/contracts/rides.js';
import { rankOf, type Status } from '@shared/domain/program.js';
import { isRideOver, reasonsForRank, remainingRides, type RideReason } from '@shared/domain/rides.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Db } from '@server/db/client.js';
import type { Viewer } from '@server/plugins/session.js';
import type { RidesDeps } from './rides.deps.js';
import * as repo from './rides.repo.js';

/** The student's trips: who they are, how a trip is shown, and keeping live trips up to date. */

export async function studentOf(deps: { db: Db }, viewer: Viewer) {
  const student = await repo.findStudent(deps.db, viewer.userId);
  if (!student) throw new AppError('NOT_FOUND', t('errors.notFound'));
  return student;
}

const rankOfStudent = (s: repo.Student) => rankOf[s.status as Status] ?? -1;

/** The ride reasons the student's rank offers (spec 001 §6). */
export const rideReasonsOf = (s: repo.Student): RideReason[] =>
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
export async function refresh(deps: RidesDeps, row: repo.TripRow): Promise<repo.TripRow> {
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

export async function refreshLive(deps: RidesDeps, userId: string) {
  const rows = await repo.liveTrips(deps.db, userId);
  return Promise.all(rows.map((r) => refresh(deps, r)));
}

/** Rides left per ride reason, after counting any ride that has just finished. */
export async function remainingOf(deps: RidesDeps, userId: string) {
  await refreshLive(deps, userId);
  return remainingRides(deps.limits, await repo.completedCounts(deps.db, userId));
}

export async function ownTrip(deps: RidesDeps, viewer: Viewer, id: string) {
  const row = await repo.findTrip(deps.db, id);
  // Another student's trip is answered like a missing one, so ids reveal nothing.
  if (!row || row.userId !== viewer.userId) throw new AppError('NOT_FOUND', t('errors.notFound'));
  return row;
}
