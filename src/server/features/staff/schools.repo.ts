import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Tx, Conn } from '@server/db/client.js';
import { locations, users } from '@server/db/schema/index.js';

export interface SchoolValues {
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
  hours: string | null;
  phone: string | null;
  providerId: string | null;
}

const columns = {
  id: locations.id,
  slug: locations.slug,
  name: locations.name,
  address: locations.address,
  city: locations.city,
  state: locations.state,
  zip: locations.zip,
  latitude: locations.latitude,
  longitude: locations.longitude,
  hours: locations.hours,
  phone: locations.phone,
  providerId: locations.providerId,
};

/** Every trucking school with how many students are assigned to it. */
export async function listSchools(db: Conn) {
  return db
    .select({
      ...columns,
      students: sql<number>`(select count(*) from ${users} u where u.school_id = "locations"."id")`.mapWith(
        Number,
      ),
    })
    .from(locations)
    .where(eq(locations.type, 'truckingSchool'))
    .orderBy(asc(locations.name));
}

export async function findSchoolForUpdate(tx: Tx, id: string) {
  const [row] = await tx
    .select(columns)
    .from(locations)
    .where(and(eq(locations.id, id), eq(locations.type, 'truckingSchool')))
    .for('update');
  return row ?? null;
}

/** Another trucking school of this name (case-insensitive), other than `except`. */
export async function nameTaken(db: Conn, name: string, except: string | null): Promise<boolean> {
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

export async function studentsAt(db: Conn, id: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.schoolId, id));
  return row?.n ?? 0;
}

export async function deleteSchool(tx: Tx, id: string): Promise<void> {
  await tx.delete(locations).where(and(eq(locations.id, id), isNull(locations.slug)));
}
