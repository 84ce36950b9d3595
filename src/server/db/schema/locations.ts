import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { workforceBoards } from './account.js';
import { id, createdAt, placeAddress } from './columns.js';
import { student } from './user-columns.js';

/** Schools, DMV offices, DOT clinics and work-board offices students go to (spec 000 §3 "Location"). */
export const locations = pgTable(
  'locations',
  {
    id: id(),
    /** Stable name of a location that comes from content/locations (null for ones made by hand). */
    slug: text('slug').unique(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    ...placeAddress(),
    hours: text('hours'),
    phone: text('phone'),
    /** The school's Training Provider Registry entry (`providerId` in content/school/tpr.json); decision 041. */
    providerId: text('provider_id'),
    /** The workforce board a One Stop office made in the console belongs to (decision 041). */
    boardId: uuid('board_id').references(() => workforceBoards.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('locations_type_idx').on(table.type),
    index('locations_board_idx').on(table.boardId),
    // The nearby query's bounding-box prefilter.
    index('locations_type_lat_lng_idx').on(table.type, table.latitude, table.longitude),
  ],
);

/** What every screen shows of a place: its name, where it is, its hours and phone. */
export const placeColumns = {
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
};

/** The location a student marked with a thumbs-up, one per type (spec 000 §2 "Map of locations"). */
export const preferredLocations = pgTable(
  'preferred_locations',
  {
    userId: student(),
    type: text('type').notNull(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.type] })],
);
