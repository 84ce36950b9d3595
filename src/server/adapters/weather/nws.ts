import type { WeatherPort } from '@server/ports/weather.js';
import { callVendor, joinUrl, jsonOf, VendorError } from '../vendor-http.js';
import { localWeather } from './local.js';

export interface NwsConfig {
  /** The National Weather Service API, https://api.weather.gov by default. */
  baseUrl?: string;
  /** The service asks every caller to name itself with a contact address. */
  userAgent: string;
}

interface Points {
  properties?: { forecastHourly?: string };
}
interface Hourly {
  properties?: {
    periods?: {
      startTime: string;
      endTime: string;
      temperature: number;
      temperatureUnit: string;
      shortForecast: string;
      probabilityOfPrecipitation?: { value: number | null };
    }[];
  };
}

/**
 * Hourly forecasts of the National Weather Service (US only, about a week ahead): `points/{lat},{lon}`
 * names the grid's hourly forecast, whose period covering the time is the answer. Beyond the forecast's
 * reach, or when the service does not answer, the answer is typical weather, as offline.
 */
export function nwsWeather(config: NwsConfig): WeatherPort {
  const base = config.baseUrl ?? 'https://api.weather.gov';
  const typical = localWeather();
  const headers = { 'user-agent': config.userAgent, accept: 'application/geo+json' };

  async function get<T>(operation: string, url: URL): Promise<T> {
    const res = await callVendor('NWS', operation, url, { headers, timeoutMs: 5000 });
    if (!res.ok) throw new VendorError('NWS', operation, res.status);
    return jsonOf<T>('NWS', operation, res);
  }

  async function forecast(input: { latitude: number; longitude: number; at: Date }) {
    const point = `${input.latitude.toFixed(4)},${input.longitude.toFixed(4)}`;
    const points = await get<Points>('points', joinUrl(base, `/points/${point}`));
    const hourlyUrl = points.properties?.forecastHourly;
    if (!hourlyUrl) return typical.at(input);
    const hourly = await get<Hourly>('hourly forecast', new URL(hourlyUrl));
    const t = input.at.getTime();
    const period = hourly.properties?.periods?.find(
      (p) => Date.parse(p.startTime) <= t && t < Date.parse(p.endTime),
    );
    if (!period) return typical.at(input);
    const f =
      period.temperatureUnit === 'C' ? Math.round((period.temperature * 9) / 5 + 32) : period.temperature;
    return {
      kind: 'forecast',
      temperatureF: f,
      conditions: period.shortForecast,
      precipitationChance: period.probabilityOfPrecipitation?.value ?? null,
      source: 'National Weather Service',
    } as const;
  }

  return {
    async at(input) {
      try {
        return await forecast(input);
      } catch (err) {
        // A student checking the weather before a ride is better served by what is typical than by an error.
        if (err instanceof VendorError) return typical.at(input);
        throw err;
      }
    },
  };
}
