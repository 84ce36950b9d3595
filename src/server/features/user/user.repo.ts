import { and, eq, sql } from 'drizzle-orm';
import type { Column } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Locale } from '@shared/locale.js';
import type { Db } from '@server/db/client.js';
import { liveSession, sessionNeedsTouch } from '@server/plugins/session.js';
import {
  documents,
  locations,
  serviceAreas,
  sessions,
  users,
  workforceBoards,
} from '@server/db/schema/index.js';

const wb = alias(workforceBoards, 'wb');
const waitlist = alias(workforceBoards, 'waitlist_wb');

/** The columns the session call shows, in the order the statement selects them. */
function sessionRowSelection() {
  return {
    user: {
      id: users.id,
      role: users.role,
      email: users.email,
      phone: users.phone,
      firstName: users.firstName,
      lastName: users.lastName,
      status: users.status,
      slackId: users.slackId,
      uberAccessEnabled: users.uberAccessEnabled,
      address: users.address,
      city: users.city,
      state: users.state,
      zipcode: users.zipcode,
      latitude: users.latitude,
      longitude: users.longitude,
      wfbFundingStatus: users.wfbFundingStatus,
      careerCoachId: users.careerCoachId,
      onePageResumeCreationDate: users.onePageResumeCreationDate,
      profilePhotoUploadDate: users.profilePhotoUploadDate,
      inSchoolStartDate: users.inSchoolStartDate,
      emailRating: users.emailRating,
      profilePhotoPath: users.profilePhotoPath,
      hasOptedOutOfEmail: users.hasOptedOutOfEmail,
      hasOptedOutOfSms: users.hasOptedOutOfSms,
      locale: users.locale,
      stipendSp: users.stipendSp,
      wfp: users.wfp,
    },
    documents: {
      birthCertificateStatus: documents.birthCertificateStatus,
      socialSecurityCardStatus: documents.socialSecurityCardStatus,
      proofOfResidenceStatus: documents.proofOfResidenceStatus,
      driversLicenseStatus: documents.driversLicenseStatus,
      dotPhysicalStatus: documents.dotPhysicalStatus,
      clpStatus: documents.clpStatus,
      cdlaStatus: documents.cdlaStatus,
      endorsementDoublesTriplesStatus: documents.endorsementDoublesTriplesStatus,
      endorsementHazmatStatus: documents.endorsementHazmatStatus,
      endorsementTankersStatus: documents.endorsementTankersStatus,
      endorsementTwicStatus: documents.endorsementTwicStatus,
      fwAgreementStatus: documents.fwAgreementStatus,
      irsFormStatus: documents.irsFormStatus,
      idDocsStatus: documents.idDocsStatus,
      wbReverseReferralOptIn: documents.wbReverseReferralOptIn,
    },
    serviceArea: { id: serviceAreas.id, name: serviceAreas.name },
    wb: { name: wb.name, slug: wb.slug },
    waitlist: { name: waitlist.name, slug: waitlist.slug },
    school: {
      id: locations.id,
      name: locations.name,
      address: locations.address,
      city: locations.city,
      state: locations.state,
      zip: locations.zip,
      latitude: locations.latitude,
      longitude: locations.longitude,
      hours: locations.hours,
      phone: locations.phone,
    },
    stale: sessionNeedsTouch(),
  };
}

/** The session statement as drizzle builds it (also what the API test compares the direct read with). */
export function sessionRowBuilder(db: Db) {
  return db
    .select(sessionRowSelection())
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(documents, eq(documents.userId, users.id))
    .leftJoin(serviceAreas, eq(serviceAreas.id, users.serviceAreaId))
    .leftJoin(wb, eq(wb.id, users.wbId))
    .leftJoin(waitlist, eq(waitlist.id, users.waitlistWbId))
    .leftJoin(locations, eq(locations.id, users.schoolId))
    .where(and(eq(sessions.id, sql.placeholder('id')), liveSession()));
}

type SessionRow = Awaited<
  ReturnType<ReturnType<ReturnType<typeof sessionRowBuilder>['prepare']>['execute']>
>[number];
type SessionRowReader = (sessionId: string) => Promise<SessionRow | undefined>;
const readers = new WeakMap<Db, SessionRowReader>();

/** Dates and times stay text from the driver, as drizzle keeps them, and are turned into values by their column. */
const RAW_TYPES = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
]);
const keepTimesRaw = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    RAW_TYPES.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format),
};

/**
 * On a PostgreSQL pool the statement is run by pg itself (prepared by name, rows as arrays) and each
 * value goes through its own column's conversion, so the row is the one drizzle would map, without its
 * generic mapping on every call. A joined group whose values are all null (no such row) is null, as
 * drizzle makes it. On PGlite it is drizzle's prepared query.
 */
function sessionRowReader(db: Db): SessionRowReader {
  const client = (db as Db & { $client?: unknown }).$client;
  const builder = sessionRowBuilder(db);
  if (!(client instanceof pg.Pool)) {
    const query = builder.prepare('session_row');
    return async (id) => (await query.execute({ id }))[0];
  }
  const { sql: text, params } = builder.toSQL();
  if (params.length !== 1) throw new Error('the session statement takes the session id only');
  const { stale: _stale, ...groups } = sessionRowSelection();
  const fields = Object.entries(groups).flatMap(([group, columns]) =>
    Object.entries(columns as Record<string, Column>).map(([name, column]) => ({ group, name, column })),
  );
  const pool = client;
  return async (id) => {
    const { rows } = await pool.query<unknown[]>({
      name: 'session_row',
      text,
      values: [id],
      rowMode: 'array',
      types: keepTimesRaw,
    });
    const raw = rows[0];
    if (!raw) return undefined;
    const row: Record<string, Record<string, unknown> | null | unknown> = {};
    const empty: Record<string, boolean> = {};
    fields.forEach(({ group, name, column }, i) => {
      const value = raw[i] === null ? null : column.mapFromDriverValue(raw[i]);
      const target = (row[group] ??= {}) as Record<string, unknown>;
      target[name] = value;
      empty[group] = (empty[group] ?? true) && value === null;
    });
    for (const group of Object.keys(groups)) if (group !== 'user' && empty[group]) row[group] = null;
    row.stale = raw[fields.length];
    return row as SessionRow;
  };
}

/**
 * Everything the session call returns for a valid session, in one prepared query: the most frequent call
 * of the portal checks the session and reads the person in a single round trip, and reads only the
 * columns the answer shows (every column costs the database, the driver and the row mapping each time).
 */
export async function findSessionRow(db: Db, sessionId: string) {
  let read = readers.get(db);
  if (!read) readers.set(db, (read = sessionRowReader(db)));
  return (await read(sessionId)) ?? null;
}

export async function touchLastSeen(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ lastSeenAt: new Date() }).where(eq(users.id, userId));
}

/** Keeps a person's language; answers the stored one. */
export async function updateLocale(db: Db, userId: string, locale: Locale): Promise<Locale> {
  const [row] = await db
    .update(users)
    .set({ locale, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ locale: users.locale });
  return row?.locale ?? locale;
}
