import type { Env } from '@server/env.js';
import type { GeocodingPort } from '@server/ports/geocoding.js';
import { httpGeocoding } from './http.js';
import { localGeocoding } from './local.js';

/** The configured geocoder when its address and key are set; otherwise the ZIP-code table. */
export function geocodingFromEnv(env: Env): GeocodingPort {
  if (!env.GEOCODER_URL || !env.GEOCODER_KEY) return localGeocoding();
  return httpGeocoding({ baseUrl: env.GEOCODER_URL, apiKey: env.GEOCODER_KEY });
}
