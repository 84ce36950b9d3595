import type { PlaceOption } from '@shared/contracts/rides.js';
import { destinationRuleOf, placeKey, type PlaceRef, type RideReason } from '@shared/domain/rides.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Db } from '@server/db/client.js';
import type { GeocodingPort } from '@server/ports/geocoding.js';
import * as repo from './rides.repo.js';

const oneLine = (r: { address: string; city: string; state: string; zip: string }) =>
  `${r.address}, ${r.city}, ${r.state} ${r.zip}`;

const locationPlace = (row: repo.LocationRow): PlaceOption => ({
  ref: { kind: 'location', id: row.id },
  name: row.name,
  address: oneLine(row),
  latitude: row.latitude,
  longitude: row.longitude,
});

export function homePlace(student: repo.Student): PlaceOption | null {
  if (student.latitude == null || student.longitude == null || !student.address) return null;
  return {
    ref: { kind: 'home' },
    name: t('rides.home'),
    address: [student.address, student.city, [student.state, student.zipcode].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', '),
    latitude: student.latitude,
    longitude: student.longitude,
  };
}

type ApprovedRow = Awaited<ReturnType<typeof repo.approvedPlaces>>[number];
export const approvedPlace = (row: ApprovedRow): PlaceOption => ({
  ref: { kind: 'approved', id: row.id },
  name: row.name,
  address: oneLine(row),
  latitude: row.latitude,
  longitude: row.longitude,
});

/** Turns what the browser sent into a place the server found itself; the browser's coordinates are never used. */
export async function resolvePlace(
  deps: { db: Db; geocoding: GeocodingPort },
  student: repo.Student,
  ref: PlaceRef,
  field: string,
): Promise<PlaceOption & { row?: repo.LocationRow }> {
  switch (ref.kind) {
    case 'home': {
      const home = homePlace(student);
      if (!home) throw new AppError('VALIDATION', t('rides.noHome'), field);
      return home;
    }
    case 'location': {
      const row = await repo.findLocation(deps.db, ref.id);
      if (!row) throw new AppError('NOT_FOUND', t('rides.unknownPlace'), field);
      return { ...locationPlace(row), row };
    }
    case 'approved': {
      const row = await repo.findLocationRequest(deps.db, ref.id);
      if (!row || row.userId !== student.id || row.status !== 'approved')
        throw new AppError('NOT_FOUND', t('rides.unknownPlace'), field);
      return approvedPlace(row);
    }
    case 'custom': {
      const found = await deps.geocoding.geocode(oneLine(ref));
      if (!found) throw new AppError('VALIDATION', t('rides.unknownAddress'), field);
      return {
        ref,
        name: ref.name,
        address: oneLine(ref),
        latitude: found.latitude,
        longitude: found.longitude,
      };
    }
  }
}

/** Whether a program location is one of the ride reason's destinations for this student (spec 001 §6). */
function isDestinationOf(rideReason: RideReason, student: repo.Student, row: repo.LocationRow): boolean {
  const rule = destinationRuleOf[rideReason];
  switch (rule.kind) {
    case 'anywhere':
      return true;
    case 'school':
      return student.schoolId === row.id;
    case 'workBoard':
      return Boolean(
        student.boardId &&
        row.type === 'workforceBoard' &&
        (row.boardId === student.boardId ||
          (row.boardId === null && row.slug?.startsWith(`${student.boardSlug}-`))),
      );
    case 'types':
      return (rule.types as string[]).includes(row.type) || (rule.andSchool && student.schoolId === row.id);
  }
}

/** The keys of the two ends that are among the ride reason's destinations: what checkRide() needs. */
export function allowedKeys(
  rideReason: RideReason,
  student: repo.Student,
  ends: { ref: PlaceRef; row?: repo.LocationRow }[],
): Set<string> {
  return new Set(
    ends.filter((e) => e.row && isDestinationOf(rideReason, student, e.row)).map((e) => placeKey(e.ref)),
  );
}

/** The places the flow offers for a ride reason, the student's thumbs-up first, then the nearest. */
export async function destinationsFor(
  db: Db,
  rideReason: RideReason,
  student: repo.Student,
  preferred: ReadonlySet<string>,
): Promise<PlaceOption[]> {
  const rule = destinationRuleOf[rideReason];
  const origin =
    student.latitude != null && student.longitude != null
      ? { latitude: student.latitude, longitude: student.longitude }
      : null;
  const school = student.schoolId ? await repo.findLocation(db, student.schoolId) : null;
  let rows: repo.LocationRow[] = [];
  if (rule.kind === 'school') rows = school ? [school] : [];
  else if (rule.kind === 'workBoard')
    rows =
      student.boardId && student.boardSlug
        ? await repo.boardLocations(db, { id: student.boardId, slug: student.boardSlug })
        : [];
  else if (rule.kind === 'types') {
    rows = await repo.nearestOfTypes(db, rule.types, origin, 10);
    if (rule.andSchool && school) rows = [school, ...rows];
  } else {
    rows = await repo.nearestOfTypes(
      db,
      ['dmv', 'dotClinic', 'workforceBoard', 'truckingSchool'],
      origin,
      40,
    );
    if (school) rows = [school, ...rows.filter((r) => r.id !== school.id)];
  }
  const ordered = [...rows.filter((r) => preferred.has(r.id)), ...rows.filter((r) => !preferred.has(r.id))];
  return ordered.map(locationPlace);
}
