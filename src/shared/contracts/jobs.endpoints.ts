import { area } from './endpoint.js';
import type { jobsSchemas } from './jobs.js';

const careers = area<typeof jobsSchemas>('careers', [400, 401, 403, 404]);

/** The job board: jobs near the student with their filters, one page; opening it completes its step. */
export const listJobs = careers.get('listJobs', '/jobs');

/** The student's saved jobs, newest saved first, each with the listing as it stands now. */
export const listSavedJobs = careers.get('listSavedJobs', '/jobs/saved');

/** Saves a job for the caller. Saving a saved job changes nothing (a retry or double tap is harmless). */
export const saveJob = careers.put('saveJob', '/jobs/:id/saved');

/** Takes a job off the caller's saved list; removing one that is not there changes nothing. */
export const unsaveJob = careers.delete('unsaveJob', '/jobs/:id/saved');

/** An employer's logo from the `employerIcons` folder: a small SVG the browser keeps. */
export const getEmployerIcon = careers.get('getEmployerIcon', '/jobs/employerIcons/:employer', {
  file: true,
  errors: [400, 401, 404],
});
