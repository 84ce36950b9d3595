import type { JobListing } from '@shared/domain/jobs.js';

/** Where the demo graduate lives: 1340 S Michigan Ave, Chicago. */
export const grad = { latitude: 41.8643, longitude: -87.6244 };

/** A local job with daily home time at the graduate's address; `over` changes any of it. */
export const job = (id: string, over: Partial<JobListing> = {}): JobListing => ({
  id,
  title: 'CDL-A Driver',
  company: 'Test Freight',
  employer: null,
  city: 'Chicago',
  state: 'IL',
  latitude: grad.latitude,
  longitude: grad.longitude,
  centsPerMile: null,
  weeklyPayMin: 1000,
  weeklyPayMax: 1200,
  homeTime: 'daily',
  routeType: 'local',
  felonyFriendly: true,
  recordNote: null,
  newDriversWelcome: true,
  training: null,
  equipment: 'dryVan',
  endorsements: [],
  applyUrl: 'https://jobs.example/apply',
  applyPhone: null,
  applyInstructions: null,
  postedAt: '2026-11-20T12:00:00.000Z',
  summary: 'Local work.',
  ...over,
});
