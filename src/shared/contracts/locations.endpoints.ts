import { endpoint } from './endpoint.js';
import type * as s from './locations.js';

const tag = 'locations';
const errors = [400, 401, 403, 404] as const;

export const listLocations = endpoint<{ response: typeof s.locationsResponse }>()({
  name: 'listLocations',
  method: 'GET',
  path: '/locations',
  idempotency: 'none',
  errors,
  tag,
});

export const getLocation = endpoint<{ params: typeof s.idParams; response: typeof s.location }>()({
  name: 'getLocation',
  method: 'GET',
  path: '/location/:id',
  idempotency: 'none',
  errors,
  tag,
});

/** Several places by their ids (comma-separated). */
export const listLocationsById = endpoint<{
  query: typeof s.byUuidQuery;
  response: typeof s.locationsResponse;
}>()({
  name: 'listLocationsById',
  method: 'GET',
  path: '/locations/byUUID',
  idempotency: 'none',
  errors,
  tag,
});

/** The places of one type nearest the student, with their preferred one. */
export const listNearbyLocations = endpoint<{
  body: typeof s.byTypeBody;
  response: typeof s.byTypeResponse;
}>()({
  name: 'listNearbyLocations',
  method: 'POST',
  path: '/locations/byType',
  idempotency: 'replay',
  errors,
  tag,
});

export const setPreferredLocation = endpoint<{
  body: typeof s.preferredBody;
  response: typeof s.preferredBody;
}>()({
  name: 'setPreferredLocation',
  method: 'PUT',
  path: '/locations/preferred',
  idempotency: 'none',
  errors,
  tag,
});

export const geocodeAddress = endpoint<{ body: typeof s.geocodeBody; response: typeof s.geocodeResponse }>()({
  name: 'geocodeAddress',
  method: 'POST',
  path: '/google/geocode',
  idempotency: 'replay',
  errors,
  tag,
});

export const reverseGeocode = endpoint<{ body: typeof s.reverseBody; response: typeof s.geocodeResponse }>()({
  name: 'reverseGeocode',
  method: 'POST',
  path: '/google/reverse-geocode',
  idempotency: 'replay',
  errors,
  tag,
});

/** Asks the team to change the student's home address. */
export const requestAddressChange = endpoint<{
  body: typeof s.addressChangeBody;
  response: typeof s.addressChangeResponse;
}>()({
  name: 'requestAddressChange',
  method: 'POST',
  path: '/locations/addressChange',
  idempotency: 'replay',
  errors,
  tag,
});
