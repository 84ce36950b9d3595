import { doublePrecision, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/** Schools, DMV offices, DOT clinics and work-board offices students go to (spec 000 §3 "Location"). */
export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    hours: text('hours'),
    phone: text('phone'),
  },
  (table) => [index('locations_type_idx').on(table.type)],
);
