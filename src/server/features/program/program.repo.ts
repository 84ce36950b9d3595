import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { programSteps } from '../../db/schema/index.js';

export async function listProgramSteps(db: Db, screen: string) {
  return db.select().from(programSteps).where(eq(programSteps.screen, screen)).orderBy(asc(programSteps.order));
}
