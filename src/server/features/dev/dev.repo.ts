import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { agreements, devHelpdesk, devOutbox, locations, uploads, users } from '@server/db/schema/index.js';
import { seedDemoData } from '@server/seed/demo.js';

// Long enough that a whole browser-test run's messages stay in it: a reader looking for the newest message
// to one address must not see older ones drop off the end while it waits.
export async function listOutbox(db: Db, limit = 5000) {
  return db.select().from(devOutbox).orderBy(desc(devOutbox.createdAt)).limit(limit);
}

/** Demo mode: back to the demo people as DESIGN.md §4 describes them (the outbox is kept). */
export async function resetDemoData(db: Db): Promise<void> {
  await db.execute(
    sql`truncate table users, service_areas, workforce_boards, locations, code_requests, effects, dev_events, tickets, dev_helpdesk, local_bookings, simulated_rides, outcome_figures cascade`,
  );
  await seedDemoData(db);
}

/** Stored files of every upload, so a reset can remove them with their rows. */
export async function listUploadObjects(db: Db): Promise<string[]> {
  return (await db.select({ key: uploads.objectKey }).from(uploads)).map((r) => r.key);
}

/** What the local help-desk adapter received, newest first. */
export async function listHelpdesk(db: Db, limit = 200) {
  return db.select().from(devHelpdesk).orderBy(desc(devHelpdesk.createdAt)).limit(limit);
}

/** Demo mode: sets a demo person's program facts that only staff tools would otherwise change. */
export async function setDemoFacts(
  db: Db,
  email: string,
  facts: {
    wfbFundingStatus?: string | null;
    stipendSp?: boolean;
    uberAccessEnabled?: boolean;
    school?: boolean;
    expireAgreementLinks?: true;
  },
): Promise<boolean> {
  const { school, expireAgreementLinks, ...rest } = facts;
  let schoolId: string | null | undefined;
  if (school === false) schoolId = null;
  if (school === true) {
    const [first] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.type, 'truckingSchool'))
      .orderBy(asc(locations.name))
      .limit(1);
    schoolId = first?.id ?? null;
  }
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) return false;
  const userFacts = { ...rest, ...(schoolId !== undefined ? { schoolId } : {}) };
  if (Object.keys(userFacts).length) await db.update(users).set(userFacts).where(eq(users.id, user.id));
  if (expireAgreementLinks)
    await db
      .update(agreements)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(agreements.userId, user.id), eq(agreements.status, 'sent')));
  return true;
}
