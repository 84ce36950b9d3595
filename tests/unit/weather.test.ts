import { describe, expect, it } from 'vitest';
import { dressAdviceKey, nearestStation, solarHour, typicalTemperatureF } from '@shared/domain/weather.js';

const chicago = { latitude: 41.85, longitude: -87.65 };
/** A UTC instant whose solar hour in Chicago is `hour` on 15 of `month` (1–12), 2026. */
const chicagoAt = (month: number, hour: number) =>
  new Date(Date.UTC(2026, month - 1, 15, 0, 0) + (hour - chicago.longitude / 15) * 3_600_000);

describe('typical weather from climate normals', () => {
  it('takes the nearest station', () => {
    expect(nearestStation(chicago).name).toBe('Chicago');
    expect(nearestStation({ latitude: 30.27, longitude: -97.74 }).name).toBe('Dallas');
    expect(nearestStation({ latitude: 45.52, longitude: -122.68 }).name).toBe('Seattle');
  });

  it('reads the solar hour from the longitude', () => {
    expect(solarHour(chicagoAt(1, 15), chicago.longitude)).toBeCloseTo(15, 1);
    expect(solarHour(new Date(Date.UTC(2026, 0, 1, 2)), -87.65)).toBeCloseTo(20.16, 1);
  });

  it('is the normal low near 6 am and the normal high near 3 pm, in between otherwise', () => {
    expect(typicalTemperatureF(chicago, chicagoAt(11, 6))).toBe(33);
    expect(typicalTemperatureF(chicago, chicagoAt(11, 15))).toBe(48);
    const noon = typicalTemperatureF(chicago, chicagoAt(11, 12));
    const evening = typicalTemperatureF(chicago, chicagoAt(11, 21));
    expect(noon).toBeGreaterThan(33);
    expect(noon).toBeLessThan(48);
    expect(evening).toBeGreaterThan(33);
    expect(evening).toBeLessThan(48);
    expect(typicalTemperatureF(chicago, chicagoAt(7, 15))).toBe(84);
  });

  it('gives plain advice by temperature', () => {
    expect(dressAdviceKey(20)).toBe('freezing');
    expect(dressAdviceKey(32)).toBe('freezing');
    expect(dressAdviceKey(45)).toBe('cold');
    expect(dressAdviceKey(60)).toBe('cool');
    expect(dressAdviceKey(75)).toBe('mild');
    expect(dressAdviceKey(95)).toBe('hot');
  });
});
