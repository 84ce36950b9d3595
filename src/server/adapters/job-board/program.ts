import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { jobListings } from '@server/db/schema/index.js';
import type { JobsPort } from '@server/ports/job-board.js';
import type { EndorsementCode, Equipment, HomeTime, JobListing, RouteType } from '@shared/domain/jobs.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Row = typeof jobListings.$inferSelect;

/** A listing as the board reads it. The program writes in one language: the words are the coach's own. */
function boardListing(row: Row): JobListing {
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    employer: null,
    city: row.city,
    state: row.state,
    latitude: row.latitude,
    longitude: row.longitude,
    centsPerMile: row.centsPerMile,
    weeklyPayMin: row.weeklyPayMin,
    weeklyPayMax: row.weeklyPayMax,
    homeTime: row.homeTime as HomeTime,
    routeType: row.routeType as RouteType,
    felonyFriendly: row.felonyFriendly,
    recordNote: row.recordNote,
    newDriversWelcome: row.newDriversWelcome,
    training: row.training,
    equipment: row.equipment as Equipment,
    endorsements: [] as EndorsementCode[],
    applyUrl: row.applyUrl,
    applyPhone: row.applyPhone,
    applyInstructions: row.applyInstructions,
    postedAt: row.createdAt.toISOString(),
    summary: row.summary,
  };
}

/**
 * The program's own listings (decision 044): the open rows of `job_listings`, which career coaches keep in
 * the console. Read on every request, so a listing closed a moment ago is already off the board.
 */
export function programJobs(db: Db): JobsPort {
  return {
    async listings() {
      const rows = await db
        .select()
        .from(jobListings)
        .where(eq(jobListings.status, 'open'))
        .orderBy(desc(jobListings.createdAt), desc(jobListings.id));
      return rows.map(boardListing);
    },
    async listing(id) {
      // Board ids of other sources are not uuids: no query for them (and none that the database would refuse).
      if (!UUID.test(id)) return null;
      const [row] = await db
        .select()
        .from(jobListings)
        .where(and(eq(jobListings.id, id), eq(jobListings.status, 'open')));
      return row ? boardListing(row) : null;
    },
    async employerIcon() {
      return null;
    },
  };
}
