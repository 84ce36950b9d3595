import { describe, expect, it } from 'vitest';
import {
  boundingBox,
  coordinateError,
  distanceMiles,
  formatMiles,
  mapBounds,
  METERS_PER_MILE,
  staticMapPositions,
} from '@shared/domain/locations';

const chicago = { latitude: 41.8781, longitude: -87.6298 };
const milwaukee = { latitude: 43.0389, longitude: -87.9065 };

describe('locations rules (spec 001 §5, §9)', () => {
  it('validates coordinates and names the field', () => {
    expect(coordinateError(chicago, 'pickup')).toBeNull();
    expect(coordinateError({ latitude: 90, longitude: -180 }, 'x')).toBeNull();
    expect(coordinateError({ latitude: 90.0001, longitude: 0 }, 'pickup')).toMatch(
      /^Invalid latitude for pickup/,
    );
    expect(coordinateError({ latitude: -91, longitude: 0 }, 'pickup')).toMatch(
      /^Invalid latitude for pickup/,
    );
    expect(coordinateError({ latitude: 0, longitude: 180.5 }, 'dropoff')).toMatch(
      /^Invalid longitude for dropoff/,
    );
    expect(coordinateError({ latitude: Number.NaN, longitude: 0 }, 'p')).toBe(
      'Invalid number for p.latitude.',
    );
    expect(coordinateError({ latitude: 0, longitude: Infinity }, 'p')).toBe(
      'Invalid number for p.longitude.',
    );
    expect(coordinateError({ latitude: '41', longitude: 0 }, 'p')).toBe('Invalid number for p.latitude.');
  });

  it('measures miles with 1609.344 metres a mile', () => {
    expect(METERS_PER_MILE).toBe(1609.344);
    const d = distanceMiles(chicago, milwaukee);
    expect(d).toBeGreaterThan(80);
    expect(d).toBeLessThan(82);
    expect(distanceMiles(chicago, chicago)).toBe(0);
  });

  it('draws a bounding box that holds every point within the radius', () => {
    const box = boundingBox(chicago, 60);
    for (const bearing of [0, 45, 90, 135, 180, 225, 270, 315]) {
      const rad = (bearing * Math.PI) / 180;
      // A point ~59.9 miles away in this direction.
      const p = {
        latitude: chicago.latitude + (59.9 / 69.05) * Math.cos(rad),
        longitude:
          chicago.longitude + ((59.9 / 69.05) * Math.sin(rad)) / Math.cos((chicago.latitude * Math.PI) / 180),
      };
      expect(distanceMiles(chicago, p)).toBeLessThan(60.5);
      expect(p.latitude).toBeGreaterThanOrEqual(box.minLat);
      expect(p.latitude).toBeLessThanOrEqual(box.maxLat);
      expect(p.longitude).toBeGreaterThanOrEqual(box.minLng);
      expect(p.longitude).toBeLessThanOrEqual(box.maxLng);
    }
  });

  it('formats miles and fits points on the 500×281 static map', () => {
    expect(formatMiles(3.26)).toBe('3.3');
    expect(formatMiles(12.6)).toBe('13');
    const [c, m] = staticMapPositions(chicago, [chicago, milwaukee]);
    expect(c).toEqual({ x: 250, y: 140.5 });
    expect(m!.y).toBeLessThan(c!.y);
    expect(m!.y).toBeGreaterThanOrEqual(0);
  });

  it('fits the interactive map to you and every place', () => {
    const south = { latitude: 41.5, longitude: -87.2 };
    expect(mapBounds(chicago, [milwaukee, south])).toEqual([
      [41.5, -87.9065],
      [43.0389, -87.2],
    ]);
    expect(mapBounds(chicago, [])).toEqual([
      [chicago.latitude, chicago.longitude],
      [chicago.latitude, chicago.longitude],
    ]);
  });
});
