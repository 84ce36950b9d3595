import { desc, eq, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx, Conn } from '@server/db/client.js';
import { jobListings, users } from '@server/db/schema/index.js';
import type { JobListingStatus } from '@shared/domain/job-listings.js';

/** What a career coach sets on a listing: every column but who, when and whether it is open. */
export type ListingValues = Omit<
  typeof jobListings.$inferInsert,
  'id' | 'status' | 'createdBy' | 'updatedBy' | 'createdAt' | 'updatedAt' | 'closedAt'
>;

const creator = alias(users, 'creator');
const editor = alias(users, 'editor');
const nameOf = (u: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string>`concat_ws(' ', ${u.firstName}, ${u.lastName})`;

/** Every listing with the names of who made it and who changed it last: open first, newest first. */
export async function listListings(db: Conn) {
  return db
    .select({ listing: jobListings, createdBy: nameOf(creator), updatedBy: nameOf(editor) })
    .from(jobListings)
    .innerJoin(creator, eq(creator.id, jobListings.createdBy))
    .innerJoin(editor, eq(editor.id, jobListings.updatedBy))
    .orderBy(
      sql`case when ${jobListings.status} = 'open' then 0 else 1 end`,
      desc(jobListings.createdAt),
      desc(jobListings.id),
    );
}

export async function findListing(db: Conn, id: string) {
  const [row] = await db
    .select({ listing: jobListings, createdBy: nameOf(creator), updatedBy: nameOf(editor) })
    .from(jobListings)
    .innerJoin(creator, eq(creator.id, jobListings.createdBy))
    .innerJoin(editor, eq(editor.id, jobListings.updatedBy))
    .where(eq(jobListings.id, id));
  return row ?? null;
}

export async function lockListing(tx: Tx, id: string) {
  const [row] = await tx.select().from(jobListings).where(eq(jobListings.id, id)).for('update');
  return row ?? null;
}

export async function insertListing(tx: Tx, values: ListingValues, actorId: string): Promise<string> {
  const [row] = await tx
    .insert(jobListings)
    .values({ ...values, createdBy: actorId, updatedBy: actorId })
    .returning({ id: jobListings.id });
  return row!.id;
}

export async function updateListing(tx: Tx, id: string, values: Partial<ListingValues>, actorId: string) {
  await tx
    .update(jobListings)
    .set({ ...values, updatedBy: actorId, updatedAt: new Date() })
    .where(eq(jobListings.id, id));
}

export async function setStatus(tx: Tx, id: string, status: JobListingStatus, actorId: string) {
  const now = new Date();
  await tx
    .update(jobListings)
    .set({ status, closedAt: status === 'closed' ? now : null, updatedBy: actorId, updatedAt: now })
    .where(eq(jobListings.id, id));
}
