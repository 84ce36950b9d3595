// Generates 5,000 students (BENCH_STUDENTS sets another number, e.g. 50000) and 20,000 queued items, then times the coach's caseload (with search and
// filters) and the console's queue counts (budget: 200 ms at p95 each), through the same service and
// repository calls the routes use. Embedded PGlite by default; BENCH_DATABASE_URL=<a PostgreSQL server>
// runs it there on a scratch database that is dropped afterwards.
// Usage: npm run bench:staff (BENCH_STUDENTS=50000 BENCH_DATABASE_URL=postgres://… npm run bench:staff)
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { stageScreenOf } from '../src/shared/domain/staff.js';
import { statuses, type Status } from '../src/shared/domain/program.js';
import { openDatabase, type Db } from '../src/server/db/client.js';
import { syncProgramSteps } from '../src/server/seed/content.js';
import {
  coachAssignments,
  completions,
  payouts,
  programSteps,
  rideLocationRequests,
  sessions,
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

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 5_000);
const COACHES = 12;
const BUDGET_MS = 200;
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

async function generate(db: Db) {
  await syncProgramSteps(db);
  const steps = await db.select({ screen: programSteps.screen, url: programSteps.url }).from(programSteps);
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
  const studentRows = Array.from({ length: STUDENTS }, (_, i) => ({
    email: `student${i}@bench.example.org`,
    phone: `+1312${String(2_000_000 + i).padStart(7, '0')}`,
    firstName: pick(firstNames),
    lastName: `${pick(lastNames)} ${i}`,
    status: pick(studentStatuses) as Status,
    createdAt: ago(30 + random() * 300),
    lastSeenAt: random() < 0.8 ? ago(random() * 60) : null,
  }));
  const students: { id: string; status: Status }[] = [];
  for (let i = 0; i < studentRows.length; i += 1000)
    students.push(
      ...((await db
        .insert(users)
        .values(studentRows.slice(i, i + 1000))
        .returning({ id: users.id, status: users.status })) as { id: string; status: Status }[]),
    );

  // Nine in ten students have a coach; each finished some of their stage's checklist.
  await insertAll(
    db,
    coachAssignments,
    students.filter(() => random() < 0.9).map((s) => ({ studentId: s.id, coachId: pick(coaches).id })),
  );
  const done: { userId: string; url: string; createdAt: Date }[] = [];
  for (const s of students) {
    const screen = stageScreenOf(s.status);
    const stage = steps.filter((p) => p.screen === screen);
    const count = Math.floor(random() * (stage.length + 1));
    for (const step of stage.slice(0, count))
      done.push({ userId: s.id, url: step.url, createdAt: ago(random() * 90) });
  }
  await insertAll(db, completions, done);
  await insertAll(
    db,
    sessions,
    students.map((s) => ({
      id: randomBytes(16).toString('hex'),
      userId: s.id,
      createdAt: ago(random() * 60),
      expiresAt: ago(-30),
      lastSeenAt: ago(random() * 30),
    })),
  );

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
  return { coach: coaches[0]!.id };
}

/** Times `run` RUNS times after 3 warm-ups; `before` (not timed) prepares each run. */
async function time(label: string, run: () => Promise<unknown>, before?: () => Promise<unknown>) {
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
  const ok = p95 <= BUDGET_MS;
  console.log(
    `staff: ${label.padEnd(34)} median ${median.toFixed(1).padStart(6)} ms, p95 ${p95.toFixed(1).padStart(6)} ms: ${ok ? 'ok' : 'OVER'}`,
  );
  return ok;
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
  const { coach } = await generate(database.db);
  if (database.kind === 'postgres') await database.pool.query('analyze');
  console.log(
    `staff: ${STUDENTS} students, 20000 queued items on ${base ? 'PostgreSQL' : 'PGlite'} ` +
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
  const results = [
    await time('caseload, ten students moved since', () => list({}), tenFinishAStep),
    await time('caseload, nearly there first', () => list({})),
    await time('caseload, idle longest, page 20', () => list({ after: page20 }, 'idle')),
    await time('caseload, search by phone', () => list({ q: '(312) 200-1234' })),
    await time('caseload, search by name', () => list({ q: 'hughes' })),
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
  ];
  const counts = await countQueues(database.db, consoleAreas);
  console.log(`staff: counts ${JSON.stringify(counts)}`);
  process.exitCode = results.every(Boolean) ? 0 : 1;
} finally {
  await database.close();
  if (base) await admin(`drop database if exists ${scratch} with (force)`);
}
