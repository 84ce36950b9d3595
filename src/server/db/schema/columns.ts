import { doublePrecision, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Column builders every table shares. Each call makes a new builder: drizzle binds a builder to one table.

/** Every time the portal stores is a `timestamp with time zone`. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A random uuid primary key, `id`. */
export const id = () => uuid('id').primaryKey().defaultRandom();

/** When the row was written: `created_at`, set by the database. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** When the row was last changed: `updated_at`, set by the database on insert and by the writer after. */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** `created_at` and `updated_at`, in that order. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** A street address and where it is on the map, all required. */
export const placeAddress = () => ({
  address: text('address').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zip: text('zip').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});
