import { describe, expect, it } from 'vitest';
import {
  compareJobs,
  findJobs,
  jobDistance,
  keepsJob,
  pageOf,
  weeklyPayMiddle,
  type JobFilters,
  type JobListing,
  type PlacedJob,
} from '@shared/domain/jobs.js';
import { grad, job } from './job-listing.js';

const placed = (id: string, distanceMiles: number | null, over: Partial<JobListing> = {}): PlacedJob => ({
  ...job(id, over),
  distanceMiles,
});
const filters = (over: Partial<JobFilters> = {}): JobFilters => ({
  within: 'any',
  homeTime: null,
  routeType: null,
  felonyFriendly: false,
  sort: 'distance',
  ...over,
});

describe('distance', () => {
  it('measures real road-atlas distances in miles, to a tenth', () => {
    // Chicago Loop to Milwaukee city hall: about 81 miles as the crow flies.
    expect(jobDistance(grad, { latitude: 43.0389, longitude: -87.9065 })).toBeGreaterThan(79);
    expect(jobDistance(grad, { latitude: 43.0389, longitude: -87.9065 })).toBeLessThan(83);
    // Joliet: about 31 miles.
    const joliet = jobDistance(grad, { latitude: 41.525, longitude: -88.0817 });
    expect(joliet).toBeGreaterThan(29);
    expect(joliet).toBeLessThan(34);
    expect(Math.round(joliet * 10) / 10).toBe(joliet);
    expect(jobDistance(grad, grad)).toBe(0);
  });
  it('is the same both ways', () => {
    const gary = { latitude: 41.5934, longitude: -87.3464 };
    expect(jobDistance(grad, gary)).toBe(jobDistance(gary, grad));
  });
});

describe('filters', () => {
  it('keeps a job at exactly the radius and drops one just past it', () => {
    expect(keepsJob(placed('a', 50), filters({ within: '50' }))).toBe(true);
    expect(keepsJob(placed('a', 50.1), filters({ within: '50' }))).toBe(false);
    expect(keepsJob(placed('a', 24.9), filters({ within: '25' }))).toBe(true);
    expect(keepsJob(placed('a', 900), filters({ within: 'any' }))).toBe(true);
  });
  it('cannot filter by distance when the place is unknown, so it keeps the job', () => {
    expect(keepsJob(placed('a', null), filters({ within: '25' }))).toBe(true);
  });
  it('matches home time and route type exactly', () => {
    expect(keepsJob(placed('a', 1, { homeTime: 'weekly' }), filters({ homeTime: 'daily' }))).toBe(false);
    expect(keepsJob(placed('a', 1, { homeTime: 'weekly' }), filters({ homeTime: 'weekly' }))).toBe(true);
    expect(keepsJob(placed('a', 1, { routeType: 'otr' }), filters({ routeType: 'local' }))).toBe(false);
    expect(keepsJob(placed('a', 1, { routeType: 'otr' }), filters({ routeType: 'otr' }))).toBe(true);
  });
  it('keeps only jobs open to people with a record when asked', () => {
    expect(keepsJob(placed('a', 1, { felonyFriendly: false }), filters({ felonyFriendly: true }))).toBe(
      false,
    );
    expect(keepsJob(placed('a', 1, { felonyFriendly: false }), filters({ felonyFriendly: false }))).toBe(
      true,
    );
  });
});

describe('order', () => {
  const near = placed('near', 3, {
    postedAt: '2026-11-01T00:00:00.000Z',
    weeklyPayMin: 900,
    weeklyPayMax: 1000,
  });
  const far = placed('far', 40, {
    postedAt: '2026-11-25T00:00:00.000Z',
    weeklyPayMin: 1500,
    weeklyPayMax: 1900,
  });
  const mid = placed('mid', 20, {
    postedAt: '2026-11-10T00:00:00.000Z',
    weeklyPayMin: 1500,
    weeklyPayMax: 1900,
  });
  const ids = (sort: JobFilters['sort']) => [far, near, mid].sort(compareJobs(sort)).map((j) => j.id);

  it('sorts closest first, best pay first (closest breaks a tie) or newest first', () => {
    expect(ids('distance')).toEqual(['near', 'mid', 'far']);
    expect(ids('pay')).toEqual(['mid', 'far', 'near']);
    expect(ids('newest')).toEqual(['far', 'mid', 'near']);
  });
  it('pays by the middle of the weekly range', () => {
    expect(weeklyPayMiddle({ weeklyPayMin: 1000, weeklyPayMax: 1400 })).toBe(1200);
  });
  it('settles full ties by id, so pages never repeat or skip a job', () => {
    const a = placed('a', 5);
    const b = placed('b', 5);
    expect([b, a].sort(compareJobs('distance')).map((j) => j.id)).toEqual(['a', 'b']);
  });
});

describe('findJobs and pages', () => {
  const jobs = [
    job('loop'),
    job('joliet', { latitude: 41.525, longitude: -88.0817, homeTime: 'weekly' }),
    job('milwaukee', { latitude: 43.0389, longitude: -87.9065, felonyFriendly: false }),
  ];
  it('places, filters and sorts from the student', () => {
    const found = findJobs(jobs, grad, filters({ within: '50' }));
    expect(found.map((j) => j.id)).toEqual(['loop', 'joliet']);
    expect(found[0]!.distanceMiles).toBe(0);
    expect(findJobs(jobs, grad, filters({ within: '100', felonyFriendly: true })).map((j) => j.id)).toEqual([
      'loop',
      'joliet',
    ]);
    expect(findJobs(jobs, grad, filters({ homeTime: 'weekly' })).map((j) => j.id)).toEqual(['joliet']);
  });
  it('gives no distance without a place', () => {
    expect(findJobs(jobs, null, filters({ within: '25' })).every((j) => j.distanceMiles === null)).toBe(true);
  });
  it('cuts pages of a fixed size and counts at least one page', () => {
    const items = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(items, 1, 10)).toMatchObject({ items: items.slice(0, 10), pages: 3, total: 23 });
    expect(pageOf(items, 3, 10).items).toEqual([20, 21, 22]);
    expect(pageOf([], 1, 10)).toMatchObject({ items: [], pages: 1, total: 0 });
  });
});
