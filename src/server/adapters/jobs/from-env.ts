import type { JobsPort } from '@server/ports/jobs.js';
import { localJobs } from './local.js';

/** The demo listings of content/jobs: no job-feed vendor is configured yet. */
export function jobsFromEnv(): JobsPort {
  return localJobs();
}
