/** Spec 001 §9: nearby locations within 60 miles, 1609.344 metres per mile, sorted by distance. */
export const NEARBY_MILES = 60;
export const METERS_PER_MILE = 1609.344;
const EARTH_RADIUS_MILES = 6371008.8 / METERS_PER_MILE;
/** Spec 000 §9: the map's default zoom and the static map's size. */
export const MAP_ZOOM = 9;
export const STATIC_MAP = { width: 500, height: 281 } as const;
/** Fitting the map to the places never zooms in past street level, so close places still show their area. */
export const MAP_FIT_MAX_ZOOM = 14;
/** Spec 001 §7: the locations list is cached for a week. */
export const LOCATION_CACHE_MS = 7 * 24 * 60 * 60 * 1000;

export const locationTypes = ['dmv', 'dotClinic', 'workforceBoard', 'truckingSchool'] as const;
export type LocationType = (typeof locationTypes)[number];

export interface Point {
  latitude: number;
  longitude: number;
}

/** Spec 001 §5 "Coordinates", §8: the message names the field; null when the point is valid. */
export function coordinateError(
  point: { latitude: unknown; longitude: unknown },
  field: string,
): string | null {
  const lat = point.latitude;
  const lng = point.longitude;
  if (typeof lat !== 'number' || !Number.isFinite(lat)) return `Invalid number for ${field}.latitude.`;
  if (typeof lng !== 'number' || !Number.isFinite(lng)) return `Invalid number for ${field}.longitude.`;
  if (lat < -90 || lat > 90) return `Invalid latitude for ${field}: it must be between -90 and 90.`;
  if (lng < -180 || lng > 180) return `Invalid longitude for ${field}: it must be between -180 and 180.`;
  return null;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in miles (haversine). */
export function distanceMiles(a: Point, b: Point): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A latitude/longitude box that holds every point within `miles`: the index-friendly prefilter. */
export function boundingBox(center: Point, miles: number) {
  const dLat = (miles / EARTH_RADIUS_MILES) * (180 / Math.PI);
  const cos = Math.max(Math.cos(rad(center.latitude)), 1e-6);
  const dLng = Math.min(180, dLat / cos);
  return {
    minLat: center.latitude - dLat,
    maxLat: center.latitude + dLat,
    minLng: center.longitude - dLng,
    maxLng: center.longitude + dLng,
  };
}

/** Distances are written by the one format module, in the reader's language. */
export { formatMiles } from './format.js';

/**
 * Places points on the static map (500×281) around a center: an equirectangular projection that fits
 * every point with a margin. Returns pixel positions in the same order.
 */
export function staticMapPositions(center: Point, points: Point[], size = STATIC_MAP, margin = 24) {
  const cos = Math.cos(rad(center.latitude));
  const xs = points.map((p) => (p.longitude - center.longitude) * cos);
  const ys = points.map((p) => p.latitude - center.latitude);
  const span = Math.max(1e-3, ...xs.map(Math.abs), ...ys.map(Math.abs));
  const scale = Math.min((size.width / 2 - margin) / span, (size.height / 2 - margin) / span);
  return points.map((_, i) => ({ x: size.width / 2 + xs[i]! * scale, y: size.height / 2 - ys[i]! * scale }));
}

/**
 * The box the interactive map fits: you and every place, as [[south, west], [north, east]]. With nothing
 * but you it is your point alone (the map then opens at the default zoom).
 */
export function mapBounds(origin: Point, places: readonly Point[]): [[number, number], [number, number]] {
  const all = [origin, ...places];
  const lats = all.map((p) => p.latitude);
  const lngs = all.map((p) => p.longitude);
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
}
