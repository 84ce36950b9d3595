import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import type { OutcomesQuery } from '@shared/contracts/staff-outcomes.js';

/**
 * The outcomes figures, each one SQL query over recorded events: the status history (decision 051), paid
 * stipends, finished rides and completed payouts. `chosen` is the filtered set of students every query
 * starts from; a student's intake month is the month of their recorded enrolment.
 */

type Row = Record<string, unknown>;

async function rows(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows?: Row[] } | Row[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/** How far along the journey a status is; on hold comes after reaching school, withdrawal is none. */
const level = (column: SQL) => sql`(case ${column}
  when '0_New' then 0 when '1_Setup' then 1 when '2_Training' then 2 when '3_Permit' then 3
  when '4_School' then 4 when '95_OnHoldForSchool' then 4 when '5_PostProgram' then 5 else -1 end)`;

/** `enrolled`: the figure reads `enrolled_at` (a filter by intake month joins the enrolment anyway). */
function chosen(filter: OutcomesQuery, enrolled = false): SQL {
  const where: SQL[] = [sql`u.role = 'student'`, sql`u.status is not null`, sql`u.status <> '96_CEO'`];
  if (filter.coach)
    where.push(
      sql`exists (select 1 from coach_assignments ca where ca.student_id = u.id and ca.coach_id = ${filter.coach})`,
    );
  if (filter.school) where.push(sql`u.school_id = ${filter.school}`);
  if (filter.board) where.push(sql`u.wb_id = ${filter.board}`);
  if (filter.intake) {
    // The UTC month as a range, so the enrolments' index finds its students.
    const [year, month] = filter.intake.split('-').map(Number) as [number, number];
    const start = new Date(Date.UTC(year, month - 1, 1));
    const end = new Date(Date.UTC(year, month, 1));
    where.push(sql`e.at >= ${start}::timestamptz and e.at < ${end}::timestamptz`);
  }
  if (!enrolled && !filter.intake)
    return sql`chosen as (select u.id, u.status from users u where ${sql.join(where, sql` and `)})`;
  return sql`chosen as (
    select u.id, u.status, e.at as enrolled_at
    from users u
    left join status_changes e on e.user_id = u.id and e.from_status is null
    where ${sql.join(where, sql` and `)}
  )`;
}

export async function studentCounts(db: Db, filter: OutcomesQuery) {
  return rows(
    db,
    sql`with ${chosen(filter)} select status, count(*)::int as students from chosen group by status`,
  );
}

export async function cohorts(db: Db, filter: OutcomesQuery) {
  return rows(
    db,
    sql`with ${chosen(filter, true)}
    select to_char(c.enrolled_at at time zone 'UTC', 'YYYY-MM') as month, count(*)::int as starters,
      count(*) filter (where r.level >= 1)::int as "1_Setup",
      count(*) filter (where r.level >= 2)::int as "2_Training",
      count(*) filter (where r.level >= 3)::int as "3_Permit",
      count(*) filter (where r.level >= 4)::int as "4_School",
      count(*) filter (where r.level >= 5)::int as "5_PostProgram"
    from chosen c
    -- One pass over the history rather than a look-up per student (an enrolled student has rows).
    join (
      select sc.user_id, max(greatest(${level(sql`sc.from_status`)}, ${level(sql`sc.to_status`)})) as level
      from status_changes sc join chosen c on c.id = sc.user_id
      where c.enrolled_at is not null
      group by 1
    ) r on r.user_id = c.id
    group by 1 order by 1`,
  );
}

export async function timeInStage(db: Db, filter: OutcomesQuery) {
  return rows(
    db,
    sql`with ${chosen(filter)},
    stays as (
      select sc.to_status, c.status as now,
        lead(sc.at) over (partition by sc.user_id order by sc.at, sc.id) as left_at, sc.at
      from status_changes sc join chosen c on c.id = sc.user_id
    )
    select to_status as status,
      count(left_at)::int as stays,
      count(*) filter (where left_at is null and now = to_status)::int as open,
      percentile_cont(0.5) within group (order by extract(epoch from left_at - at) / 86400)
        filter (where left_at is not null) as median,
      percentile_cont(0.9) within group (order by extract(epoch from left_at - at) / 86400)
        filter (where left_at is not null) as p90
    from stays group by to_status`,
  );
}

export async function exits(db: Db, filter: OutcomesQuery) {
  return rows(
    db,
    sql`with ${chosen(filter)}
    select sc.to_status as "to", sc.from_status as "from", coalesce(sc.reason, sc.path) as reason,
      count(distinct sc.user_id)::int as students
    from status_changes sc join chosen c on c.id = sc.user_id
    where sc.to_status in ('99_Withdrew', '95_OnHoldForSchool')
    group by 1, 2, 3 order by 1, 2, 3`,
  );
}

export async function money(db: Db, filter: OutcomesQuery) {
  const [row] = await rows(
    db,
    sql`with ${chosen(filter)}
    select
      (select count(*) from chosen)::int as students,
      (select count(*) from chosen where status = '5_PostProgram')::int as graduates,
      (select coalesce(sum(s.amount_cents), 0) from stipend_requests s join chosen c on c.id = s.user_id
        where s.status = 'paid')::bigint as stipends,
      (select coalesce(sum(t.fare_cents), 0) from trips t join chosen c on c.id = t.user_id
        where t.ride_state = 'completed')::bigint as rides,
      (select coalesce(sum(p.amount_cents), 0) from payouts p join chosen c on c.id = p.user_id
        where p.status = 'completed')::bigint as payouts,
      (select min(at) from status_changes) as since`,
  );
  return row!;
}

/** Permits and CDL-A licences approved per month: each student's first approved photo of each. */
export async function credentials(db: Db, filter: OutcomesQuery) {
  return rows(
    db,
    sql`with ${chosen(filter)},
    firsts as (
      select up.folder, min(up.reviewed_at) as at
      from uploads up join chosen c on c.id = up.user_id
      where up.folder in ('cdlAPermit', 'cdlALicense') and up.review = 'approved' and up.reviewed_at is not null
      group by up.user_id, up.folder
    )
    select to_char(at at time zone 'UTC', 'YYYY-MM') as month,
      count(*) filter (where folder = 'cdlAPermit')::int as permits,
      count(*) filter (where folder = 'cdlALicense')::int as licences
    from firsts group by 1 order by 1`,
  );
}

/** Which of the named coach, school and board are not the program's (a filter naming one is refused). */
export async function unknownFilters(db: Db, filter: OutcomesQuery) {
  const [row] = await rows(
    db,
    sql`select
      ${filter.coach ?? null}::uuid is not null and not exists (select 1 from users
        where id = ${filter.coach ?? null}::uuid and role in ('coach', 'admin')) as coach,
      ${filter.school ?? null}::uuid is not null and not exists (select 1 from locations
        where id = ${filter.school ?? null}::uuid and type = 'truckingSchool') as school,
      ${filter.board ?? null}::uuid is not null and not exists (select 1 from workforce_boards
        where id = ${filter.board ?? null}::uuid) as board`,
  );
  return { coach: Boolean(row?.coach), school: Boolean(row?.school), board: Boolean(row?.board) };
}

/** The checklist screen a student at each status works through (spec 001 §2; 99_Withdrew has none). */
const screenOf = sql`(values ('0_New', 'welcome'), ('1_Setup', 'welcome'), ('2_Training', 'prepermit'),
  ('3_Permit', 'permit'), ('4_School', 'school'), ('95_OnHoldForSchool', 'onhold'),
  ('5_PostProgram', 'postprogram')) as m(status, screen)`;

/**
 * Where students stall: per status, the checklist step most often open for more than `days` days of a
 * stay there. A step is open from the start of the stay until its completion or the end of the stay (now
 * for a stay still running); a step done before the stay is not open. So a step stalled a stay when the
 * stay lasted over `days` and the step was not done before, or was done only after, its first `days`. Only the steps every student of the
 * stage sees count: not recommended ones, nor those shown only for a setting, a board or hidden.
 */
export async function stalls(db: Db, filter: OutcomesQuery, days: number) {
  return rows(
    db,
    sql`with ${chosen(filter)},
    stays as (
      select sc.user_id, sc.to_status as status, sc.at,
        coalesce(lead(sc.at) over (partition by sc.user_id order by sc.at, sc.id), now()) as left_at
      from status_changes sc join chosen c on c.id = sc.user_id
    ),
    firsts as (
      -- Only a stay longer than the threshold can hold a step open longer than it, and a step open so in
      -- any such stay of a student at a status is open so in the earliest one: one row per student and status.
      select user_id, status, min(at) as at from stays
      where left_at - at > make_interval(days => ${days})
      group by 1, 2
    ),
    steps as (
      select m.status, ps.url, ps.name, ps."order"
      from ${screenOf} join program_steps ps on ps.screen = m.screen
      where not ps.recommended
        and ps.conditions ->> 'requires' is null
        and ps.conditions ->> 'workforceBoards' is null
        and ps.conditions ->> 'hidden' is null
    ),
    done as (
      -- Counting the steps done in time (any step: the join below keeps the stage's) is cheaper than
      -- listing every student's every open step.
      select f.status, co.url, count(*) as students
      from firsts f join completions co on co.user_id = f.user_id
      where co.created_at <= f.at + make_interval(days => ${days})
      group by 1, 2
    ),
    open_steps as (
      select st.status, st.url, st.name, st."order", (p.students - coalesce(d.students, 0))::int as students
      from steps st
      join (select status, count(*) as students from firsts group by 1) p on p.status = st.status
      left join done d on d.status = st.status and d.url = st.url
    ),
    ranked as (
      select *, row_number() over (partition by status order by students desc, "order", url) as n
      from open_steps where students > 0
    )
    select status, url, name, students from ranked where n = 1`,
  );
}

/** Finished rides by reason: how many, how many students took one, and how many used all their limit. */
export async function ridesByReason(db: Db, filter: OutcomesQuery) {
  return rows(
    db,
    sql`with ${chosen(filter)},
    taken as (
      select t.user_id, t.ride_reason, count(*)::int as rides
      from trips t join chosen c on c.id = t.user_id
      where t.ride_state = 'completed'
      group by 1, 2
    )
    select ride_reason as reason, sum(rides)::int as rides, count(*)::int as students,
      json_agg(rides) as per_student
    from taken group by 1`,
  );
}

/**
 * The funder's rows: one per chosen student, with the first recorded date of each stage reached and of the
 * first approved permit and licence (each shown when it falls inside [from, to)), the withdrawal in the
 * period, and money by kind paid in the period.
 * Nothing of a conviction, no document, no contact detail.
 */
export async function exportRows(db: Db, filter: OutcomesQuery, from: Date | null, to: Date | null) {
  const inside = (column: SQL) =>
    sql`(${from}::timestamptz is null or ${column} >= ${from}::timestamptz)
      and (${to}::timestamptz is null or ${column} < ${to}::timestamptz)`;
  // A stage is reached on the first recorded move to it or past it, shown when that day is in the period.
  const inPeriod = (first: SQL) => sql`(select f from (select ${first} as f) x where ${inside(sql`f`)})`;
  const reached = (n: number) =>
    inPeriod(sql`(select min(sc.at) from status_changes sc where sc.user_id = c.id
      and ${level(sql`sc.to_status`)} >= ${n})`);
  const firstApproved = (folder: string) =>
    inPeriod(sql`(select min(up.reviewed_at) from uploads up where up.user_id = c.id
      and up.folder = ${folder} and up.review = 'approved')`);
  return rows(
    db,
    sql`with ${chosen(filter, true)}
    select c.id, u.first_name, u.last_name, c.status, c.enrolled_at,
      wb.name as board, sch.name as school,
      ${reached(1)} as setup, ${reached(2)} as training, ${reached(3)} as permit,
      ${reached(4)} as school_at, ${reached(5)} as post_program,
      ${firstApproved('cdlAPermit')} as permit_approved,
      ${firstApproved('cdlALicense')} as licence_approved,
      w.at as withdrew_at, w.from_status as withdrew_from,
      (select coalesce(sum(s.amount_cents), 0) from stipend_requests s where s.user_id = c.id
        and s.status = 'paid' and ${inside(sql`coalesce(s.decided_at, s.created_at)`)})::bigint as stipends,
      (select coalesce(sum(t.fare_cents), 0) from trips t where t.user_id = c.id
        and t.ride_state = 'completed' and ${inside(sql`coalesce(t.completed_at, t.created_at)`)})::bigint as rides,
      (select coalesce(sum(p.amount_cents), 0) from payouts p where p.user_id = c.id
        and p.status = 'completed' and ${inside(sql`coalesce(p.completed_at, p.created_at)`)})::bigint as payouts
    from chosen c
    join users u on u.id = c.id
    left join workforce_boards wb on wb.id = u.wb_id
    left join locations sch on sch.id = u.school_id
    left join lateral (
      select sc.at, sc.from_status from status_changes sc
      where sc.user_id = c.id and sc.to_status = '99_Withdrew' and ${inside(sql`sc.at`)}
      order by sc.at desc limit 1
    ) w on true
    order by u.last_name, u.first_name, c.id`,
  );
}

/** The names of the chosen coach, school and board, for the export's summary. */
export async function filterNames(db: Db, filter: OutcomesQuery) {
  const [row] = await rows(
    db,
    sql`select
      (select concat_ws(' ', first_name, last_name) from users where id = ${filter.coach ?? null}::uuid) as coach,
      (select name from locations where id = ${filter.school ?? null}::uuid) as school,
      (select name from workforce_boards where id = ${filter.board ?? null}::uuid) as board`,
  );
  return row ?? {};
}

/** The history figures kept for one filter (decision 052), or none. */
export async function keptFigures(db: Db, key: string) {
  const [row] = await rows(
    db,
    sql`select figures, computed_at, read_at from outcome_figures where filter_key = ${key}`,
  );
  return row
    ? {
        figures: row.figures,
        computedAt: new Date(row.computed_at as string),
        readAt: new Date(row.read_at as string),
      }
    : null;
}

export async function keepFigures(db: Db, key: string, filter: OutcomesQuery, figures: unknown, at: Date) {
  await db.execute(sql`insert into outcome_figures (filter_key, filter, figures, computed_at, read_at)
    values (${key}, ${JSON.stringify(filter)}::jsonb, ${JSON.stringify(figures)}::jsonb, ${at}::timestamptz,
      ${at}::timestamptz)
    on conflict (filter_key) do update set filter = excluded.filter, figures = excluded.figures,
      computed_at = excluded.computed_at`);
}

/** Marks kept figures as read: those not read for a while are dropped rather than recomputed. */
export async function touchFigures(db: Db, key: string, at: Date) {
  await db.execute(sql`update outcome_figures set read_at = ${at}::timestamptz where filter_key = ${key}`);
}

/** Drops the figures last read before `readBefore`; returns the filters of those computed before `computedBefore`. */
export async function staleFilters(db: Db, readBefore: Date, computedBefore: Date) {
  await db.execute(sql`delete from outcome_figures where read_at < ${readBefore}::timestamptz`);
  const found = await rows(
    db,
    sql`select filter_key, filter from outcome_figures where computed_at < ${computedBefore}::timestamptz order by filter_key`,
  );
  return found.map((r) => ({ key: String(r.filter_key), filter: r.filter as OutcomesQuery }));
}
