import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { savedJobs, serviceAreas, users } from '@server/db/schema/index.js';

/** Where the student lives (to measure from) and their service area's own job board. */
export async function findStudentPlace(db: Db, userId: string) {
  const [row] = await db
    .select({
      latitude: users.latitude,
      longitude: users.longitude,
      zipcode: users.zipcode,
      city: users.city,
      state: users.state,
      areaBoardUrl: serviceAreas.jobBoardUrl,
    })
    .from(users)
    .leftJoin(serviceAreas, eq(serviceAreas.id, users.serviceAreaId))
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function listSaved(db: Db, userId: string) {
  return db
    .select({
      jobId: savedJobs.jobId,
      title: savedJobs.title,
      company: savedJobs.company,
      savedAt: savedJobs.savedAt,
    })
    .from(savedJobs)
    .where(eq(savedJobs.userId, userId))
    .orderBy(desc(savedJobs.savedAt), desc(savedJobs.jobId));
}

/** One row per student and job: saving again keeps the first save (and its date). */
export async function addSaved(
  db: Db,
  row: { userId: string; jobId: string; title: string; company: string },
) {
  await db.insert(savedJobs).values(row).onConflictDoNothing();
}

export async function removeSaved(db: Db, userId: string, jobId: string) {
  await db.delete(savedJobs).where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
}
