import { area } from './endpoint.js';
import type { jobListingsSchemas } from './job-listings.js';

// The program's own job listings (decision 044): every staff member reads them; career coaches and admins
// change them (403 for other staff; students never reach an /admin route).
const staff = area<typeof jobListingsSchemas>('staff', [400, 401, 403, 404, 409]);

/** Every listing the program keeps, open ones first, and whether the viewer may change them. */
export const listJobListings = staff.get('listJobListings', '/admin/job-listings');

/** Adds an open listing; its place is found from the address unless a point is given. A retry replays. */
export const createJobListing = staff.post('createJobListing', '/admin/job-listings');

/** Changes a listing (open or closed); the same values again change nothing and audit nothing. */
export const updateJobListing = staff.put('updateJobListing', '/admin/job-listings/:id');

/** Takes a listing off the job board; closing a closed listing answers the same. */
export const closeJobListing = staff.post('closeJobListing', '/admin/job-listings/:id/close');

/** Puts a closed listing back on the job board; reopening an open listing answers the same. */
export const reopenJobListing = staff.post('reopenJobListing', '/admin/job-listings/:id/reopen');
