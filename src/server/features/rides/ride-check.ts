import type { RideBody } from '@shared/contracts/rides.js';
import { checkRide, RIDE_PRODUCT } from '@shared/domain/rides.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Viewer } from '@server/plugins/session.js';
import { allowedKeys, resolvePlace } from './places.js';
import type { RidesDeps } from './rides.deps.js';
import { remainingOf, rideReasonsOf, studentOf } from './trips.js';

/** The server's own check of a ride: access, ride reason for the rank, rides left, and where it goes. */
export async function checkedRide(deps: RidesDeps, viewer: Viewer, body: RideBody) {
  const student = await studentOf(deps, viewer);
  if (!student.uberAccessEnabled) throw new AppError('FORBIDDEN', t('rides.notEnabled'));
  if (!rideReasonsOf(student).includes(body.rideReason))
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
      t('rides.noneLeft', { rideReason: t(`rides.reasons.${body.rideReason}`) }),
      'rideReason',
    );
  return { student, pickup, dropoff, needsApproval: check.needsApproval };
}

async function productId(deps: RidesDeps, at: { latitude: number; longitude: number }) {
  const products = await deps.rides.products(at);
  return products.find((p) => p.name === RIDE_PRODUCT)?.productId ?? products[0]?.productId ?? null;
}

/** The provider's quote for a ride between two points, or null when it offers no product there. */
export async function quote(
  deps: RidesDeps,
  pickup: { latitude: number; longitude: number },
  dropoff: typeof pickup,
) {
  const product = await productId(deps, pickup);
  const estimate = product ? await deps.rides.estimate({ pickup, dropoff, productId: product }) : null;
  return estimate;
}

type Place = { name: string; address: string; latitude: number; longitude: number };

/** A checked ride's places as a trip row keeps them, with the key and ride reason it was asked with. */
export function tripFields(viewer: Viewer, key: string, body: RideBody, pickup: Place, dropoff: Place) {
  return {
    userId: viewer.userId,
    idempotencyKey: key,
    rideReason: body.rideReason,
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
  };
}
