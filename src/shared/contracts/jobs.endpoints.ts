import { endpoint } from './endpoint.js';
import type * as s from './jobs.js';

const tag = 'careers';
const errors = [400, 401, 403, 404] as const;

/** The job board: jobs near the student with their filters, one page; opening it completes its step. */
export const listJobs = endpoint<{ query: typeof s.listJobsQuery; response: typeof s.listJobsResponse }>()({
  name: 'listJobs',
  method: 'GET',
  path: '/jobs',
  idempotency: 'none',
  errors,
  tag,
});

/** The student's saved jobs, newest saved first, each with the listing as it stands now. */
export const listSavedJobs = endpoint<{ response: typeof s.savedJobsResponse }>()({
  name: 'listSavedJobs',
  method: 'GET',
  path: '/jobs/saved',
  idempotency: 'none',
  errors,
  tag,
});

/** Saves a job for the caller. Saving a saved job changes nothing (a retry or double tap is harmless). */
export const saveJob = endpoint<{ params: typeof s.jobParams; response: typeof s.savedResponse }>()({
  name: 'saveJob',
  method: 'PUT',
  path: '/jobs/:id/saved',
  idempotency: 'none',
  errors,
  tag,
});

/** Takes a job off the caller's saved list; removing one that is not there changes nothing. */
export const unsaveJob = endpoint<{ params: typeof s.jobParams; response: typeof s.savedResponse }>()({
  name: 'unsaveJob',
  method: 'DELETE',
  path: '/jobs/:id/saved',
  idempotency: 'none',
  errors,
  tag,
});

/** An employer's logo from the `employerIcons` folder: a small SVG the browser keeps. */
export const getEmployerIcon = endpoint<{
  params: typeof s.employerIconParams;
  query: typeof s.employerIconQuery;
}>()({
  name: 'getEmployerIcon',
  method: 'GET',
  path: '/jobs/employerIcons/:employer',
  file: true,
  idempotency: 'none',
  errors: [400, 401, 404],
  tag,
});
