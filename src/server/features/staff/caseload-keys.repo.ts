import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { BlockedOn, CaseloadSearch } from '@shared/domain/caseload.js';
import { statuses } from '@shared/domain/program.js';
import type { CaseloadSort } from '@shared/domain/staff.js';
import type { Db, Tx } from '@server/db/client.js';
import { caseloadKeys, coachAssignments, users } from '@server/db/schema/index.js';
import { coachCondition, isStudent, searchCondition } from './staff.repo.js';

type Conn = Db | Tx;

/** Students the caseload lists: students (not staff or instructors) at a stage of the program. */
const inCaseload = and(isStudent, inArray(users.status, [...statuses]));

/** Students whose caseload row is missing or stale, with the version their recomputed row must match. */
export async function listStaleCaseloadKeys(db: Conn) {
  return db
    .select({ id: users.id, version: sql<number>`coalesce(${caseloadKeys.version}, 0)`.mapWith(Number) })
    .from(users)
    .leftJoin(caseloadKeys, eq(caseloadKeys.studentId, users.id))
    .where(and(inCaseload, or(isNull(caseloadKeys.studentId), eq(caseloadKeys.stale, true))));
}

export interface CaseloadKeyRow {
  studentId: string;
  version: number;
  remaining: number | null;
  blockedOn: BlockedOn;
  lastActivityAt: Date | null;
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

/** The SQL form of the domain's `compareCaseload`; `tests/api/staff-caseload.test.ts` keeps them equal. */
function orderOf(sort: CaseloadSort): SQL[] {
  const near = sql`${caseloadKeys.remaining} asc nulls last`;
  const idle = sql`${caseloadKeys.lastActivityAt} asc nulls first`;
  const name = [asc(users.lastName), asc(users.firstName)];
  const first = sort === 'name' ? [] : sort === 'nearest' ? [near, idle] : [idle, near];
  return [...first, ...name, asc(users.id)];
}

function caseloadWhere(filter: CaseloadPageFilter) {
  return and(
    inCaseload,
    filter.status ? eq(users.status, filter.status) : undefined,
    coachCondition(filter.coach),
    searchCondition(filter.search ?? null),
    filter.waiting ? inArray(caseloadKeys.blockedOn, staffQueues) : undefined,
    filter.blockedOn ? eq(caseloadKeys.blockedOn, filter.blockedOn) : undefined,
  );
}

/** How many students match the caseload's search and filters. */
export async function countCaseloadKeys(db: Conn, filter: CaseloadPageFilter): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .innerJoin(caseloadKeys, eq(caseloadKeys.studentId, users.id))
    .leftJoin(coachAssignments, eq(coachAssignments.studentId, users.id))
    .where(caseloadWhere(filter));
  return row?.total ?? 0;
}

/** One page of the matching students' ids in the caseload's order, and how many match (null past the end). */
export async function pageCaseloadKeys(
  db: Conn,
  filter: CaseloadPageFilter,
  sort: CaseloadSort,
  page: { offset: number; limit: number },
) {
  const rows = await db
    .select({ id: users.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(users)
    .innerJoin(caseloadKeys, eq(caseloadKeys.studentId, users.id))
    .leftJoin(coachAssignments, eq(coachAssignments.studentId, users.id))
    .where(caseloadWhere(filter))
    .orderBy(...orderOf(sort))
    .limit(page.limit)
    .offset(page.offset);
  return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? null };
}
