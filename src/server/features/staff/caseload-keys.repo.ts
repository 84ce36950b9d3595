import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { BlockedOn, CaseloadCursor, CaseloadSearch } from '@shared/domain/caseload.js';
import { statuses } from '@shared/domain/program.js';
import type { CaseloadSort } from '@shared/domain/staff.js';
import type { Conn } from '@server/db/client.js';
import { statement } from '@server/db/prepared.js';
import { caseloadKeys, coachAssignments, users } from '@server/db/schema/index.js';
import { coachCondition, containing, isStudent, searchCondition } from './staff.repo.js';

/** Students the caseload lists: students (not staff or instructors) at a stage of the program. */
const inCaseload = and(isStudent, inArray(users.status, [...statuses]));

/**
 * Rows to recompute, with the version their recomputed row must match. Every user has a row (a trigger
 * adds it on insert, migration 0037), so this reads the partial index of stale rows only: usually nothing.
 */
export async function listStaleCaseloadKeys(db: Conn) {
  return staleKeys.on(db).execute();
}

const staleKeys = statement('caseload_stale_keys', (db) =>
  db
    .select({ id: caseloadKeys.studentId, version: caseloadKeys.version })
    .from(caseloadKeys)
    .where(eq(caseloadKeys.stale, true)),
);

export interface CaseloadKeyRow {
  studentId: string;
  version: number;
  remaining: number | null;
  blockedOn: BlockedOn | null;
  lastActivityAt: Date | null;
  lastName: string | null;
  firstName: string | null;
}

/**
 * Saves recomputed rows. A row is written only if its version is still the one read before the
 * computation: a change since (a trigger bumped the version) leaves it stale for the next read.
 */
export async function saveCaseloadKeys(db: Conn, rows: CaseloadKeyRow[]) {
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(caseloadKeys)
      .values(rows.slice(i, i + 1000).map((r) => ({ ...r, stale: false })))
      .onConflictDoUpdate({
        target: caseloadKeys.studentId,
        set: {
          stale: false,
          remaining: sql`excluded.remaining`,
          blockedOn: sql`excluded.blocked_on`,
          lastActivityAt: sql`excluded.last_activity_at`,
          lastName: sql`excluded.last_name`,
          firstName: sql`excluded.first_name`,
        },
        setWhere: sql`${caseloadKeys.version} = excluded.version`,
      });
  }
}

export interface CaseloadPageFilter {
  status?: string | undefined;
  /** A coach's id, or `none` for students no coach has yet. */
  coach?: string | undefined;
  search?: CaseloadSearch | undefined;
  waiting?: boolean | undefined;
  blockedOn?: BlockedOn | undefined;
}

const staffQueues: BlockedOn[] = ['documents', 'rides', 'stipends', 'tickets'];

/**
 * The order keys exactly as the indexes of migration 0037 hold them: no checklist left comes last, never
 * active comes first. `tests/api/staff-caseload.test.ts` keeps this order equal to the domain's
 * `compareCaseload`, and `tests/api/caseload-plans.test.ts` checks that PostgreSQL reads it from the index.
 */
const near = sql<number>`coalesce(${caseloadKeys.remaining}, 2147483647)`;
const idle = sql<string>`coalesce(${caseloadKeys.lastActivityAt}, '-infinity'::timestamptz)`;

function keysOf(sort: CaseloadSort): SQL[] {
  const names = [
    sql`${caseloadKeys.lastName}`,
    sql`${caseloadKeys.firstName}`,
    sql`${caseloadKeys.studentId}`,
  ];
  if (sort === 'name') return names;
  return sort === 'nearest' ? [near, idle, ...names] : [idle, near, ...names];
}

/** The cursor's values in the sort's key order, as placeholders of the prepared statement. */
function cursorValuesOf(sort: CaseloadSort): SQL[] {
  const n = sql`${sql.placeholder('near')}::integer`;
  const i = sql`${sql.placeholder('idle')}::timestamptz`;
  const names = [
    sql`${sql.placeholder('lastName')}::text`,
    sql`${sql.placeholder('firstName')}::text`,
    sql`${sql.placeholder('id')}::uuid`,
  ];
  if (sort === 'name') return names;
  return sort === 'nearest' ? [n, i, ...names] : [i, n, ...names];
}

/** Which statement a request needs: the filters present (not their values), the order and the direction. */
export interface CaseloadShape {
  sort: CaseloadSort;
  /** `after` reads forward from a cursor, `before` backward from one, `start` and `end` from either end. */
  from: 'start' | 'after' | 'before' | 'end';
  status: boolean;
  coach: 'none' | 'one' | null;
  search: 'phone' | 'text' | null;
  waiting: boolean;
  blockedOn: boolean;
}

function shapeOf(filter: CaseloadPageFilter, sort: CaseloadSort, from: CaseloadShape['from']) {
  return {
    sort,
    from,
    status: Boolean(filter.status),
    coach: filter.coach === 'none' ? 'none' : filter.coach ? 'one' : null,
    search: filter.search?.kind ?? null,
    waiting: Boolean(filter.waiting),
    blockedOn: Boolean(filter.blockedOn),
  } satisfies CaseloadShape;
}

function whereOf(shape: CaseloadShape) {
  return and(
    inCaseload,
    shape.status ? eq(users.status, sql.placeholder('status')) : undefined,
    shape.coach === 'none'
      ? coachCondition('none')
      : shape.coach
        ? eq(coachAssignments.coachId, sql.placeholder('coach'))
        : undefined,
    shape.search ? searchCondition(shape.search, sql.placeholder('pattern')) : undefined,
    shape.waiting ? inArray(caseloadKeys.blockedOn, staffQueues) : undefined,
    shape.blockedOn ? eq(caseloadKeys.blockedOn, sql.placeholder('blockedOn')) : undefined,
  );
}

function pageStatement(db: Conn, shape: CaseloadShape, name: string) {
  const keys = keysOf(shape.sort);
  const backward = shape.from === 'before' || shape.from === 'end';
  const cursor =
    shape.from === 'after' || shape.from === 'before'
      ? sql`(${sql.join(keys, sql`, `)}) ${shape.from === 'after' ? sql`>` : sql`<`} (${sql.join(cursorValuesOf(shape.sort), sql`, `)})`
      : undefined;
  return db
    .select({
      id: caseloadKeys.studentId,
      near: sql<number>`${near}`.mapWith(Number),
      // The time as the database writes it (microseconds and zone), so the cursor loses nothing.
      idle: sql<string>`${idle}::text`,
      lastName: caseloadKeys.lastName,
      firstName: caseloadKeys.firstName,
    })
    .from(caseloadKeys)
    .innerJoin(users, eq(users.id, caseloadKeys.studentId))
    .leftJoin(coachAssignments, eq(coachAssignments.studentId, caseloadKeys.studentId))
    .where(and(whereOf(shape), cursor))
    .orderBy(...keys.map((k) => (backward ? desc(k) : asc(k))))
    .limit(sql.placeholder('limit'))
    .prepare(name);
}

/** Counts up to `cap + 1` matching students: enough to say "more than cap", never a walk over all of them. */
function countStatement(db: Conn, shape: CaseloadShape, name: string) {
  // Every user has a row of keys (migration 0037), so the keys are joined only when a filter reads them,
  // and the count starts from whichever index the filter has.
  const keyed = shape.waiting || shape.blockedOn;
  const base = db.select({ one: sql`1`.as('one') }).from(users);
  const joined = keyed ? base.innerJoin(caseloadKeys, eq(caseloadKeys.studentId, users.id)) : base;
  const matching = joined
    .leftJoin(coachAssignments, eq(coachAssignments.studentId, users.id))
    .where(whereOf(shape))
    .limit(sql.placeholder('cap'))
    .as('matching');
  return db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(matching)
    .prepare(name);
}

type PageStatement = ReturnType<typeof pageStatement>;
type CountStatement = ReturnType<typeof countStatement>;

/**
 * Statements are built, mapped and prepared once per database and shape (at most a few hundred shapes,
 * in practice the handful the console asks for), then only executed with the request's values.
 */
const built = new WeakMap<object, Map<string, PageStatement | CountStatement>>();

function statementFor<T extends PageStatement | CountStatement>(
  db: Conn,
  key: string,
  make: (name: string) => T,
): T {
  let own = built.get(db);
  if (!own) built.set(db, (own = new Map()));
  let statement = own.get(key);
  if (!statement) {
    statement = make(`caseload_${own.size}_${key.replace(/[^a-z0-9]+/gi, '_')}`);
    own.set(key, statement);
  }
  return statement as T;
}

const keyOf = (shape: CaseloadShape) =>
  [shape.sort, shape.from, shape.status, shape.coach, shape.search, shape.waiting, shape.blockedOn].join(':');

function valuesOf(filter: CaseloadPageFilter) {
  const search = filter.search;
  return {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.coach && filter.coach !== 'none' ? { coach: filter.coach } : {}),
    ...(search ? { pattern: containing(search.kind === 'phone' ? search.digits : search.text) } : {}),
    ...(filter.blockedOn ? { blockedOn: filter.blockedOn } : {}),
  };
}

export type CaseloadKeyPageRow = Awaited<ReturnType<PageStatement['execute']>>[number];

/** Up to `limit` matching students' order keys, read from the sort's index from an end or a cursor. */
export async function pageCaseloadKeys(
  db: Conn,
  filter: CaseloadPageFilter,
  sort: CaseloadSort,
  page: { from: CaseloadShape['from']; cursor?: CaseloadCursor | undefined; limit: number },
): Promise<CaseloadKeyPageRow[]> {
  const shape = shapeOf(filter, sort, page.from);
  const statement = statementFor(db, `page:${keyOf(shape)}`, (name) => pageStatement(db, shape, name));
  const rows = await statement.execute({
    ...valuesOf(filter),
    ...(page.cursor && (page.from === 'after' || page.from === 'before') ? page.cursor : {}),
    limit: page.limit,
  });
  return page.from === 'before' || page.from === 'end' ? rows.reverse() : rows;
}

/** How many students match, counted up to `cap + 1` (so `cap + 1` means "more than cap"). */
export async function countCaseloadKeys(db: Conn, filter: CaseloadPageFilter, cap: number): Promise<number> {
  const shape = shapeOf(filter, 'name', 'start');
  const statement = statementFor(db, `count:${keyOf(shape)}`, (name) => countStatement(db, shape, name));
  const [row] = await statement.execute({ ...valuesOf(filter), cap: cap + 1 });
  return row?.total ?? 0;
}
