import { describe, expect, it } from 'vitest';
import { useFakeService } from './fake-service.js';
import { usePortal } from './harness.js';

/** A fake geocoding service of the Google Geocoding API's documented JSON shape. */
const seen: URLSearchParams[] = [];
const service = useFakeService((req, _body, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  seen.push(url.searchParams);
  res.setHeader('content-type', 'application/json');
  if (url.pathname !== '/maps/api/geocode/json' || url.searchParams.get('key') !== 'test-key') {
    res.statusCode = 403;
    return res.end(JSON.stringify({ status: 'REQUEST_DENIED', results: [] }));
  }
  const known = url.searchParams.get('address')?.includes('Pulaski') || url.searchParams.has('latlng');
  res.end(
    JSON.stringify(
      known
        ? {
            status: 'OK',
            results: [
              {
                geometry: { location: { lat: 41.8151, lng: -87.7237 } },
                address_components: [
                  { long_name: 'Chicago', short_name: 'Chicago', types: ['locality', 'political'] },
                  { long_name: 'Illinois', short_name: 'IL', types: ['administrative_area_level_1'] },
                  { long_name: '60632', short_name: '60632', types: ['postal_code'] },
                ],
              },
            ],
          }
        : { status: 'ZERO_RESULTS', results: [] },
    ),
  );
});
const portal = usePortal(() => ({ GEOCODER_URL: `${service.url}/maps/api/`, GEOCODER_KEY: 'test-key' }));

describe('the HTTP geocoder adapter', () => {
  it('geocodes and reverse-geocodes through the configured service', async () => {
    const cookie = await portal.signIn('permit@example.org');
    const post = (url: string, payload: object) =>
      portal.app.inject({ method: 'POST', url, headers: { cookie }, payload });
    const found = await post('/api/google/geocode', { address: '4200 S Pulaski Rd, Chicago' });
    expect(found.json()).toEqual({
      latitude: 41.8151,
      longitude: -87.7237,
      city: 'Chicago',
      state: 'IL',
      zip: '60632',
    });
    expect(seen.at(-1)!.get('address')).toBe('4200 S Pulaski Rd, Chicago');
    const back = await post('/api/google/reverse-geocode', { latitude: 41.8151, longitude: -87.7237 });
    expect(back.json().zip).toBe('60632');
    expect(seen.at(-1)!.get('latlng')).toBe('41.8151,-87.7237');
    const none = await post('/api/google/geocode', { address: 'Nowhere Road' });
    expect(none.statusCode).toBe(404);
  });
});
