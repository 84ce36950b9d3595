import type { Env } from '@server/env.js';
import type { WeatherPort } from '@server/ports/weather.js';
import { localWeather } from './local.js';
import { nwsWeather } from './nws.js';

/** The National Weather Service when a contact for its User-Agent is set; otherwise climate normals. */
export function weatherFromEnv(env: Env): WeatherPort {
  if (!env.WEATHER_USER_AGENT) return localWeather();
  return nwsWeather({
    userAgent: env.WEATHER_USER_AGENT,
    ...(env.WEATHER_API_URL ? { baseUrl: env.WEATHER_API_URL } : {}),
  });
}
