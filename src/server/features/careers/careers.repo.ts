import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { programSteps, serviceAreas, users } from '@server/db/schema/index.js';

export async function listCareerSteps(db: Db) {
  return db
    .select()
    .from(programSteps)
    .where(eq(programSteps.screen, 'career_services'))
    .orderBy(asc(programSteps.order));
}

export async function findStudent(db: Db, userId: string) {
  const [row] = await db
    .select({
      status: users.status,
      careerCoachId: users.careerCoachId,
      jobBoardUrl: serviceAreas.jobBoardUrl,
    })
    .from(users)
    .leftJoin(serviceAreas, eq(serviceAreas.id, users.serviceAreaId))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** A member of staff by id (coaches are users with a staff role). */
export async function findCoach(db: Db, id: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, role: users.role })
    .from(users)
    .where(and(eq(users.id, id)));
  return row && row.role !== 'student' ? row : null;
}
