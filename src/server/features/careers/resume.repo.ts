import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client.js';
import { locations, resumes, users } from '@server/db/schema/index.js';

export async function findResumeOwner(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      email: users.email,
      city: users.city,
      state: users.state,
      status: users.status,
      school: locations.name,
    })
    .from(users)
    .leftJoin(locations, eq(locations.id, users.schoolId))
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function findResume(db: Db | Tx, userId: string) {
  const [row] = await db.select().from(resumes).where(eq(resumes.userId, userId));
  return row ?? null;
}

/** Saves the answers; the first save is when the resume was created. */
export async function saveResume(tx: Tx, userId: string, answers: Record<string, unknown>) {
  const now = new Date();
  await tx
    .insert(resumes)
    .values({ userId, answers, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: resumes.userId, set: { answers, updatedAt: now } });
  await tx.update(users).set({ onePageResumeCreationDate: now, updatedAt: now }).where(eq(users.id, userId));
}
