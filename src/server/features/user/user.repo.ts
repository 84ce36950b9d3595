import { and, eq, sql } from 'drizzle-orm';
import { Column } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Locale } from '@shared/locale.js';
import type { Db } from '@server/db/client.js';
import { liveSession, sessionNeedsTouch } from '@server/plugins/session.js';
import {
  documents,
  locations,
  placeColumns,
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
    school: placeColumns,
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

/** The same statement with the values packed as one JSON array of texts (see sessionRowReader). */
function packedSessionStatement(db: Db, columns: Column[]): string {
  const texts = sql.join(
    columns.map((column) => sql`${column}::text`),
    sql`, `,
  );
  return db
    .select({ values: sql`json_build_array(${texts})`, stale: sessionNeedsTouch() })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(documents, eq(documents.userId, users.id))
    .leftJoin(serviceAreas, eq(serviceAreas.id, users.serviceAreaId))
    .leftJoin(wb, eq(wb.id, users.wbId))
    .leftJoin(waitlist, eq(waitlist.id, users.waitlistWbId))
    .leftJoin(locations, eq(locations.id, users.schoolId))
    .where(and(eq(sessions.id, sql.placeholder('id')), liveSession()))
    .toSQL().sql;
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
const asText = (value: string) => value;
const parserOf = (oid: number): ((text: string) => unknown) =>
  RAW_TYPES.has(oid) ? asText : pg.types.getTypeParser(oid, 'text');

/** drizzle's own conversion when a column has one (dates, JSON), none for a column that keeps the driver's value. */
const identity = Column.prototype.mapFromDriverValue;

interface PackedField {
  name: string;
  parse: (text: string) => unknown;
  column: Column;
  converts: boolean;
}

/**
 * On a PostgreSQL pool the statement is run by pg itself (prepared by name) with the row packed as one JSON
 * array of each value's text (`json_build_array(column::text, …)`): pg then describes one column on every
 * execution instead of about sixty (that description and pg's parser set-up for it cost more than the
 * values). Each text is parsed as pg parses its column (the types are learnt once from the plain
 * statement's description) and converted by its drizzle column, so the row is the one drizzle would map. A
 * joined group whose values are all null (no such row) is null, as drizzle makes it. On PGlite it is
 * drizzle's prepared query.
 */
function sessionRowReader(db: Db): SessionRowReader {
  const client = (db as Db & { $client?: unknown }).$client;
  const builder = sessionRowBuilder(db);
  if (!(client instanceof pg.Pool)) {
    const query = builder.prepare('session_row');
    return async (id) => (await query.execute({ id }))[0];
  }
  const pool = client;
  const { sql: plain, params } = builder.toSQL();
  if (params.length !== 1) throw new Error('the session statement takes the session id only');
  const { stale: _stale, ...groups } = sessionRowSelection();
  const columns = Object.values(groups).flatMap((group) => Object.values(group as Record<string, Column>));
  const packed = packedSessionStatement(db, columns);

  let shape: Promise<[group: string, fields: PackedField[]][]> | undefined;
  async function learnShape() {
    // The plain statement with no session: PostgreSQL describes its columns and returns no row.
    const { fields: described } = await pool.query({ text: plain, values: [''], rowMode: 'array' });
    let i = 0;
    return Object.entries(groups).map(([group, own]): [string, PackedField[]] => [
      group,
      Object.entries(own as Record<string, Column>).map(([name, column]) => ({
        name,
        parse: parserOf(described[i++]!.dataTypeID),
        column,
        converts: column.mapFromDriverValue !== identity,
      })),
    ]);
  }

  return async (id) => {
    const fields = await (shape ??= learnShape().catch((err: unknown) => {
      shape = undefined;
      throw err;
    }));
    const { rows } = await pool.query<[(string | null)[], boolean]>({
      name: 'session_row_packed',
      text: packed,
      values: [id],
      rowMode: 'array',
    });
    const found = rows[0];
    if (!found) return undefined;
    const [texts, isStale] = found;
    const row: Record<string, unknown> = {};
    let i = 0;
    for (const [group, own] of fields) {
      const values: Record<string, unknown> = {};
      let empty = true;
      for (const { name, parse, column, converts } of own) {
        const text = texts[i++];
        if (text === null || text === undefined) values[name] = null;
        else {
          const value = parse(text);
          values[name] = converts ? column.mapFromDriverValue(value) : value;
          empty = false;
        }
      }
      row[group] = empty && group !== 'user' ? null : values;
    }
    row.stale = isStale;
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

/** Keeps a person's language; answers the stored one. */
export async function updateLocale(db: Db, userId: string, locale: Locale): Promise<Locale> {
  const [row] = await db
    .update(users)
    .set({ locale, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ locale: users.locale });
  return row?.locale ?? locale;
}
