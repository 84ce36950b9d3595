import type { Db } from '@server/db/client.js';
import type { JobsPort } from '@server/ports/job-board.js';
import { localJobs } from './local.js';
import { programJobs } from './program.js';
import { jobSources } from './sources.js';

/**
 * The job board's listings (decision 044): always the program's own, kept in the console; in demo mode also
 * the fictional listings of content/jobs, which never reach a real program's board. A job-feed vendor,
 * when one is chosen, is one more source here, switched on by its settings.
 */
export function jobsFromEnv(env: { demo: boolean }, db: Db): JobsPort {
  return jobSources(env.demo ? [programJobs(db), localJobs()] : [programJobs(db)]);
}
