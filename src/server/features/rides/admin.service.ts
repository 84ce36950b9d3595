import type { StaffRides } from '@shared/contracts/rides.js';
import type { StudentRides } from '@shared/contracts/staff.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import { alreadyDecided, recordAudit } from '@server/audit/audit.repo.js';
import type { Locale } from '@shared/locale.js';
import type { Db, Tx } from '@server/db/client.js';
import type { Jobs } from '@server/queue/queue.js';
import type { Viewer } from '@server/plugins/session.js';
import { queueDecisionNotice } from '@server/queue/decision-notices.js';
import { queueDeclineNotice } from './decline-notice.js';
import * as repo from './rides.repo.js';
import { shapeTrip } from './trips.js';

/** GET /api/admin/rides: what waits for a coach — access requests, new places, Flexible rides. */
export async function queue(deps: { db: Db }): Promise<StaffRides> {
  const [access, places, waiting] = await Promise.all([
    repo.openAccessRequests(deps.db),
    repo.openLocationRequests(deps.db),
    repo.tripsNeedingApproval(deps.db),
  ]);
  const student = (r: { studentId: string; firstName: string; lastName: string; email: string }) => ({
    id: r.studentId,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
  });
  return {
    access: access.map((r) => ({
      id: r.request.id,
      reason: r.request.reason,
      createdAt: r.request.createdAt.toISOString(),
      student: student(r),
    })),
    locations: places.map((r) => ({
      id: r.request.id,
      name: r.request.name,
      address: r.request.address,
      city: r.request.city,
      state: r.request.state,
      zip: r.request.zip,
      reason: r.request.reason,
      createdAt: r.request.createdAt.toISOString(),
      student: student(r),
    })),
    trips: waiting.map((r) => ({ ...shapeTrip(r.trip), student: student(r) })),
  };
}

/** One student's rides for the staff console: Uber access, the latest access request, rides and places. */
export async function ridesOf(deps: { db: Db }, userId: string): Promise<StudentRides> {
  const [student, access, trips, places] = await Promise.all([
    repo.findStudent(deps.db, userId),
    repo.latestAccessRequest(deps.db, userId),
    repo.tripsOf(deps.db, userId),
    repo.locationRequestsOf(deps.db, userId),
  ]);
  return {
    uberAccessEnabled: student?.uberAccessEnabled ?? false,
    accessRequest: access
      ? {
          reason: access.reason,
          status: access.status,
          createdAt: access.createdAt.toISOString(),
          decidedAt: access.decidedAt?.toISOString() ?? null,
        }
      : null,
    trips: trips.map((trip) => ({
      id: trip.id,
      reason: trip.rideReason,
      status: trip.status,
      rideState: trip.rideState,
      pickupName: trip.pickupName,
      dropoffName: trip.dropoffName,
      fareCents: trip.fareCents,
      createdAt: trip.createdAt.toISOString(),
    })),
    places: places.map((p) => ({
      id: p.id,
      name: p.name,
      address: `${p.address}, ${p.city}, ${p.state} ${p.zip}`,
      reason: p.reason,
      status: p.status,
      createdAt: p.createdAt.toISOString(),
    })),
  };
}

/**
 * A request is decided once: any second decision (a double click, a second coach) is a conflict naming
 * who decided; an unknown id is not found. (A retry with the same Idempotency-Key is replayed before this.)
 */
async function settled(db: Db, row: object | null, key: 'requestId' | 'tripId', id: string): Promise<never> {
  if (!row) throw new AppError('NOT_FOUND', t('errors.notFound'));
  throw await alreadyDecided(db, key, id);
}

type DecideDeps = { db: Db; jobs: Jobs };

/**
 * A decision's end, in its transaction: audited (with the coach's reason when declined) and, when declined,
 * the student told why in their language.
 */
async function recordDecision(
  tx: Tx,
  deps: DecideDeps,
  staff: Viewer,
  studentId: string,
  decision: {
    action: string;
    detail: Record<string, unknown>;
    declineReason: string | null;
    declined: (locale: Locale) => string;
  },
) {
  const { declineReason } = decision;
  await recordAudit(tx, {
    actorId: staff.userId,
    action: decision.action,
    subjectUserId: studentId,
    detail: { ...decision.detail, ...(declineReason ? { reason: declineReason } : {}) },
  });
  if (declineReason) await queueDeclineNotice(tx, deps.jobs, studentId, decision.declined, declineReason);
}

/** Turns Uber on for the student of an access request; audited with the flag before and after. */

export async function decideAccess(
  deps: DecideDeps,
  staff: Viewer,
  id: string,
  verb: 'enable' | 'decline',
  reason: string | null = null,
) {
  const status = verb === 'enable' ? ('enabled' as const) : ('declined' as const);
  const declineReason = verb === 'decline' ? reason : null;
  const done = await deps.db.transaction(async (tx) => {
    const row = await repo.decideAccessRequest(tx, id, { status, decidedBy: staff.userId, declineReason });
    if (!row) return null;
    let flag: { before: boolean; after: boolean } | null = null;
    if (verb === 'enable') flag = { before: await repo.setUberAccess(tx, row.userId, true), after: true };
    await recordDecision(tx, deps, staff, row.userId, {
      action: `rides.access.${verb}`,
      detail: {
        requestId: id,
        before: { status: 'open', ...(flag ? { uberAccessEnabled: flag.before } : {}) },
        after: { status, ...(flag ? { uberAccessEnabled: flag.after } : {}) },
      },
      declineReason,
      declined: (locale) => t('rides.declinedAccess', undefined, locale),
    });
    return { id, status: row.status as string };
  });
  return done ?? settled(deps.db, await repo.findAccessRequest(deps.db, id), 'requestId', id);
}

/** Approves or declines a requested place; an approved one is the student's own place in the ride flow. */
export async function decideLocation(
  deps: DecideDeps,
  staff: Viewer,
  id: string,
  verb: 'approve' | 'decline',
  reason: string | null = null,
) {
  const status = verb === 'approve' ? ('approved' as const) : ('declined' as const);
  const declineReason = verb === 'decline' ? reason : null;
  const done = await deps.db.transaction(async (tx) => {
    const row = await repo.decideLocationRequest(tx, id, { status, decidedBy: staff.userId, declineReason });
    if (!row) return null;
    await recordDecision(tx, deps, staff, row.userId, {
      action: `rides.location.${verb}`,
      detail: {
        requestId: id,
        place: `${row.name}, ${row.address}, ${row.city}, ${row.state} ${row.zip}`,
        before: { status: 'open' },
        after: { status },
      },
      declineReason,
      declined: (locale) => t('rides.declinedPlace', { name: row.name }, locale),
    });
    if (!declineReason)
      await queueDecisionNotice(tx, deps.jobs, row.userId, 'placeApproved', { name: row.name });
    return { id, status: row.status as string };
  });
  return done ?? settled(deps.db, await repo.findLocationRequest(deps.db, id), 'requestId', id);
}

/**
 * Approves or declines a Flexible ride to a new place. Approval makes its new place(s) the student's
 * approved places, so the student can order the ride from the flow when it is time to go.
 */
export async function decideTrip(
  deps: DecideDeps,
  staff: Viewer,
  id: string,
  verb: 'approve' | 'decline',
  reason: string | null = null,
) {
  const status = verb === 'approve' ? ('APPROVED' as const) : ('DECLINED' as const);
  const declineReason = verb === 'decline' ? reason : null;
  const done = await deps.db.transaction(async (tx) => {
    const row = await repo.transitionTrip(tx, id, 'NEEDS_APPROVAL', {
      status,
      decidedBy: staff.userId,
      decidedAt: new Date(),
      declineReason,
    });
    if (!row) return null;
    const added: string[] = [];
    if (verb === 'approve') {
      const ends = [
        { ref: row.pickup, latitude: row.startLatitude, longitude: row.startLongitude },
        { ref: row.dropoff, latitude: row.endLatitude, longitude: row.endLongitude },
      ];
      for (const end of ends) {
        if (end.ref.kind !== 'custom') continue;
        const place = await repo.insertLocationRequest(tx, {
          userId: row.userId,
          name: end.ref.name,
          address: end.ref.address,
          city: end.ref.city,
          state: end.ref.state,
          zip: end.ref.zip,
          reason: `Flexible ride approved (${row.id})`,
          latitude: end.latitude,
          longitude: end.longitude,
          status: 'approved',
          decidedBy: staff.userId,
          decidedAt: new Date(),
        });
        added.push(place.id);
      }
    }
    await recordDecision(tx, deps, staff, row.userId, {
      action: `rides.trip.${verb}`,
      detail: {
        tripId: id,
        ride: `${row.rideReason}: ${row.pickupName} → ${row.dropoffName}`,
        before: { status: 'NEEDS_APPROVAL' },
        after: { status, ...(added.length ? { approvedPlaces: added } : {}) },
      },
      declineReason,
      declined: (locale) => t('rides.declinedTrip', { place: row.dropoffName }, locale),
    });
    return { id, status: row.status as string };
  });
  return done ?? settled(deps.db, await repo.findTrip(deps.db, id), 'tripId', id);
}
