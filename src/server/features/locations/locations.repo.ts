import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import { boundingBox, NEARBY_MILES, type Point } from '@shared/domain/locations.js';
import type { Conn } from '@server/db/client.js';
import { locations, placeColumns, preferredLocations, users } from '@server/db/schema/index.js';

export async function listAll(db: Conn) {
  return db.select().from(locations).orderBy(asc(locations.type), asc(locations.name));
}

export async function findById(db: Conn, id: string) {
  const [row] = await db.select().from(locations).where(eq(locations.id, id));
  return row ?? null;
}

export async function findByIds(db: Conn, ids: string[]) {
  if (!ids.length) return [];
  return db.select().from(locations).where(inArray(locations.id, ids));
}

/**
 * Places of one type within 60 miles, nearest first, in one query: the bounding box uses the
 * (type, latitude, longitude) index, then the haversine distance (miles) filters and orders the few left.
 */
export async function nearby(db: Conn, type: string, origin: Point, limit = 50) {
  const box = boundingBox(origin, NEARBY_MILES);
  const miles = sql<number>`(3958.7613 * 2 * asin(least(1, sqrt(
      power(sin(radians(${locations.latitude} - ${origin.latitude}) / 2), 2)
      + cos(radians(${origin.latitude})) * cos(radians(${locations.latitude}))
      * power(sin(radians(${locations.longitude} - ${origin.longitude}) / 2), 2)))))`;
  const inner = db
    .select({
      ...placeColumns,
      type: locations.type,
      slug: locations.slug,
      distanceInMiles: miles.as('distance_in_miles'),
    })
    .from(locations)
    .where(
      and(
        eq(locations.type, type),
        between(locations.latitude, box.minLat, box.maxLat),
        between(locations.longitude, box.minLng, box.maxLng),
      ),
    )
    .as('candidates');
  return db
    .select()
    .from(inner)
    .where(sql`${inner.distanceInMiles} <= ${NEARBY_MILES}`)
    .orderBy(asc(inner.distanceInMiles))
    .limit(limit);
}

export async function homeOf(db: Conn, userId: string) {
  const [row] = await db
    .select({
      latitude: users.latitude,
      longitude: users.longitude,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      address: users.address,
      city: users.city,
      state: users.state,
      zipcode: users.zipcode,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function preferredOf(db: Conn, userId: string, type: string) {
  const [row] = await db
    .select({ locationId: preferredLocations.locationId })
    .from(preferredLocations)
    .where(and(eq(preferredLocations.userId, userId), eq(preferredLocations.type, type)));
  return row?.locationId ?? null;
}

export async function setPreferred(db: Conn, userId: string, type: string, locationId: string) {
  await db
    .insert(preferredLocations)
    .values({ userId, type, locationId })
    .onConflictDoUpdate({
      target: [preferredLocations.userId, preferredLocations.type],
      set: { locationId, createdAt: new Date() },
    });
}
