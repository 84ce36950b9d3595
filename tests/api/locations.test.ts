import { describe, expect, it } from 'vitest';
import { tickets } from '@server/db/schema/index.js';
import { distanceMiles } from '@shared/domain/locations.js';
import { startTestPortal, usePortal, ROOMY_LIMITS, useSignIns } from './harness.js';

const portal = usePortal(ROOMY_LIMITS);
const cookies = useSignIns(portal, ['permit', 'school']);

const post = (url: string, cookie: string | null, payload: object) =>
  portal.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload });

describe('POST /api/locations/byType', () => {
  it('lists DMV offices within 60 miles of home, nearest first, never beyond', async () => {
    const res = await post('/api/locations/byType', cookies.permit, { type: 'dmv' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      origin: { latitude: number; longitude: number };
      locations: { name: string; distanceInMiles: number; latitude: number; longitude: number }[];
    };
    const miles = body.locations.map((l) => l.distanceInMiles);
    expect(miles.length).toBeGreaterThan(2);
    expect([...miles].sort((a, b) => a - b)).toEqual(miles);
    expect(Math.max(...miles)).toBeLessThanOrEqual(60);
    // Rockford (~75 mi) and Milwaukee (~85 mi) are in the content but too far.
    expect(body.locations.map((l) => l.name).join()).not.toMatch(/Rockford|Milwaukee/);
    for (const l of body.locations) {
      expect(Math.abs(distanceMiles(body.origin, l) - l.distanceInMiles)).toBeLessThan(0.1);
    }
  });

  it('measures from a given point, and names the field in coordinate errors', async () => {
    const far = await post('/api/locations/byType', cookies.permit, {
      type: 'dmv',
      latitude: 43.05,
      longitude: -87.95,
    });
    expect(far.json().locations[0].name).toMatch(/Milwaukee/);
    const lat = await post('/api/locations/byType', cookies.permit, {
      type: 'dmv',
      latitude: 91,
      longitude: 0,
    });
    expect(lat.statusCode).toBe(400);
    expect(lat.json().message).toMatch(/^Invalid latitude for origin/);
    const lng = await post('/api/locations/byType', cookies.permit, {
      type: 'dmv',
      latitude: 41,
      longitude: -181,
    });
    expect(lng.json().message).toMatch(/^Invalid longitude for origin/);
    const nan = await post('/api/locations/byType', cookies.permit, {
      type: 'dmv',
      latitude: 'north',
      longitude: 1,
    });
    expect(nan.statusCode).toBe(400);
    expect(nan.json().message).toBe('Invalid number for origin.latitude.');
    expect((await post('/api/locations/byType', null, { type: 'dmv' })).statusCode).toBe(401);
  });

  it('keeps each student own thumbs-up', async () => {
    const list = (await post('/api/locations/byType', cookies.permit, { type: 'dotClinic' })).json()
      .locations as {
      id: string;
    }[];
    const pick = list[1]!.id;
    const put = (cookie: string | null, payload: object) =>
      portal.app.inject({
        method: 'PUT',
        url: '/api/locations/preferred',
        headers: cookie ? { cookie } : {},
        payload,
      });
    expect((await put(cookies.permit, { type: 'dotClinic', locationId: pick })).statusCode).toBe(200);
    expect((await put(cookies.permit, { type: 'dmv', locationId: pick })).statusCode).toBe(404);
    expect((await put(null, { type: 'dotClinic', locationId: pick })).statusCode).toBe(401);
    const mine = (await post('/api/locations/byType', cookies.permit, { type: 'dotClinic' })).json()
      .locations as {
      id: string;
      preferred: boolean;
    }[];
    expect(mine.filter((l) => l.preferred).map((l) => l.id)).toEqual([pick]);
    const theirs = (await post('/api/locations/byType', cookies.school, { type: 'dotClinic' })).json()
      .locations as {
      preferred: boolean;
    }[];
    expect(theirs.some((l) => l.preferred)).toBe(false);
  });
});

describe('other location calls', () => {
  it('reads one place, several, and all, signed in only', async () => {
    const all = (
      await portal.app.inject({ url: '/api/locations', headers: { cookie: cookies.permit } })
    ).json() as {
      id: string;
    }[];
    expect(all.length).toBeGreaterThan(10);
    const one = await portal.app.inject({
      url: `/api/location/${all[0]!.id}`,
      headers: { cookie: cookies.permit },
    });
    expect(one.json().id).toBe(all[0]!.id);
    const some = await portal.app.inject({
      url: `/api/locations/byUUID?uuids=${all[0]!.id},${all[1]!.id},junk`,
      headers: { cookie: cookies.permit },
    });
    expect((some.json() as unknown[]).length).toBe(2);
    expect((await portal.app.inject({ url: '/api/locations' })).statusCode).toBe(401);
    expect(
      (
        await portal.app.inject({
          url: '/api/location/00000000-0000-4000-8000-000000000000',
          headers: { cookie: cookies.permit },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('geocodes an address offline by its ZIP or city, and a position back to a place', async () => {
    const byZip = await post('/api/google/geocode', cookies.permit, {
      address: '1000 E 79th St, Chicago, IL 60619',
    });
    expect(byZip.json()).toMatchObject({ zip: '60619', state: 'IL' });
    const byCity = await post('/api/google/geocode', cookies.permit, { address: 'Joliet, IL' });
    expect(byCity.json().state).toBe('IL');
    expect(
      (await post('/api/google/geocode', cookies.permit, { address: 'nowhere at all' })).statusCode,
    ).toBe(404);
    const back = await post('/api/google/reverse-geocode', cookies.permit, {
      latitude: 41.7515,
      longitude: -87.5996,
    });
    expect(back.json().city).toBe('Chicago');
    const bad = await post('/api/google/reverse-geocode', cookies.permit, { latitude: 0, longitude: 200 });
    expect(bad.json().message).toMatch(/^Invalid longitude for position/);
  });

  it('turns an address change into a ticket and answers the spec message', async () => {
    const res = await post('/api/locations/addressChange', cookies.permit, {
      address: '10 N State St',
      city: 'Chicago',
      state: 'IL',
      zip: '60602',
    });
    expect(res.json()).toEqual({ message: 'Someone should reach out shortly' });
    const rows = await portal.database.db.select().from(tickets);
    expect(rows.map((r) => r.subject)).toContain('Address change request');
    expect(
      (
        await post('/api/locations/addressChange', cookies.permit, {
          address: '',
          city: 'Chicago',
          state: 'IL',
          zip: '606',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await post('/api/locations/addressChange', null, {
          address: 'x',
          city: 'y',
          state: 'IL',
          zip: '60602',
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('a configured map tile server', () => {
  it('is given to the map and is the only outside origin images may come from', async () => {
    const withTiles = await startTestPortal({ MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png' });
    try {
      const cookie = await withTiles.signIn('permit@example.org');
      const res = await withTiles.app.inject({
        method: 'POST',
        url: '/api/locations/byType',
        headers: { cookie },
        payload: { type: 'dmv' },
      });
      expect(res.json().tileUrl).toBe('https://tiles.example.org/{z}/{x}/{y}.png');
      // The page's policy is what governs the map's images (JSON answers carry one that runs nothing).
      const page = await withTiles.app.inject({ url: '/dev/mailbox' });
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/tiles\.example\.org;/);
    } finally {
      await withTiles.close();
    }
    const csp = String((await portal.app.inject({ url: '/dev/mailbox' })).headers['content-security-policy']);
    expect(csp).toMatch(/img-src 'self' data: blob:;/);
    const plain = await post('/api/locations/byType', cookies.permit, { type: 'dmv' });
    expect(plain.json().tileUrl).toBeNull();
  });
});
