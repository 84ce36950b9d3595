import { z } from 'zod';
import { locationTypes } from '../domain/locations.js';
import { usStateCodes } from '../domain/us-states.js';
import { t } from '../i18n.js';

/** Spec 001 §3 "Location", with distanceInMiles when asked relative to a point. */
export const location = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  hours: z.string().nullable(),
  phone: z.string().nullable(),
  distanceInMiles: z.number().optional(),
  preferred: z.boolean().optional(),
});
export type Location = z.infer<typeof location>;

/** POST /api/locations/byType: nearby places of one type, from a point or from the student's address. */
export const byTypeBody = z.object({
  type: z.enum(locationTypes),
  /** Checked by the service, so a bad value gets the spec's message naming the field. */
  latitude: z.unknown().optional(),
  longitude: z.unknown().optional(),
});
export const byTypeResponse = z.object({
  origin: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  /** The configured map tile server (MAP_TILE_URL), or null: then the map shows markers only. */
  tileUrl: z.string().nullable(),
  locations: z.array(location),
});
export type NearbyLocations = z.infer<typeof byTypeResponse>;

export const byUuidQuery = z.object({ uuids: z.string().max(2000) });
export const idParams = z.object({ id: z.uuid() });

/** POST /api/google/geocode {address}. */
export const geocodeBody = z.object({ address: z.string().trim().min(3, t('errors.invalidInput')).max(300) });
export const geocodeResponse = z.object({
  latitude: z.number(),
  longitude: z.number(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export const reverseBody = z.object({ latitude: z.unknown(), longitude: z.unknown() });

/** PUT /api/locations/preferred: the thumbs-up. */
export const preferredBody = z.object({ type: z.enum(locationTypes), locationId: z.uuid() });

/** POST /api/locations/addressChange: a request for a coach to update the student's address. */
export const addressChangeBody = z.object({
  address: z.string().trim().min(1, t('preEnrollment.required')).max(200),
  city: z.string().trim().min(1, t('preEnrollment.required')).max(100),
  state: z.enum(usStateCodes as [string, ...string[]]),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}$/, t('preEnrollment.zipInvalid')),
  note: z.string().trim().max(500).optional(),
});
