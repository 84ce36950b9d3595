import { desc, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { entriesAbout } from '@server/audit/audit.repo.js';
import type { Db } from '@server/db/client.js';
import { notes, studentTexts, users } from '@server/db/schema/index.js';
import { completedSteps } from '@server/progress/console.repo.js';
import type { OtherAreas } from './other-areas.js';

const text = (value: string) => sql<string>`${value}::text`;
const none = sql<string | null>`null::text`;
const nobody = sql<string | null>`null::uuid`;
const iso = (column: unknown) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One page of a student's timeline in one query: every record the portal keeps about what the student
 * did and what staff did, unified into (kind, who, a, b, body, at) rows, newest first: steps, uploads, audit
 * entries, rides and bookings as their areas give them, notes and texts from the console's own tables (so
 * their audit entries are left out here to show each event once).
 */
export async function listTimeline(
  db: Db,
  areas: Pick<OtherAreas, 'documents' | 'rides' | 'classes'>,
  studentId: string,
  offset: number,
  limit: number,
) {
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

  const steps = completedSteps(db, studentId);
  const uploads = areas.documents.uploadsOf(db, studentId);
  const audit = entriesAbout(db, studentId, ['notes.%', 'texts.%']);
  const trips = areas.rides.tripsOf(db, studentId);
  const bookings = areas.classes.bookingsOf(db, studentId);
  const events = unionAll(
    db.select(row('step', steps.url, nobody, steps.name, none, none, steps.at)).from(steps),
    db.select(row('upload', uploads.id, nobody, uploads.folder, none, none, uploads.at)).from(uploads),
    db.select(row('audit', audit.id, audit.actorId, audit.action, audit.detail, none, audit.at)).from(audit),
    db.select(row('ride', trips.id, nobody, trips.reason, trips.status, none, trips.at)).from(trips),
    db
      .select(
        row(
          'call',
          bookings.id,
          nobody,
          bookings.name,
          iso(bookings.startsAt),
          sql`case when ${bookings.cancelledAt} is null then null else 'cancelled' end`,
          bookings.at,
        ),
      )
      .from(bookings),
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
