import { and, asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Conn, Tx } from '@server/db/client.js';
import { locations, placeColumns, users } from '@server/db/schema/index.js';

/*
 * Trucking schools and One Stop offices as the staff console lists and edits them (decision 041), handed to
 * it by the composition root. A place with a slug comes from content and is only read here.
 */

type SchoolValues = Omit<typeof locations.$inferInsert, 'id' | 'slug' | 'type' | 'boardId'>;
type OfficeValues = Omit<SchoolValues, 'providerId'>;

const place = { ...placeColumns, slug: locations.slug };
const schoolColumns = { ...place, providerId: locations.providerId };
const { id, slug, ...officeRest } = place;
const officeColumns = { id, slug, boardId: locations.boardId, ...officeRest };

/** Every trucking school with how many students are assigned to it. */
export async function listSchools(db: Conn) {
  return db
    .select({
      ...schoolColumns,
      students: sql<number>`(select count(*) from ${users} u where u.school_id = "locations"."id")`.mapWith(
        Number,
      ),
    })
    .from(locations)
    .where(eq(locations.type, 'truckingSchool'))
    .orderBy(asc(locations.name));
}

/** The schools a student can be assigned to, by name. */
export async function listSchoolChoices(db: Conn) {
  return db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(eq(locations.type, 'truckingSchool'))
    .orderBy(asc(locations.name));
}

export async function findSchoolForUpdate(tx: Tx, id: string) {
  const [row] = await tx
    .select(schoolColumns)
    .from(locations)
    .where(and(eq(locations.id, id), eq(locations.type, 'truckingSchool')))
    .for('update');
  return row ?? null;
}

/** Another trucking school of this name (case-insensitive), other than `except`. */
export async function schoolNameTaken(db: Conn, name: string, except: string | null): Promise<boolean> {
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.type, 'truckingSchool'), sql`lower(${locations.name}) = lower(${name})`));
  return rows.some((r) => r.id !== except);
}

export async function insertSchool(tx: Tx, values: SchoolValues) {
  const [row] = await tx
    .insert(locations)
    .values({ ...values, type: 'truckingSchool' })
    .returning({ id: locations.id });
  return row!.id;
}

export async function updateSchool(tx: Tx, id: string, values: SchoolValues): Promise<void> {
  await tx
    .update(locations)
    .set(values)
    .where(and(eq(locations.id, id), isNull(locations.slug)));
}

export async function deleteSchool(tx: Tx, id: string): Promise<void> {
  await tx.delete(locations).where(and(eq(locations.id, id), isNull(locations.slug)));
}

/** Every One Stop office: made in the console (with their board's id) and from content (with a slug). */
export async function listOffices(db: Conn) {
  return db
    .select(officeColumns)
    .from(locations)
    .where(
      and(eq(locations.type, 'workforceBoard'), or(isNotNull(locations.boardId), isNotNull(locations.slug))),
    )
    .orderBy(asc(locations.name));
}

/** The slugs of offices from content: a new board's slug must not clash with them. */
export async function officeSlugs(db: Conn): Promise<string[]> {
  const offices = await db
    .select({ slug: locations.slug })
    .from(locations)
    .where(and(eq(locations.type, 'workforceBoard'), isNotNull(locations.slug)));
  return offices.map((o) => o.slug!);
}

/** A One Stop office by id, whichever board it belongs to. */
export async function findOfficeForUpdate(tx: Tx, id: string) {
  const [row] = await tx
    .select(officeColumns)
    .from(locations)
    .where(and(eq(locations.id, id), eq(locations.type, 'workforceBoard')))
    .for('update');
  return row ?? null;
}

/** Another office of this board with this name (case-insensitive), other than `except`. */
export async function officeNameTaken(
  db: Conn,
  boardId: string,
  name: string,
  except: string | null,
): Promise<boolean> {
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(
        eq(locations.type, 'workforceBoard'),
        eq(locations.boardId, boardId),
        sql`lower(${locations.name}) = lower(${name})`,
      ),
    );
  return rows.some((r) => r.id !== except);
}

export async function insertOffice(tx: Tx, boardId: string, values: OfficeValues): Promise<string> {
  const [row] = await tx
    .insert(locations)
    .values({ ...values, type: 'workforceBoard', boardId })
    .returning({ id: locations.id });
  return row!.id;
}

export async function updateOffice(tx: Tx, id: string, boardId: string, values: OfficeValues): Promise<void> {
  await tx
    .update(locations)
    .set(values)
    .where(and(eq(locations.id, id), eq(locations.boardId, boardId)));
}

export async function deleteOffice(tx: Tx, id: string, boardId: string): Promise<void> {
  await tx.delete(locations).where(and(eq(locations.id, id), eq(locations.boardId, boardId)));
}

/** The offices made in the console for a board (before the board itself goes). */
export async function deleteOfficesOf(tx: Tx, boardId: string): Promise<void> {
  await tx.delete(locations).where(and(eq(locations.boardId, boardId), eq(locations.type, 'workforceBoard')));
}
