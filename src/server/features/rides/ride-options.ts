import type { EstimateResponse, RideBody, RideOptions } from '@shared/contracts/rides.js';
import { DEFAULT_RIDE_LIMITS, limitKeyOf } from '@shared/domain/rides.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Viewer } from '@server/plugins/session.js';
import { approvedPlace, destinationsFor, homePlace } from './places.js';
import { checkedRide, quote } from './ride-check.js';
import type { RidesDeps } from './rides.deps.js';
import * as repo from './rides.repo.js';
import { remainingOf, rideReasonsOf, studentOf } from './trips.js';

/** GET /api/uber/options: ride reasons with rides left, home, approved places and each reason's destinations. */
export async function rideOptions(deps: RidesDeps, viewer: Viewer): Promise<RideOptions> {
  const student = await studentOf(deps, viewer);
  const access = await repo.latestAccessRequest(deps.db, student.id);
  const accessRequest = access
    ? {
        status: access.status,
        createdAt: access.createdAt.toISOString(),
        declineReason: access.declineReason,
      }
    : null;
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
  const rideReasons = rideReasonsOf(student);
  const [remaining, approved, preferred] = await Promise.all([
    remainingOf(deps, student.id),
    repo.approvedPlaces(deps.db, student.id),
    repo.preferredIds(deps.db, student.id),
  ]);
  const destinations: Record<string, RideOptions['home'][]> = {};
  for (const rideReason of rideReasons)
    destinations[rideReason] = await destinationsFor(deps.db, rideReason, student, preferred);
  return {
    uberAccessEnabled: true,
    accessRequest,
    reasons: rideReasons.map((rideReason) => ({
      reason: rideReason,
      limit: deps.limits[limitKeyOf[rideReason]] ?? DEFAULT_RIDE_LIMITS[limitKeyOf[rideReason]],
      remaining: remaining[rideReason],
    })),
    home: homePlace(student),
    approved: approved.map(approvedPlace),
    destinations: destinations as RideOptions['destinations'],
  };
}

/** POST /api/uber/trip/estimate: the provider's quote for a ride the server has checked. */
export async function estimateRide(
  deps: RidesDeps,
  viewer: Viewer,
  body: RideBody,
): Promise<EstimateResponse> {
  const { pickup, dropoff, needsApproval } = await checkedRide(deps, viewer, body);
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
