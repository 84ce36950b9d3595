import { asc, eq, or, sql } from 'drizzle-orm';
import type { Tx, Conn } from '@server/db/client.js';
import { users, workforceBoards } from '@server/db/schema/index.js';

export interface BoardValues {
  name: string;
  link: string | null;
}

const boardColumns = {
  id: workforceBoards.id,
  slug: workforceBoards.slug,
  name: workforceBoards.name,
  link: workforceBoards.link,
};

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

/** Board slugs: what a new board's slug must not clash with (with the content offices' slugs). */
export async function boardSlugs(db: Conn): Promise<string[]> {
  const boards = await db.select({ slug: workforceBoards.slug }).from(workforceBoards);
  return boards.map((b) => b.slug);
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

/** The board (once the offices made for it in the console are gone). */
export async function deleteBoard(tx: Tx, id: string): Promise<void> {
  await tx.delete(workforceBoards).where(eq(workforceBoards.id, id));
}
