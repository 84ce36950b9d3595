import type { RideBody } from '@shared/contracts/rides.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Viewer } from '@server/plugins/session.js';
import { resolvePlace } from './places.js';
import type { RidesDeps } from './rides.deps.js';
import * as repo from './rides.repo.js';
import { studentOf } from './trips.js';

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
        rideReason: body.rideReason,
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
