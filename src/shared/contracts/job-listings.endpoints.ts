import { endpoint } from './endpoint.js';
import type * as s from './job-listings.js';

// The program's own job listings (decision 044): every staff member reads them; career coaches and admins
// change them (403 for other staff; students never reach an /admin route).
const tag = 'staff';
const errors = [400, 401, 403, 404, 409] as const;

/** Every listing the program keeps, open ones first, and whether the viewer may change them. */
export const listJobListings = endpoint<{ response: typeof s.jobListingList }>()({
  name: 'listJobListings',
  method: 'GET',
  path: '/admin/job-listings',
  idempotency: 'none',
  errors,
  tag,
});

/** Adds an open listing; its place is found from the address unless a point is given. A retry replays. */
export const createJobListing = endpoint<{ body: typeof s.jobListingBody; response: typeof s.jobListing }>()({
  name: 'createJobListing',
  method: 'POST',
  path: '/admin/job-listings',
  idempotency: 'replay',
  errors,
  tag,
});

/** Changes a listing (open or closed); the same values again change nothing and audit nothing. */
export const updateJobListing = endpoint<{
  params: typeof s.jobListingParams;
  body: typeof s.jobListingBody;
  response: typeof s.jobListing;
}>()({
  name: 'updateJobListing',
  method: 'PUT',
  path: '/admin/job-listings/:id',
  idempotency: 'none',
  errors,
  tag,
});

/** Takes a listing off the job board; closing a closed listing answers the same. */
export const closeJobListing = endpoint<{
  params: typeof s.jobListingParams;
  response: typeof s.jobListing;
}>()({
  name: 'closeJobListing',
  method: 'POST',
  path: '/admin/job-listings/:id/close',
  idempotency: 'replay',
  errors,
  tag,
});

/** Puts a closed listing back on the job board; reopening an open listing answers the same. */
export const reopenJobListing = endpoint<{
  params: typeof s.jobListingParams;
  response: typeof s.jobListing;
}>()({
  name: 'reopenJobListing',
  method: 'POST',
  path: '/admin/job-listings/:id/reopen',
  idempotency: 'replay',
  errors,
  tag,
});
