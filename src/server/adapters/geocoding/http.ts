import type { GeocodeResult, GeocodingPort } from '@server/ports/geocoding.js';

interface Component {
  long_name: string;
  short_name: string;
  types: string[];
}
interface Answer {
  status: string;
  results: { geometry: { location: { lat: number; lng: number } }; address_components: Component[] }[];
}

/**
 * A geocoding service that speaks the Google Geocoding API's JSON shape (`/geocode/json?address=` and
 * `?latlng=`). Any failure or empty answer is "not found", so the screens fall back to asking the student.
 */
export function httpGeocoding(config: {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
}): GeocodingPort {
  async function ask(params: Record<string, string>): Promise<GeocodeResult | null> {
    const url = new URL('geocode/json', config.baseUrl.endsWith('/') ? config.baseUrl : `${config.baseUrl}/`);
    for (const [k, v] of Object.entries({ ...params, key: config.apiKey })) url.searchParams.set(k, v);
    const res = await fetch(url, { signal: AbortSignal.timeout(config.timeoutMs ?? 5000) }).catch(() => null);
    if (!res?.ok) return null;
    const body = (await res.json().catch(() => null)) as Answer | null;
    const first = body?.status === 'OK' ? body.results[0] : undefined;
    if (!first) return null;
    const part = (type: string, short = false) => {
      const c = first.address_components.find((x) => x.types.includes(type));
      return c ? (short ? c.short_name : c.long_name) : '';
    };
    return {
      latitude: first.geometry.location.lat,
      longitude: first.geometry.location.lng,
      city: part('locality'),
      state: part('administrative_area_level_1', true),
      zip: part('postal_code'),
    };
  }
  return {
    geocode: (address) => ask({ address }),
    reverse: ({ latitude, longitude }) => ask({ latlng: `${latitude},${longitude}` }),
  };
}
