import { describe, expect, it } from 'vitest';
import { jobSources } from '@server/adapters/job-board/sources.js';
import type { JobsPort } from '@server/ports/job-board.js';
import { canEditJobListings } from '@shared/domain/job-listings.js';
import { job } from './job-listing.js';

const source = (ids: string[], icon: string | null = null): JobsPort => ({
  listings: async () => ids.map((id) => job(id)),
  listing: async (id) => (ids.includes(id) ? job(id) : null),
  employerIcon: async (e) => (icon === e ? { svg: Buffer.from('<svg/>'), version: e } : null),
});

describe('job sources', () => {
  it('lists every source’s listings and finds a listing or a logo in whichever source has it', async () => {
    const board = jobSources([source(['a', 'b']), source(['c'], 'acme')]);
    expect((await board.listings()).map((j) => j.id)).toEqual(['a', 'b', 'c']);
    expect((await board.listing('c'))?.id).toBe('c');
    expect(await board.listing('z')).toBeNull();
    expect((await board.employerIcon('acme'))?.version).toBe('acme');
    expect(await board.employerIcon('other')).toBeNull();
  });

  it('with only the program’s source, shows nothing else', async () => {
    expect((await jobSources([source([])]).listings()).length).toBe(0);
  });
});

describe('who keeps the listings', () => {
  it('is career coaches and admins; success coaches, instructors and students only read or see the board', () => {
    expect(canEditJobListings('careerCoach')).toBe(true);
    expect(canEditJobListings('admin')).toBe(true);
    expect(canEditJobListings('coach')).toBe(false);
    expect(canEditJobListings('instructor')).toBe(false);
    expect(canEditJobListings('student')).toBe(false);
  });
});
