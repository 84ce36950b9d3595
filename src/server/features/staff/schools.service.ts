import type { School, SchoolBody, SchoolList } from '@shared/contracts/staff-facts.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import { recordAudit } from '@server/audit/audit.repo.js';
import { changeOf } from '@server/audit/change.js';
import type { Db } from '@server/db/client.js';
import type { Viewer } from '@server/plugins/session.js';
import type { GeocodingPort } from '@server/ports/geocoding.js';
import '@shared/messages/staff-facts.js';
import { requireAdmin } from './admin-check.js';
import { placeValuesOf } from './place-point.js';
import type { OtherAreas, SchoolValues } from './other-areas.js';
import * as repo from './schools.repo.js';

export interface SchoolsDeps {
  db: Db;
  geocoding: GeocodingPort;
  /** The Training Provider Registry's entries a school may name (composed in app.ts from the school area). */
  providers(): { providerId: string; name: string }[];
  /** Schools are places of the locations area (composed in console-areas.ts). */
  areas: Pick<OtherAreas, 'places'>;
}

type Row = Awaited<ReturnType<OtherAreas['places']['schools']>>[number];
const shape = (r: Row): School => ({
  id: r.id,
  name: r.name,
  address: r.address,
  city: r.city,
  state: r.state,
  zip: r.zip,
  latitude: r.latitude,
  longitude: r.longitude,
  hours: r.hours,
  phone: r.phone,
  providerId: r.providerId,
  managed: r.slug === null,
  students: r.students,
});

export async function listSchools(deps: SchoolsDeps): Promise<SchoolList> {
  return { schools: (await deps.areas.places.schools(deps.db)).map(shape), providers: deps.providers() };
}

async function one(deps: SchoolsDeps, id: string): Promise<School> {
  const row = (await deps.areas.places.schools(deps.db)).find((r) => r.id === id);
  if (!row) throw new AppError('NOT_FOUND', t('staffFacts.schools.unknownSchool'));
  return shape(row);
}

/** The row to store: the registry entry checked, the ride destination given or found from the address. */
async function valuesOf(deps: SchoolsDeps, body: SchoolBody): Promise<SchoolValues> {
  const providerId = body.providerId?.trim() || null;
  if (providerId && !deps.providers().some((p) => p.providerId === providerId))
    throw new AppError('VALIDATION', t('staffFacts.schools.unknownProvider'), 'providerId');
  const place = await placeValuesOf(deps.geocoding, body);
  return { ...place, providerId };
}

export async function createSchool(deps: SchoolsDeps, viewer: Viewer, body: SchoolBody): Promise<School> {
  requireAdmin(viewer);
  const values = await valuesOf(deps, body);
  const id = await deps.db.transaction(async (tx) => {
    if (await deps.areas.places.schoolNameTaken(tx, values.name, null))
      throw new AppError('CONFLICT', t('staffFacts.schools.duplicate'));
    const id = await deps.areas.places.insertSchool(tx, values);
    await recordAudit(tx, {
      actorId: viewer.userId,
      action: 'schools.create',
      detail: { place: values.name, after: values },
    });
    return id;
  });
  return one(deps, id);
}

export async function updateSchool(
  deps: SchoolsDeps,
  viewer: Viewer,
  id: string,
  body: SchoolBody,
): Promise<School> {
  requireAdmin(viewer);
  const values = await valuesOf(deps, body);
  await deps.db.transaction(async (tx) => {
    const before = await deps.areas.places.findSchoolForUpdate(tx, id);
    if (!before) throw new AppError('NOT_FOUND', t('staffFacts.schools.unknownSchool'));
    if (before.slug !== null) throw new AppError('CONFLICT', t('staffFacts.schools.readOnly'));
    if (await deps.areas.places.schoolNameTaken(tx, values.name, id))
      throw new AppError('CONFLICT', t('staffFacts.schools.duplicate'));
    const change = changeOf(values, before);
    if (!change) return;
    await deps.areas.places.updateSchool(tx, id, values);
    await recordAudit(tx, {
      actorId: viewer.userId,
      action: 'schools.update',
      detail: { place: values.name, ...change },
    });
  });
  return one(deps, id);
}

export async function removeSchool(deps: SchoolsDeps, viewer: Viewer, id: string): Promise<{ id: string }> {
  requireAdmin(viewer);
  await deps.db.transaction(async (tx) => {
    const before = await deps.areas.places.findSchoolForUpdate(tx, id);
    if (!before) throw new AppError('NOT_FOUND', t('staffFacts.schools.unknownSchool'));
    if (before.slug !== null) throw new AppError('CONFLICT', t('staffFacts.schools.readOnly'));
    if ((await repo.studentsAt(tx, id)) > 0) throw new AppError('CONFLICT', t('staffFacts.schools.inUse'));
    await deps.areas.places.deleteSchool(tx, id);
    const { id: _id, slug: _slug, ...old } = before;
    await recordAudit(tx, {
      actorId: viewer.userId,
      action: 'schools.remove',
      detail: { place: before.name, before: old },
    });
  });
  return { id };
}
