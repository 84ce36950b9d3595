import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Tx, Conn } from '@server/db/client.js';
import { locations, users, workforceBoards } from '@server/db/schema/index.js';

export interface BoardValues {
  name: string;
  link: string | null;
}

export interface OfficeValues {
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
  hours: string | null;
  phone: string | null;
}

const boardColumns = {
  id: workforceBoards.id,
  slug: workforceBoards.slug,
  name: workforceBoards.name,
  link: workforceBoards.link,
};

const officeColumns = {
  id: locations.id,
  slug: locations.slug,
  boardId: locations.boardId,
  name: locations.name,
  address: locations.address,
  city: locations.city,
  state: locations.state,
  zip: locations.zip,
  latitude: locations.latitude,
  longitude: locations.longitude,
  hours: locations.hours,
  phone: locations.phone,
};

export type OfficeRow = Awaited<ReturnType<typeof listOffices>>[number];

/** Every board with how many students are assigned to it or wait-listed with it. */
export async function listBoards(db: Conn) {
  return db
    .select({
      ...boardColumns,
      students:
        sql<number>`(select count(*) from ${users} u where u.wb_id = "workforce_boards"."id" or u.waitlist_wb_id = "workforce_boards"."id")`.mapWith(
          Number,
        ),
    })
    .from(workforceBoards)
    .orderBy(asc(workforceBoards.name));
}

/** Every One Stop office: made in the console (with their board's id) and from content (with a slug). */
export async function listOffices(db: Conn) {
  return db
    .select(officeColumns)
    .from(locations)
    .where(
      and(eq(locations.type, 'workforceBoard'), or(isNotNull(locations.boardId), isNotNull(locations.slug))),
    )
    .orderBy(asc(locations.name));
}

/** Board slugs and content office slugs: what a new board's slug must not clash with. */
export async function takenSlugs(db: Conn): Promise<string[]> {
  const boards = await db.select({ slug: workforceBoards.slug }).from(workforceBoards);
  const offices = await db
    .select({ slug: locations.slug })
    .from(locations)
    .where(and(eq(locations.type, 'workforceBoard'), isNotNull(locations.slug)));
  return [...boards.map((b) => b.slug), ...offices.map((o) => o.slug!)];
}

/** One writer of boards at a time: a board's name and slug are checked and stored without a race. */
export async function lockBoards(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('workforce_boards'))`);
}

export async function findBoardForUpdate(tx: Tx, id: string) {
  const [row] = await tx
    .select(boardColumns)
    .from(workforceBoards)
    .where(eq(workforceBoards.id, id))
    .for('update');
  return row ?? null;
}

/** Another board of this name (case-insensitive), other than `except`. */
export async function nameTaken(db: Conn, name: string, except: string | null): Promise<boolean> {
  const rows = await db
    .select({ id: workforceBoards.id })
    .from(workforceBoards)
    .where(sql`lower(${workforceBoards.name}) = lower(${name})`);
  return rows.some((r) => r.id !== except);
}

export async function insertBoard(tx: Tx, values: BoardValues & { slug: string }): Promise<string> {
  const [row] = await tx.insert(workforceBoards).values(values).returning({ id: workforceBoards.id });
  return row!.id;
}

export async function updateBoard(tx: Tx, id: string, values: BoardValues): Promise<void> {
  await tx.update(workforceBoards).set(values).where(eq(workforceBoards.id, id));
}

/** Students assigned to the board or wait-listed with it. */
export async function studentsOf(db: Conn, id: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(or(eq(users.wbId, id), eq(users.waitlistWbId, id)));
  return row?.n ?? 0;
}

/** The board and, with it, the offices made for it in the console. */
export async function deleteBoard(tx: Tx, id: string): Promise<void> {
  await tx.delete(locations).where(and(eq(locations.boardId, id), eq(locations.type, 'workforceBoard')));
  await tx.delete(workforceBoards).where(eq(workforceBoards.id, id));
}

/** A One Stop office by id, whichever board it belongs to. */
export async function findOfficeForUpdate(tx: Tx, id: string) {
  const [row] = await tx
    .select(officeColumns)
    .from(locations)
    .where(and(eq(locations.id, id), eq(locations.type, 'workforceBoard')))
    .for('update');
  return row ?? null;
}

/** Another office of this board with this name (case-insensitive), other than `except`. */
export async function officeNameTaken(
  db: Conn,
  boardId: string,
  name: string,
  except: string | null,
): Promise<boolean> {
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(
        eq(locations.type, 'workforceBoard'),
        eq(locations.boardId, boardId),
        sql`lower(${locations.name}) = lower(${name})`,
      ),
    );
  return rows.some((r) => r.id !== except);
}

export async function insertOffice(tx: Tx, boardId: string, values: OfficeValues): Promise<string> {
  const [row] = await tx
    .insert(locations)
    .values({ ...values, type: 'workforceBoard', boardId })
    .returning({ id: locations.id });
  return row!.id;
}

export async function updateOffice(tx: Tx, id: string, boardId: string, values: OfficeValues): Promise<void> {
  await tx
    .update(locations)
    .set(values)
    .where(and(eq(locations.id, id), eq(locations.boardId, boardId)));
}

export async function deleteOffice(tx: Tx, id: string, boardId: string): Promise<void> {
  await tx.delete(locations).where(and(eq(locations.id, id), eq(locations.boardId, boardId)));
}
