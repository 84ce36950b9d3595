import { z } from 'zod';
import { safeText } from './text.js';
import { placeShape } from './place.js';
import { locationTypes } from '../domain/locations.js';
import { usStateCodes } from '../domain/us-states.js';
import { t } from '../i18n.js';
import '../messages/pre-enrollment.js';

/** Spec 001 §3 "Location", with distanceInMiles when asked relative to a point. */
export const location = z.object({
  id: safeText(),
  type: safeText(),
  name: safeText(),
  ...placeShape,
  distanceInMiles: z.number().optional(),
  preferred: z.boolean().optional(),
});
export type Location = z.infer<typeof location>;
export const locationsResponse = z.array(location);

/** A coordinate in a request: a number, or the spec's message naming the field (spec 001 §5 "Coordinates"). */
function coordinate(field: string, axis: 'latitude' | 'longitude') {
  return z.number({ error: `Invalid number for ${field}.${axis}.` });
}

/** POST /api/locations/byType: nearby places of one type, from a point or from the student's address. */
export const byTypeBody = z.object({
  type: z.enum(locationTypes),
  /** The range is checked by the service; both give the spec's message naming the field. */
  latitude: coordinate('origin', 'latitude').optional(),
  longitude: coordinate('origin', 'longitude').optional(),
});
export const byTypeResponse = z.object({
  origin: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  /** The configured map tile server (MAP_TILE_URL), or null: then the map shows markers only. */
  tileUrl: safeText().nullable(),
  locations: z.array(location),
});
export type NearbyLocations = z.infer<typeof byTypeResponse>;

export const byUuidQuery = z.object({ uuids: safeText().max(2000) });
export const idParams = z.object({ id: z.uuid() });

/** POST /api/google/geocode {address}. */
export const geocodeBody = z.object({ address: safeText().trim().min(3, t('errors.invalidInput')).max(300) });
export const geocodeResponse = z.object({
  latitude: z.number(),
  longitude: z.number(),
  city: safeText(),
  state: safeText(),
  zip: safeText(),
});
export const reverseBody = z.object({
  latitude: coordinate('position', 'latitude'),
  longitude: coordinate('position', 'longitude'),
});

/** PUT /api/locations/preferred: the thumbs-up. */
export const preferredBody = z.object({ type: z.enum(locationTypes), locationId: z.uuid() });

/** POST /api/locations/addressChange: a request for a coach to update the student's address. */
export const addressChangeBody = z.object({
  address: safeText().trim().min(1, t('preEnrollment.required')).max(200),
  city: safeText().trim().min(1, t('preEnrollment.required')).max(100),
  state: z.enum(usStateCodes as [string, ...string[]]),
  zip: safeText()
    .trim()
    .regex(/^\d{5}$/, t('preEnrollment.zipInvalid')),
  note: safeText().trim().max(500).optional(),
});
export const addressChangeResponse = z.object({ message: safeText() });

/** The locations area's schema table (see endpoint.ts). */
export const locationsSchemas = {
  listLocations: { response: locationsResponse },
  getLocation: { params: idParams, response: location },
  listLocationsById: { query: byUuidQuery, response: locationsResponse },
  listNearbyLocations: { body: byTypeBody, response: byTypeResponse },
  setPreferredLocation: { body: preferredBody, response: preferredBody },
  geocodeAddress: { body: geocodeBody, response: geocodeResponse },
  reverseGeocode: { body: reverseBody, response: geocodeResponse },
  requestAddressChange: { body: addressChangeBody, response: addressChangeResponse },
};
