import { and, desc, eq, notLike, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '@server/db/client.js';
import {
  attendances,
  auditLog,
  completions,
  notes,
  studentTexts,
  trips,
  uploads,
  users,
} from '@server/db/schema/index.js';

const text = (value: string) => sql<string>`${value}::text`;
const none = sql<string | null>`null::text`;
const nobody = sql<string | null>`null::uuid`;
const iso = (column: unknown) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One page of a student's timeline in one query: every record the portal keeps about what the student
 * did and what staff did, unified into (kind, who, a, b, body, at) rows, newest first. Notes and texts are
 * read from their own tables, so their audit entries are left out here to show each event once.
 */
export async function listTimeline(db: Db, studentId: string, offset: number, limit: number) {
  const row = (
    kind: string,
    id: unknown,
    actorId: unknown,
    a: unknown,
    b: unknown,
    body: unknown,
    at: unknown,
  ) => ({
    kind: text(kind).as('kind'),
    id: sql<string>`${id}::text`.as('id'),
    actorId: sql<string | null>`${actorId}`.as('actor_id'),
    a: sql<string | null>`${a}::text`.as('a'),
    b: sql<string | null>`${b}::text`.as('b'),
    body: sql<string | null>`${body}::text`.as('body'),
    at: sql<Date>`${at}`.as('at'),
  });

  const stepName = sql`coalesce((select ps.name from program_steps ps where ps.url = ${completions.url} limit 1), ${completions.url})`;
  const events = unionAll(
    db
      .select(row('step', sql`${completions.url}`, nobody, stepName, none, none, completions.createdAt))
      .from(completions)
      .where(eq(completions.userId, studentId)),
    db
      .select(row('upload', uploads.id, nobody, uploads.folder, none, none, uploads.createdAt))
      .from(uploads)
      .where(eq(uploads.userId, studentId)),
    db
      .select(
        row(
          'audit',
          auditLog.id,
          auditLog.actorId,
          auditLog.action,
          auditLog.detail,
          none,
          auditLog.createdAt,
        ),
      )
      .from(auditLog)
      .where(
        and(
          eq(auditLog.subjectUserId, studentId),
          notLike(auditLog.action, 'notes.%'),
          notLike(auditLog.action, 'texts.%'),
        ),
      ),
    db
      .select(row('ride', trips.id, nobody, trips.rideReason, trips.status, none, trips.createdAt))
      .from(trips)
      .where(eq(trips.userId, studentId)),
    db
      .select(
        row(
          'call',
          attendances.id,
          nobody,
          attendances.name,
          iso(attendances.startsAt),
          sql`case when ${attendances.cancelledAt} is null then null else 'cancelled' end`,
          attendances.createdAt,
        ),
      )
      .from(attendances)
      .where(eq(attendances.userId, studentId)),
    db
      .select(row('note', notes.id, notes.authorId, notes.type, none, notes.body, notes.createdAt))
      .from(notes)
      .where(eq(notes.studentId, studentId)),
    db
      .select(
        row(
          'text',
          studentTexts.id,
          studentTexts.authorId,
          studentTexts.direction,
          studentTexts.keyword,
          studentTexts.body,
          studentTexts.createdAt,
        ),
      )
      .from(studentTexts)
      .where(eq(studentTexts.studentId, studentId)),
  ).as('events');

  // Columns of a set-operation subquery come out unqualified; name them by the subquery, as users has an id too.
  const col = <T>(name: string) => sql<T>`${sql.identifier('events')}.${sql.identifier(name)}`;
  const at = col<Date>('at');
  const id = col<string>('id');
  return db
    .select({
      kind: col<string>('kind'),
      id,
      actorId: col<string | null>('actor_id'),
      actorName: sql<string | null>`concat_ws(' ', ${users.firstName}, ${users.lastName})`,
      a: col<string | null>('a'),
      b: col<string | null>('b'),
      body: col<string | null>('body'),
      at,
    })
    .from(events)
    .leftJoin(users, sql`${users.id} = ${col('actor_id')}`)
    .orderBy(desc(at), desc(id))
    .limit(limit)
    .offset(offset);
}
export type TimelineRow = Awaited<ReturnType<typeof listTimeline>>[number];
