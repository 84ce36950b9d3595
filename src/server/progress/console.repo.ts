import { asc, eq, max, sql } from 'drizzle-orm';
import type { Conn } from '../db/client.js';
import type { StudentScope } from '../db/per-student.js';
import { completions, programSteps } from '../db/schema/index.js';

/*
 * Progress as the staff console reads it: pieces its caseload and timeline statements join in, and the
 * program's steps the checklist rules run on.
 */

/** Per student: when they last completed a step, and the steps done. */
export function completedPerStudent(db: Conn, only: StudentScope) {
  return db
    .select({
      studentId: completions.userId,
      at: max(completions.createdAt).as('done_at'),
      urls: sql<string[]>`array_agg(${completions.url})`.as('done_urls'),
    })
    .from(completions)
    .where(only(completions.userId))
    .groupBy(completions.userId)
    .as('done');
}

/** The student's completed steps, each with the step's name (its address when the step is gone). */
export function completedSteps(db: Conn, studentId: string) {
  return db
    .select({
      url: completions.url,
      // Qualified by hand: drizzle writes a one-table query's columns bare, and a bare "url" would be the step's.
      name: sql<string>`coalesce((select ps.name from program_steps ps where ps.url = "completions"."url" limit 1), "completions"."url")`.as(
        'step_name',
      ),
      at: completions.createdAt,
    })
    .from(completions)
    .where(eq(completions.userId, studentId))
    .as('steps');
}

export async function listAllProgramSteps(db: Conn) {
  return db.select().from(programSteps).orderBy(asc(programSteps.screen), asc(programSteps.order));
}
