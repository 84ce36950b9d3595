import { area } from './endpoint.js';
import type { locationsSchemas } from './locations.js';

const locations = area<typeof locationsSchemas>('locations', [400, 401, 403, 404]);

export const listLocations = locations.get('listLocations', '/locations');

export const getLocation = locations.get('getLocation', '/location/:id');

/** Several places by their ids (comma-separated). */
export const listLocationsById = locations.get('listLocationsById', '/locations/byUUID');

/** The places of one type nearest the student, with their preferred one. */
export const listNearbyLocations = locations.post('listNearbyLocations', '/locations/byType');

export const setPreferredLocation = locations.put('setPreferredLocation', '/locations/preferred');

export const geocodeAddress = locations.post('geocodeAddress', '/google/geocode');

export const reverseGeocode = locations.post('reverseGeocode', '/google/reverse-geocode');

/** Asks the team to change the student's home address. */
export const requestAddressChange = locations.post('requestAddressChange', '/locations/addressChange');
