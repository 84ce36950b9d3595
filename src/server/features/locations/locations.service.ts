import type { Location, NearbyLocations } from '@shared/contracts/locations.js';
import { isFictionalPhone } from '@shared/domain/program-settings.js';
import { coordinateError, type LocationType } from '@shared/domain/locations.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import { getLocale } from '@shared/locale.js';
import type { Db } from '@server/db/client.js';
import type { Jobs } from '@server/queue/queue.js';
import { queueTicket } from '@server/queue/tickets.js';
import type { Viewer } from '@server/plugins/session.js';
import type { GeocodingPort } from '@server/ports/geocoding.js';
import { completeByEvent } from '@server/progress/progress.service.js';
import { localizedHours } from './location-hours.js';
import * as repo from './locations.repo.js';

export interface LocationsDeps {
  db: Db;
  jobs: Jobs;
  geocoding: GeocodingPort;
  tileUrl: string | null;
  /** Outside demo mode a place's fictional 555-01xx number is not shown: it would reach no one. */
  demo: boolean;
}

type Row = Awaited<ReturnType<typeof repo.listAll>>[number];
const shape =
  (deps: Pick<LocationsDeps, 'demo'>) =>
  (r: Omit<Row, 'slug' | 'providerId' | 'boardId'> & { slug?: string | null }): Location => ({
    id: r.id,
    type: r.type,
    name: r.name,
    address: r.address,
    city: r.city,
    state: r.state,
    zip: r.zip,
    latitude: r.latitude,
    longitude: r.longitude,
    hours: localizedHours(r.slug, r.hours, getLocale()),
    phone: r.phone && !deps.demo && isFictionalPhone(r.phone) ? null : r.phone,
  });

function checkPoint(point: { latitude: unknown; longitude: unknown }, field: string) {
  const error = coordinateError(point, field);
  if (error) throw new AppError('VALIDATION', error, field);
  return point as { latitude: number; longitude: number };
}

export async function listAll(deps: LocationsDeps): Promise<Location[]> {
  return (await repo.listAll(deps.db)).map(shape(deps));
}

export async function byId(deps: LocationsDeps, id: string): Promise<Location> {
  const row = await repo.findById(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', t('errors.notFound'));
  return shape(deps)(row);
}

export async function byIds(deps: LocationsDeps, uuids: string): Promise<Location[]> {
  const ids = uuids
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^[0-9a-f-]{36}$/i.test(s));
  return (await repo.findByIds(deps.db, ids.slice(0, 100))).map(shape(deps));
}

/** Nearby places of a type from the given point, or from the student's home, with their thumbs-up. */
export async function nearby(
  deps: LocationsDeps,
  viewer: Viewer,
  input: { type: LocationType; latitude?: unknown; longitude?: unknown },
): Promise<NearbyLocations> {
  let origin: { latitude: number; longitude: number } | null = null;
  if (input.latitude !== undefined || input.longitude !== undefined) {
    origin = checkPoint({ latitude: input.latitude, longitude: input.longitude }, 'origin');
  } else {
    const home = await repo.homeOf(deps.db, viewer.userId);
    if (home?.latitude != null && home.longitude != null)
      origin = { latitude: home.latitude, longitude: home.longitude };
  }
  if (!origin) return { origin: null, tileUrl: deps.tileUrl, locations: [] };
  const [rows, preferred] = await Promise.all([
    repo.nearby(deps.db, input.type, origin),
    repo.preferredOf(deps.db, viewer.userId, input.type),
  ]);
  // The places near the student were found and shown ("Find a DOT clinic near you", from any button).
  await completeByEvent(deps.db, viewer.userId, { kind: 'placesListed', key: input.type });
  return {
    origin,
    tileUrl: deps.tileUrl,
    locations: rows.map((r) => ({
      ...shape(deps)(r),
      distanceInMiles: Math.round(Number(r.distanceInMiles) * 10) / 10,
      preferred: r.id === preferred,
    })),
  };
}

/** The thumbs-up: one preferred place per type, which must be a place of that type. */
export async function prefer(deps: LocationsDeps, viewer: Viewer, type: LocationType, locationId: string) {
  const row = await repo.findById(deps.db, locationId);
  if (!row || row.type !== type) throw new AppError('NOT_FOUND', t('errors.notFound'), 'locationId');
  await repo.setPreferred(deps.db, viewer.userId, type, locationId);
  return { type, locationId };
}

export async function geocode(deps: LocationsDeps, address: string) {
  const found = await deps.geocoding.geocode(address);
  if (!found) throw new AppError('NOT_FOUND', t('locations.unknownAddress'), 'address');
  return found;
}

export async function reverse(deps: LocationsDeps, point: { latitude: unknown; longitude: unknown }) {
  const found = await deps.geocoding.reverse(checkPoint(point, 'position'));
  if (!found) throw new AppError('NOT_FOUND', t('locations.unknownAddress'));
  return found;
}

/** The address-change request: a ticket for a coach, who updates the address (spec 000 §8). */
export async function requestAddressChange(
  deps: LocationsDeps,
  viewer: Viewer,
  input: { address: string; city: string; state: string; zip: string; note?: string | undefined },
) {
  const home = await repo.homeOf(deps.db, viewer.userId);
  if (!home) throw new AppError('NOT_FOUND', t('errors.notFound'));
  await deps.db.transaction((tx) =>
    queueTicket(tx, deps.jobs, {
      userId: viewer.userId,
      email: home.email,
      subject: t('locations.addressChangeTicket'),
      body: t('locations.addressChangeBody', {
        name: `${home.firstName} ${home.lastName}`,
        ...input,
        note: input.note ? `\n${input.note}` : '',
      }),
      groupId: 'Success',
      tags: ['address_change'],
    }),
  );
  return { message: t('locations.addressChangeSent') };
}
