import { sql, type SQL, type SQLWrapper, type Subquery } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/*
 * Pieces of SQL an area builds from its own tables for a statement of another area: the staff console
 * joins each area's facts about its students into one query instead of reading the area's tables itself.
 */

/** Which students a piece reads: a condition on the area's student column, or none for every student. */
export type StudentScope = (studentId: AnyPgColumn) => SQL | undefined;

/** A subquery with one row per student (`studentId`) and the values `T` it computed for them. */
export type PerStudent<T extends Record<string, unknown>> = Subquery & { studentId: SQLWrapper } & {
  [K in keyof T]: SQL.Aliased<T[K]>;
};

/** A subquery of rows about one student, with the columns `T` (e.g. the events of a timeline). */
export type RowsOf<T extends string> = Subquery & { [K in T]: SQLWrapper };

export const toDate = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));

/** How many rows of a group meet `condition`. */
export const countIf = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** The earliest time among the rows of a group meeting `condition`. */
export const oldestIf = (column: AnyPgColumn, condition: SQL) =>
  sql<Date | null>`min(${column}) filter (where ${condition})`.mapWith(toDate);

/** A scalar subquery counting the rows of `table` meeting `where`. */
export const countWhere = (table: PgTable, where: SQL) => sql`(select count(*) from ${table} where ${where})`;
