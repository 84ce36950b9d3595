import type { LocationRequestBody, LocationRequestState } from '@shared/contracts/rides.js';
import { isLocationRequestThrottled } from '@shared/domain/rides.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import { queueTicket } from '@server/queue/tickets.js';
import type { Viewer } from '@server/plugins/session.js';
import type { RidesDeps } from './rides.deps.js';
import * as repo from './rides.repo.js';
import { studentOf } from './trips.js';

/**
 * POST /api/uber/access (requestUberAccess, spec 000 §2, §5, §8): a justification required; one open request per
 * student, so a double tap or a retry makes one request and one ticket.
 */
export async function requestAccess(deps: RidesDeps, viewer: Viewer, justification: string) {
  const student = await studentOf(deps, viewer);
  if (!student.uberAccessEnabled) {
    await deps.db.transaction(async (tx) => {
      const created = await repo.insertAccessRequest(tx, student.id, justification);
      if (!created) return;
      await queueTicket(tx, deps.jobs, {
        userId: student.id,
        email: student.email,
        subject: t('rides.accessTicketSubject'),
        body: t('rides.accessTicketBody', {
          name: `${student.firstName} ${student.lastName}`,
          justification,
        }),
        groupId: 'Success',
        tags: ['uber', 'uber_access'],
      });
    });
  }
  return { message: t('rides.accessSent') };
}

export async function locationRequests(
  deps: RidesDeps,
  viewer: Viewer,
  now = new Date(),
): Promise<LocationRequestState> {
  const rows = await repo.locationRequestsOf(deps.db, viewer.userId);
  const last = rows[0]?.createdAt ?? null;
  return {
    lastSubmittedAt: last?.toISOString() ?? null,
    throttled: isLocationRequestThrottled(last, now),
    requests: rows.map((r) => ({
      id: r.id,
      name: r.name,
      address: `${r.address}, ${r.city}, ${r.state} ${r.zip}`,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      declineReason: r.declineReason,
    })),
  };
}

/**
 * POST /api/uber/locationRequests (requestApprovedLocation): all fields required, the address must be
 * found, and one request a day by the date of the last submission (spec 000 §9).
 */
export async function requestLocation(deps: RidesDeps, viewer: Viewer, body: LocationRequestBody) {
  const student = await studentOf(deps, viewer);
  const found = await deps.geocoding.geocode(`${body.address}, ${body.city}, ${body.state} ${body.zip}`);
  if (!found) throw new AppError('VALIDATION', t('rides.unknownAddress'), 'zip');
  await deps.db.transaction(async (tx) => {
    await repo.lockStudent(tx, student.id);
    const [last] = await repo.locationRequestsOf(tx, student.id);
    if (isLocationRequestThrottled(last?.createdAt ?? null, new Date()))
      throw new AppError('RATE_LIMITED', t('rides.locationSent'));
    const row = await repo.insertLocationRequest(tx, {
      userId: student.id,
      ...body,
      latitude: found.latitude,
      longitude: found.longitude,
    });
    await queueTicket(tx, deps.jobs, {
      userId: student.id,
      email: student.email,
      subject: t('rides.locationTicketSubject'),
      body: t('rides.locationTicketBody', {
        name: `${student.firstName} ${student.lastName}`,
        place: row.name,
        address: `${row.address}, ${row.city}, ${row.state} ${row.zip}`,
        justification: row.reason,
      }),
      groupId: 'Success',
      tags: ['uber', 'uber_location'],
    });
  });
  return { message: t('rides.locationSent') };
}
