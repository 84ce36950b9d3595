/**
 * Typical weather from climate normals, for the weather call when no forecast service is configured (or
 * the date is beyond a forecast's reach). Monthly normal daily highs and lows, °F, NOAA 1991–2020 normals
 * of one station per region (rounded); a place takes the nearest station's.
 */
export interface ClimateStation {
  name: string;
  latitude: number;
  longitude: number;
  /** January to December. */
  highs: readonly number[];
  lows: readonly number[];
}

const CLIMATE_STATIONS: readonly ClimateStation[] = [
  {
    name: 'Chicago',
    latitude: 41.98,
    longitude: -87.9,
    highs: [32, 36, 47, 59, 70, 80, 84, 82, 75, 62, 48, 36],
    lows: [18, 21, 30, 40, 50, 60, 66, 65, 56, 44, 33, 23],
  },
  {
    name: 'Atlanta',
    latitude: 33.63,
    longitude: -84.44,
    highs: [53, 58, 66, 74, 81, 87, 90, 89, 84, 74, 63, 55],
    lows: [35, 38, 45, 52, 61, 68, 72, 71, 65, 54, 43, 37],
  },
  {
    name: 'Dallas',
    latitude: 32.9,
    longitude: -97.04,
    highs: [57, 61, 69, 77, 85, 93, 97, 97, 89, 79, 67, 58],
    lows: [37, 41, 49, 56, 65, 73, 77, 77, 69, 58, 47, 39],
  },
  {
    name: 'New York',
    latitude: 40.78,
    longitude: -73.97,
    highs: [39, 42, 50, 62, 72, 80, 85, 84, 76, 65, 54, 44],
    lows: [28, 29, 36, 45, 55, 64, 70, 69, 62, 51, 42, 33],
  },
  {
    name: 'Denver',
    latitude: 39.85,
    longitude: -104.66,
    highs: [45, 46, 55, 61, 71, 83, 90, 87, 80, 66, 53, 45],
    lows: [19, 20, 27, 34, 44, 53, 60, 58, 49, 36, 25, 19],
  },
  {
    name: 'Los Angeles',
    latitude: 33.94,
    longitude: -118.41,
    highs: [66, 66, 67, 69, 71, 74, 78, 80, 80, 76, 71, 66],
    lows: [49, 50, 53, 56, 59, 62, 65, 66, 65, 61, 54, 49],
  },
  {
    name: 'Seattle',
    latitude: 47.44,
    longitude: -122.31,
    highs: [48, 51, 54, 59, 66, 71, 78, 78, 72, 61, 52, 47],
    lows: [37, 37, 39, 43, 48, 53, 57, 57, 53, 46, 40, 36],
  },
  {
    name: 'Miami',
    latitude: 25.79,
    longitude: -80.32,
    highs: [76, 78, 80, 83, 87, 89, 91, 91, 89, 86, 82, 78],
    lows: [61, 63, 66, 69, 73, 76, 77, 78, 77, 74, 68, 64],
  },
];

function distanceSquared(a: { latitude: number; longitude: number }, b: ClimateStation): number {
  const dLat = a.latitude - b.latitude;
  const dLng = (a.longitude - b.longitude) * Math.cos((a.latitude * Math.PI) / 180);
  return dLat * dLat + dLng * dLng;
}

export function nearestStation(place: { latitude: number; longitude: number }): ClimateStation {
  return CLIMATE_STATIONS.reduce((best, s) =>
    distanceSquared(place, s) < distanceSquared(place, best) ? s : best,
  );
}

/** The place's solar hour (0–24): close enough to local time for a typical-temperature curve. */
export function solarHour(at: Date, longitude: number): number {
  const hours = at.getUTCHours() + at.getUTCMinutes() / 60 + longitude / 15;
  return ((hours % 24) + 24) % 24;
}

/**
 * The typical temperature at a place and time: the month's normal low near 6 am and high near 3 pm, a
 * cosine between them (the usual shape of a day's temperature).
 */
export function typicalTemperatureF(place: { latitude: number; longitude: number }, at: Date): number {
  const station = nearestStation(place);
  const month = at.getUTCMonth();
  const high = station.highs[month]!;
  const low = station.lows[month]!;
  const hour = solarHour(at, place.longitude);
  // Warming from 6 to 15 (9 hours), cooling from 15 to 6 (15 hours).
  const warming = hour >= 6 && hour <= 15;
  const progress = warming ? (hour - 6) / 9 : (hour >= 15 ? hour - 15 : hour + 9) / 15;
  const share = warming ? (1 - Math.cos(Math.PI * progress)) / 2 : (1 + Math.cos(Math.PI * progress)) / 2;
  return Math.round(low + (high - low) * share);
}

/** What to wear, from the temperature alone: a few plain words. */
export function dressAdviceKey(temperatureF: number): 'freezing' | 'cold' | 'cool' | 'mild' | 'hot' {
  if (temperatureF <= 32) return 'freezing';
  if (temperatureF <= 50) return 'cold';
  if (temperatureF <= 65) return 'cool';
  if (temperatureF <= 85) return 'mild';
  return 'hot';
}
