import type {
  JobListingBody,
  JobListingList,
  JobListingValues,
  JobListingView,
} from '@shared/contracts/job-listings.js';
import { canEditJobListings, type JobListingStatus } from '@shared/domain/job-listings.js';
import type { Equipment, HomeTime, RouteType } from '@shared/domain/jobs.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import { recordAudit } from '@server/audit/audit.repo.js';
import { changeOf } from '@server/audit/change.js';
import type { Db } from '@server/db/client.js';
import type { Viewer } from '@server/plugins/session.js';
import type { GeocodingPort } from '@server/ports/geocoding.js';
import '@shared/messages/job-listings.js';
import * as repo from './job-listings.repo.js';

export interface JobListingsDeps {
  db: Db;
  geocoding: GeocodingPort;
}

type Row = NonNullable<Awaited<ReturnType<typeof repo.findListing>>>;

function view({ listing: l, createdBy, updatedBy }: Row): JobListingView {
  return {
    id: l.id,
    title: l.title,
    company: l.company,
    address: l.address,
    city: l.city,
    state: l.state,
    zip: l.zip,
    latitude: l.latitude,
    longitude: l.longitude,
    weeklyPayMin: l.weeklyPayMin,
    weeklyPayMax: l.weeklyPayMax,
    centsPerMile: l.centsPerMile,
    homeTime: l.homeTime as HomeTime,
    routeType: l.routeType as RouteType,
    equipment: l.equipment as Equipment,
    felonyFriendly: l.felonyFriendly,
    recordNote: l.recordNote,
    newDriversWelcome: l.newDriversWelcome,
    training: l.training,
    summary: l.summary,
    applyUrl: l.applyUrl,
    applyPhone: l.applyPhone,
    applyInstructions: l.applyInstructions,
    status: l.status as JobListingStatus,
    createdBy,
    updatedBy,
    createdAt: l.createdAt.toISOString(),
    updatedAt: l.updatedAt.toISOString(),
    closedAt: l.closedAt?.toISOString() ?? null,
  };
}

/** Career coaches and admins change listings; other staff read them (the route's guard let only staff in). */
function requireEditor(viewer: Viewer): void {
  if (!canEditJobListings(viewer.role)) throw new AppError('FORBIDDEN', t('jobListings.errors.notAllowed'));
}

const unknown = () => new AppError('NOT_FOUND', t('jobListings.errors.unknown'));

async function one(deps: JobListingsDeps, id: string): Promise<JobListingView> {
  const row = await repo.findListing(deps.db, id);
  if (!row) throw unknown();
  return view(row);
}

/** The audit's words for a listing: "CDL-A Local Driver at Lakeshore Freight". */
const subjectOf = (v: { title: string; company: string }) => `${v.title} — ${v.company}`;

export async function listListings(deps: JobListingsDeps, viewer: Viewer): Promise<JobListingList> {
  const rows = await repo.listListings(deps.db);
  return { listings: rows.map(view), canEdit: canEditJobListings(viewer.role) };
}

/**
 * The row to store: the body as checked by its schema, and the point the board measures distance from,
 * given by the coach or found from the address by the geocoding port (else a 400 asking for the point).
 */
async function valuesOf(deps: JobListingsDeps, body: JobListingValues): Promise<repo.ListingValues> {
  let point =
    body.latitude != null && body.longitude != null
      ? { latitude: body.latitude, longitude: body.longitude }
      : null;
  if (!point) {
    const found = await deps.geocoding.geocode(`${body.address}, ${body.city}, ${body.state} ${body.zip}`);
    if (!found) throw new AppError('VALIDATION', t('jobListings.errors.notFoundOnMap'), 'latitude');
    point = { latitude: found.latitude, longitude: found.longitude };
  }
  return {
    title: body.title,
    company: body.company,
    address: body.address,
    city: body.city,
    state: body.state,
    zip: body.zip,
    ...point,
    weeklyPayMin: body.weeklyPayMin,
    weeklyPayMax: body.weeklyPayMax,
    centsPerMile: body.centsPerMile ?? null,
    homeTime: body.homeTime,
    routeType: body.routeType,
    equipment: body.equipment,
    felonyFriendly: body.felonyFriendly,
    recordNote: body.recordNote ?? null,
    newDriversWelcome: body.newDriversWelcome,
    training: body.training ?? null,
    summary: body.summary,
    applyUrl: body.applyUrl ?? null,
    applyPhone: body.applyPhone ?? null,
    applyInstructions: body.applyInstructions ?? null,
  };
}

/** POST /api/admin/job-listings: an open listing, on the board at once; audited `listings.create`. */
export async function createListing(
  deps: JobListingsDeps,
  viewer: Viewer,
  body: JobListingBody,
): Promise<JobListingView> {
  requireEditor(viewer);
  const values = await valuesOf(deps, body as JobListingValues);
  const id = await deps.db.transaction(async (tx) => {
    const id = await repo.insertListing(tx, values, viewer.userId);
    await recordAudit(tx, {
      actorId: viewer.userId,
      action: 'listings.create',
      detail: { listingId: id, subject: subjectOf(values), after: values },
    });
    return id;
  });
  return one(deps, id);
}

/**
 * PUT /api/admin/job-listings/:id: the listing's words, place, pay and ways to apply. Only what changed is
 * written and audited (with its old and new value); the same values again change nothing.
 */
export async function updateListing(
  deps: JobListingsDeps,
  viewer: Viewer,
  id: string,
  body: JobListingBody,
): Promise<JobListingView> {
  requireEditor(viewer);
  const values = await valuesOf(deps, body as JobListingValues);
  await deps.db.transaction(async (tx) => {
    const before = await repo.lockListing(tx, id);
    if (!before) throw unknown();
    const change = changeOf(values, before);
    if (!change) return;
    await repo.updateListing(tx, id, change.after, viewer.userId);
    await recordAudit(tx, {
      actorId: viewer.userId,
      action: 'listings.update',
      detail: { listingId: id, subject: subjectOf(values), ...change },
    });
  });
  return one(deps, id);
}

/**
 * Closing takes a listing off the board (a student who saved it reads "no longer listed"); reopening puts it
 * back. A listing already in that state answers as it is, without a second audit entry.
 */
export async function setListingStatus(
  deps: JobListingsDeps,
  viewer: Viewer,
  id: string,
  status: JobListingStatus,
): Promise<JobListingView> {
  requireEditor(viewer);
  await deps.db.transaction(async (tx) => {
    const before = await repo.lockListing(tx, id);
    if (!before) throw unknown();
    if (before.status === status) return;
    await repo.setStatus(tx, id, status, viewer.userId);
    await recordAudit(tx, {
      actorId: viewer.userId,
      action: status === 'closed' ? 'listings.close' : 'listings.reopen',
      detail: { listingId: id, subject: subjectOf(before), before: before.status, after: status },
    });
  });
  return one(deps, id);
}
