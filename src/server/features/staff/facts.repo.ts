import { asc, eq } from 'drizzle-orm';
import type { Tx, Conn } from '@server/db/client.js';
import { users, workforceBoards } from '@server/db/schema/index.js';
import type { ProgramFacts } from '@shared/domain/staff-facts.js';

const factColumns = {
  schoolId: users.schoolId,
  inSchoolStartDate: users.inSchoolStartDate,
  stipendSp: users.stipendSp,
  uberAccessEnabled: users.uberAccessEnabled,
  wbId: users.wbId,
  wfbFundingStatus: users.wfbFundingStatus,
  waitlistWbId: users.waitlistWbId,
  wfp: users.wfp,
  careerCoachId: users.careerCoachId,
};

/** The student's row with their facts and how to reach them; locked when read in a transaction that writes. */
export async function findStudentFacts(db: Conn, id: string, lock = false) {
  const query = db
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      firstName: users.firstName,
      email: users.email,
      phone: users.phone,
      locale: users.locale,
      hasOptedOutOfEmail: users.hasOptedOutOfEmail,
      hasOptedOutOfSms: users.hasOptedOutOfSms,
      ...factColumns,
    })
    .from(users)
    .where(eq(users.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateFacts(tx: Tx, id: string, facts: Partial<ProgramFacts>): Promise<void> {
  await tx
    .update(users)
    .set({ ...facts, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export async function listBoards(db: Conn) {
  return db
    .select({ id: workforceBoards.id, name: workforceBoards.name })
    .from(workforceBoards)
    .orderBy(asc(workforceBoards.name));
}
