// Generates 5,000 students (BENCH_STUDENTS sets another number, e.g. 50000) with their recorded status moves and
// 20,000 queued items, then times the coach's caseload (with search and filters) and the console's queue
// counts (budget: 200 ms at p95 each) and the outcomes page (300 ms), through the same service and
// repository calls the routes use. Embedded PGlite by default; BENCH_DATABASE_URL=<a PostgreSQL server>
// runs it there on a scratch database that is dropped afterwards (kept, and named, with BENCH_KEEP=1).
// Usage: npm run bench:staff (BENCH_STUDENTS=50000 BENCH_DATABASE_URL=postgres://… npm run bench:staff)
import { randomBytes } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { stageScreenOf } from '../src/shared/domain/staff.js';
import { statuses } from '../src/shared/domain/program.js';
import { openDatabase, type Db } from '../src/server/db/client.js';
import { syncProgramSteps } from '../src/server/seed/content.js';
import {
  completions,
  payouts,
  rideLocationRequests,
  stipendRequests,
  tickets,
  uberAccessRequests,
  uploads,
  users,
} from '../src/server/db/schema/index.js';
import type { Viewer } from '../src/server/plugins/session.js';
import { listPendingReviews } from '../src/server/features/documents/documents.repo.js';
import { listQueue } from '../src/server/features/payouts/payouts.repo.js';
import {
  openAccessRequests,
  openLocationRequests,
  tripsNeedingApproval,
} from '../src/server/features/rides/rides.repo.js';
import { listOpenTickets } from '../src/server/features/helpdesk/console.repo.js';
import { countQueues } from '../src/server/features/staff/staff-counts.repo.js';
import { listOpenRequests } from '../src/server/features/stipends/stipends.repo.js';
import { caseload, type CaseloadRequest } from '../src/server/features/staff/staff.service.js';
import { consoleAreas } from '../src/server/console-areas.js';
import { getOutcomes } from '../src/server/features/outcomes/outcomes.service.js';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 5_000);
const COACHES = 12;
const BUDGET_MS = 200;
/** The caseload reads that must stay flat as the students grow: p95 at most this, at any number. */
const SEARCH_BUDGET_MS = 100;
/** The first students generated; a larger BENCH_STUDENTS is reached by adding the rest, measured again. */
const FIRST = 5_000;
/** How much slower the median of those reads may be at BENCH_STUDENTS than at FIRST. */
const GROWTH_BUDGET = 2;
/** The outcomes page's answer, over every student and over one intake month (issue 40). */
const OUTCOMES_BUDGET_MS = 300;
const RUNS = 40;
const base = process.env.BENCH_DATABASE_URL;
const scratch = `portal_bench_staff_${randomBytes(4).toString('hex')}`;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** A small deterministic generator, so two runs measure the same data. */
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
const ago = (days: number) => new Date(Date.now() - days * 86_400_000);

async function insertAll<T>(db: Db, table: Parameters<Db['insert']>[0], rows: T[]) {
  for (let i = 0; i < rows.length; i += 1000) await db.insert(table).values(rows.slice(i, i + 1000) as never);
}

const firstNames = [
  'Maria',
  'James',
  'Denise',
  'Robert',
  'Marcus',
  'Tanya',
  'Andre',
  'Linda',
  'Luis',
  'Aisha',
];
const lastNames = ['Lopez', 'Carter', 'Walker', 'Hughes', 'Johnson', 'Brooks', 'Williams', 'Nguyen', 'Patel'];
const studentStatuses = statuses.filter((s) => s !== '96_CEO');

const text = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(', ')}]`);
/** A number in [0, n) drawn from the row's own key, so two runs generate the same students. */
const draw = (salt: string, key: SQL, n: number) =>
  sql`(abs(hashtext(${salt} || ${key}::text)) % ${sql.raw(String(n))})`;

/**
 * Students `from` to `to - 1`, in one set-based statement: nine in ten with a coach, each with some of their
 * stage's checklist done (its first steps) and one session. The insert trigger gives each a stale row of
 * caseload keys, as a sign-up does.
 */
async function addStudents(db: Db, coachIds: string[], from: number, to: number) {
  const i = sql.raw('i');
  const screens = sql.raw(
    `(values ${studentStatuses.map((s) => `('${s}', '${stageScreenOf(s)}')`).join(', ')}) as stage(status, screen)`,
  );
  // How far along the stages each status is; on hold and withdrawn students had reached the permit stage.
  const ranks = sql.raw(
    `(values ${studentStatuses
      .map((s) => `('${s}', ${statuses.indexOf(s) <= 5 ? statuses.indexOf(s) : 3})`)
      .join(', ')}) as r(status, rank)`,
  );
  await db.execute(sql`
    with added as (
      insert into users (role, email, phone, first_name, last_name, status, created_at, last_seen_at)
      select 'student', 'student' || i || '@bench.example.org', '+1312' || lpad((2000000 + i)::text, 7, '0'),
        (${text(firstNames)})[1 + ${draw('f', i, firstNames.length)}],
        (${text(lastNames)})[1 + ${draw('l', i, lastNames.length)}] || ' ' || i,
        (${text(studentStatuses)})[1 + ${draw('s', i, studentStatuses.length)}],
        now() - (30 + ${draw('c', i, 300)}) * interval '1 day',
        case when ${draw('a', i, 10)} < 8 then now() - ${draw('m', i, 60 * 24)} * interval '1 hour' end
      from generate_series(${from}::integer, ${to - 1}::integer) as i
      returning id, status, created_at
    ), history as (
      -- Each student's recorded moves: enrolment, then forward a stage every week or few up to where they
      -- are; on hold and withdrawn students left from the permit stage.
      insert into status_changes (user_id, from_status, to_status, at, by_id, path)
      select a.id,
        case when k = 0 then null else (${text(statuses.slice(0, 6))})[k] end,
        case when k <= r.rank then (${text(statuses.slice(0, 6))})[k + 1] else a.status end,
        least(now(), a.created_at + k * (7 + ${draw('w', sql`a.id`, 21)}) * interval '1 day'),
        a.id,
        case when k = 0 then 'enrolment' when k <= r.rank then 'forward'
          when a.status = '99_Withdrew' then 'withdrawal' else 'onHold' end
      from added a
      join ${ranks} on r.status = a.status
      cross join generate_series(0, 5) as k
      where k <= r.rank or (k = r.rank + 1 and a.status in ('95_OnHoldForSchool', '99_Withdrew'))
      returning user_id
    ), coached as (
      insert into coach_assignments (student_id, coach_id)
      select id, (${sql.raw(`array[${coachIds.map((c) => `'${c}'::uuid`).join(', ')}]`)})[1 + ${draw('k', sql`id`, coachIds.length)}]
      from added where ${draw('h', sql`id`, 10)} < 9
      returning student_id
    ), steps as (
      select p.screen, p.url, row_number() over (partition by p.screen order by p."order") as n,
        count(*) over (partition by p.screen) as of
      from program_steps p
    ), done as (
      insert into completions (user_id, url, created_at)
      select a.id, steps.url, now() - ${draw('d', sql`a.id || steps.url`, 90 * 24)} * interval '1 hour'
      from added a join ${screens} on stage.status = a.status join steps on steps.screen = stage.screen
      where steps.n <= abs(hashtext('n' || a.id::text)) % (steps.of + 1)
      on conflict do nothing
      returning user_id
    )
    insert into sessions (id, user_id, created_at, expires_at, last_seen_at)
    select md5('session' || id::text), id, now() - ${draw('x', sql`id`, 60 * 24)} * interval '1 hour',
      now() + interval '30 days', now() - ${draw('y', sql`id`, 30 * 24)} * interval '1 hour'
    from added`);
}

async function generate(db: Db) {
  await syncProgramSteps(db);
  const coaches = await db
    .insert(users)
    .values(
      Array.from({ length: COACHES }, (_, i) => ({
        role: 'coach' as const,
        email: `coach${i}@bench.example.org`,
        phone: `+1773555${String(i).padStart(4, '0')}`,
        firstName: pick(firstNames),
        lastName: `Coach ${i}`,
      })),
    )
    .returning({ id: users.id });
  await addStudents(
    db,
    coaches.map((c) => c.id),
    0,
    Math.min(STUDENTS, FIRST),
  );
  const students = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'student'))
    .orderBy(users.email);

  // 20,000 queued items across the queues, and settled history beside them.
  const upload = (userId: string, i: number, review: 'pending' | 'approved') => ({
    userId,
    folder: pick(['cdlALicense', 'socialSecurityCard', 'birthCertificate', 'dotMedicalCard']),
    objectKey: `bench/${userId}/${review}/${i}`,
    contentType: 'image/jpeg',
    byteSize: 200_000,
    width: 1600,
    height: 1200,
    eTag: 'bench',
    review,
    createdAt: ago(random() * 30),
  });
  await insertAll(db, uploads, [
    ...Array.from({ length: 8_000 }, (_, i) => upload(pick(students).id, i, 'pending')),
    ...Array.from({ length: 5_000 }, (_, i) => upload(pick(students).id, i, 'approved')),
  ]);
  const ticket = (userId: string, status: 'open' | 'closed') => ({
    userId,
    email: 'student@bench.example.org',
    subject: 'My ride did not come',
    body: 'Waited 30 minutes.',
    groupId: 'support',
    status,
    createdAt: ago(random() * 30),
  });
  await insertAll(db, tickets, [
    ...Array.from({ length: 4_000 }, () => ticket(pick(students).id, 'open')),
    ...Array.from({ length: 2_000 }, () => ticket(pick(students).id, 'closed')),
  ]);
  await insertAll(
    db,
    stipendRequests,
    students.slice(0, 1_000).flatMap((s) =>
      [1, 2, 3].map((week) => ({
        userId: s.id,
        week,
        email: 'pay@bench.example.org',
        attendance: 'full' as const,
        status: week === 3 ? ('approved' as const) : ('requested' as const),
        createdAt: ago(random() * 21),
      })),
    ),
  );
  await insertAll(
    db,
    uberAccessRequests,
    students
      .slice(1_000, 3_000)
      .map((s) => ({ userId: s.id, reason: 'No car', createdAt: ago(random() * 14) })),
  );
  await insertAll(
    db,
    rideLocationRequests,
    Array.from({ length: 1_500 }, () => ({
      userId: pick(students).id,
      name: 'Clinic',
      address: '1 Main St',
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
      reason: 'DOT physical',
      latitude: 41.88,
      longitude: -87.63,
      createdAt: ago(random() * 14),
    })),
  );
  await insertAll(
    db,
    payouts,
    students.slice(3_000, 4_500).map((s) => ({
      userId: s.id,
      reason: 'permit' as const,
      amountCents: 3_000,
      email: 'pay@bench.example.org',
      faFirstName: 'Pat',
      faLastName: 'Doe',
      createdAt: ago(random() * 14),
    })),
  );
  return { coach: coaches[0]!.id, coaches: coaches.map((c) => c.id) };
}

/** Times `run` RUNS times after 3 warm-ups; `before` (not timed) prepares each run. */
async function time(
  label: string,
  run: () => Promise<unknown>,
  before?: () => Promise<unknown>,
  budget = BUDGET_MS,
) {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await before?.();
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const p95 = times[Math.floor(times.length * 0.95)]!;
  const ok = p95 <= budget;
  console.log(
    `staff: ${label.padEnd(34)} median ${median.toFixed(1).padStart(6)} ms, p95 ${p95.toFixed(1).padStart(6)} ms: ${ok ? 'ok' : `OVER ${budget} ms`}`,
  );
  return { ok, median };
}

let url: string | undefined;
if (base) {
  await admin(`create database ${scratch}`);
  const u = new URL(base);
  u.pathname = `/${scratch}`;
  url = u.toString();
}
const database = await openDatabase({ url, dataDir: null });
try {
  const generated = performance.now();
  const { coach, coaches } = await generate(database.db);
  if (database.kind === 'postgres') await database.pool.query('analyze');
  console.log(
    `staff: ${Math.min(STUDENTS, FIRST)} students, 20000 queued items on ${base ? 'PostgreSQL' : 'PGlite'} ` +
      `(generated in ${((performance.now() - generated) / 1000).toFixed(1)} s); budget ${BUDGET_MS} ms at p95`,
  );
  const deps = { db: database.db, areas: consoleAreas };
  const viewer = { userId: coach, role: 'coach', status: null } as Viewer;
  const list = (request: Partial<CaseloadRequest>, sort: 'nearest' | 'idle' | 'name' = 'nearest') =>
    caseload(deps, viewer, { pageSize: 50, ...request }, sort);
  // The first read after a start (or a change of the program's steps) computes every student's kept keys.
  const cold = performance.now();
  await list({});
  console.log(
    `staff: ${'caseload, first read (all keys computed)'.padEnd(34)} ${(performance.now() - cold).toFixed(1)} ms once`,
  );
  if (database.kind === 'postgres') await database.pool.query('analyze');
  // Students at work between two reads: ten of them finish a step, so ten rows are stale.
  const working = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'student'))
    .limit(400);
  let step = 0;
  const tenFinishAStep = () =>
    insertAll(
      database.db,
      completions,
      working
        .slice((step % 40) * 10, (step++ % 40) * 10 + 10)
        .map((w) => ({ userId: w.id, url: `/bench/step/${step}` })),
    );
  // Page 20 of the idle order: the cursor the console holds after pressing "Next page" 19 times.
  let page20: string | undefined;
  for (let page = 1; page < 20; page++) page20 = (await list({ after: page20 }, 'idle')).next ?? undefined;
  // The reads that must not grow with the number of students (issue 41): the first page, a name and a phone.
  const flat = async (count: number) => ({
    caseload: await time(
      `caseload at ${count}, nearly there first`,
      () => list({}),
      undefined,
      SEARCH_BUDGET_MS,
    ),
    name: await time(
      `caseload at ${count}, search by name`,
      () => list({ q: 'hughes' }),
      undefined,
      SEARCH_BUDGET_MS,
    ),
    phone: await time(
      `caseload at ${count}, search by phone`,
      () => list({ q: '(312) 200-1234' }),
      undefined,
      SEARCH_BUDGET_MS,
    ),
  });
  const intake = new Date(Date.now() - 120 * 86_400_000).toISOString().slice(0, 7);
  // The history figures are kept per filter for a day (decision 052): the first read of a filter computes them.
  const computed = async (label: string, filter: { intake?: string }) => {
    await database.db.execute(sql`delete from outcome_figures`);
    const started = performance.now();
    await getOutcomes(database.db, viewer, filter);
    console.log(`staff: ${label.padEnd(34)} ${(performance.now() - started).toFixed(1)} ms once`);
  };
  const outcomes = (count: number) => [
    async () => {
      await computed(`outcomes at ${count}, first read, all`, {});
      await computed(`outcomes at ${count}, first read, intake`, { intake });
      return { ok: true, median: 0 };
    },
    () =>
      time(
        `outcomes at ${count}, every student`,
        () => getOutcomes(database.db, viewer, {}),
        undefined,
        OUTCOMES_BUDGET_MS,
      ),
    () =>
      time(
        `outcomes at ${count}, intake ${intake}`,
        () => getOutcomes(database.db, viewer, { intake }),
        undefined,
        OUTCOMES_BUDGET_MS,
      ),
  ];
  const results = [
    await time('caseload, ten students moved since', () => list({}), tenFinishAStep),
    await time('caseload, idle longest, page 20', () => list({ after: page20 }, 'idle')),
    await time('caseload, stage filter', () => list({ status: '3_Permit' })),
    await time('caseload, blocked on documents', () => list({ blockedOn: 'documents' })),
    await time('caseload, my students', () => list({ mine: true })),
    await time('queue counts', () => countQueues(database.db, consoleAreas)),
    await time('documents queue (oldest 200)', () => listPendingReviews(database.db, {})),
    await time('tickets queue (oldest 200)', () => listOpenTickets(database.db)),
    await time('stipends queue (oldest 200)', () => listOpenRequests(database.db)),
    await time('payouts queue (oldest 200)', () => listQueue(database.db, 'open')),
    await time('rides queues (oldest 200 each)', () =>
      Promise.all([
        openAccessRequests(database.db),
        openLocationRequests(database.db),
        tripsNeedingApproval(database.db),
      ]),
    ),
  ].map((r) => r.ok);
  const small = await flat(Math.min(STUDENTS, FIRST));
  results.push(...Object.values(small).map((r) => r.ok));
  for (const timed of outcomes(Math.min(STUDENTS, FIRST))) results.push((await timed()).ok);
  if (STUDENTS > FIRST) {
    const grown = performance.now();
    await addStudents(database.db, coaches, FIRST, STUDENTS);
    if (database.kind === 'postgres') await database.pool.query('analyze');
    console.log(
      `staff: ${STUDENTS - FIRST} students added (${((performance.now() - grown) / 1000).toFixed(1)} s), ${STUDENTS} in all`,
    );
    const keyed = performance.now();
    await list({});
    console.log(
      `staff: ${`caseload, first read at ${STUDENTS} (keys computed)`.padEnd(34)} ${(performance.now() - keyed).toFixed(1)} ms once`,
    );
    // As autovacuum would after so many rows changed: the planner sees the computed keys, not stale rows.
    if (database.kind === 'postgres') await database.pool.query('analyze');
    const large = await flat(STUDENTS);
    for (const timed of outcomes(STUDENTS)) results.push((await timed()).ok);
    for (const key of ['caseload', 'name', 'phone'] as const) {
      const growth = large[key].median / small[key].median;
      const ok = large[key].ok && growth <= GROWTH_BUDGET;
      console.log(
        `staff: ${key.padEnd(8)} p50 ${small[key].median.toFixed(1)} → ${large[key].median.toFixed(1)} ms from ${FIRST} to ${STUDENTS} students: ${growth.toFixed(2)}× (budget ${GROWTH_BUDGET}×) ${ok ? 'ok' : 'OVER'}`,
      );
      results.push(ok);
    }
  }
  const counts = await countQueues(database.db, consoleAreas);
  console.log(`staff: counts ${JSON.stringify(counts)}`);
  process.exitCode = results.every(Boolean) ? 0 : 1;
} finally {
  await database.close();
  if (base && process.env.BENCH_KEEP) console.log(`staff: database ${scratch} kept`);
  else if (base) await admin(`drop database if exists ${scratch} with (force)`);
}
