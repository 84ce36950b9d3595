import { randomUUID } from 'node:crypto';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  coachAssignments,
  completions,
  payouts,
  programSteps,
  uploads,
  auditLog,
  statusChanges,
  stipendRequests,
  trips,
  users,
} from '@server/db/schema/index.js';
import { refreshHistoryFigures } from '@server/features/outcomes/outcomes.kept.js';
import { ROOMY_LIMITS, startTestPortal, type TestPortal } from './harness.js';

let portal: TestPortal;
let admin: string;
let coach: string;
const db = () => portal.database.db;
const day = 86_400_000;
const september = Date.parse('2026-09-01T00:00:00Z');

/**
 * A generated cohort with known answers. Ten students enrol in September 2026: all reach training, six
 * reach the permit (after 2, 4, …, 12 days of training), three reach school (after 10, 20, 30 days of
 * permit), one withdraws at the permit after 5 days and one goes on hold after 7 days of school. Two more
 * enrol in October and stay new. The first four of September are the coach's.
 */
async function generateCohort(coachId: string): Promise<string[]> {
  const ids: string[] = [];
  const enrol = async (n: number, at: number) => {
    const [row] = await db()
      .insert(users)
      .values({
        role: 'student',
        status: '0_New',
        email: `cohort${n}@example.org`,
        firstName: 'C',
        lastName: `${n}`,
      })
      .returning({ id: users.id });
    await db()
      .insert(statusChanges)
      .values({ userId: row!.id, fromStatus: null, toStatus: '0_New', at: new Date(at), path: 'enrolment' });
    return row!.id;
  };
  const move = async (userId: string, from: string, to: string, at: number, path = 'forward') => {
    await db().update(users).set({ status: to }).where(eq(users.id, userId));
    await db()
      .insert(statusChanges)
      .values({ userId, fromStatus: from, toStatus: to, at: new Date(at), path, byId: userId });
  };
  for (let i = 0; i < 10; i++) {
    const t0 = september + i * 60_000;
    const id = await enrol(i, t0);
    ids.push(id);
    await move(id, '0_New', '1_Setup', t0 + day);
    await move(id, '1_Setup', '2_Training', t0 + 3 * day);
    if (i > 5) continue;
    const permit = t0 + 3 * day + (i + 1) * 2 * day;
    await move(id, '2_Training', '3_Permit', permit);
    if (i === 5) await move(id, '3_Permit', '99_Withdrew', permit + 5 * day, 'withdrawal');
    if (i > 2) continue;
    const school = permit + (i + 1) * 10 * day;
    await move(id, '3_Permit', '4_School', school);
    if (i === 2) await move(id, '4_School', '95_OnHoldForSchool', school + 7 * day, 'onHold');
  }
  for (const n of [10, 11]) await enrol(n, Date.parse('2026-10-05T12:00:00Z'));
  await db()
    .insert(coachAssignments)
    .values(ids.slice(0, 4).map((studentId) => ({ studentId, coachId })));

  const stipend = (userId: string, week: number, status: 'paid' | 'declined') => ({
    userId,
    week,
    email: 'pay@example.org',
    attendance: 'full' as const,
    status,
    amountCents: 5000,
  });
  await db()
    .insert(stipendRequests)
    .values([stipend(ids[0]!, 1, 'paid'), stipend(ids[0]!, 2, 'paid'), stipend(ids[1]!, 1, 'declined')]);
  const payout = (userId: string, amountCents: number, status: 'completed' | 'pending') => ({
    userId,
    reason: 'permit' as const,
    amountCents,
    email: 'pay@example.org',
    faFirstName: 'C',
    faLastName: 'P',
    status,
  });
  await db()
    .insert(payouts)
    .values([payout(ids[1]!, 12_000, 'completed'), payout(ids[3]!, 9_999, 'pending')]);
  const place = { name: 'Home', address: '1 Main St' };
  // A finished ride counts its fare; one asked for and never taken does not.
  const trip = (rideState: string | null, fareCents: number) => ({
    userId: ids[3]!,
    idempotencyKey: randomUUID(),
    rideReason: 'school' as never,
    status: 'COMPLETED' as never,
    pickup: place as never,
    dropoff: place as never,
    pickupName: 'Home',
    pickupAddress: '1 Main St',
    dropoffName: 'School',
    dropoffAddress: '2 Main St',
    startLatitude: 41.8,
    startLongitude: -87.6,
    endLatitude: 41.9,
    endLongitude: -87.7,
    fareCents,
    rideState: rideState as never,
  });
  await db()
    .insert(trips)
    .values([trip('completed', 2_500), trip(null, 9_900)]);
  const photo = (userId: string, folder: string, review: 'approved' | 'rejected', reviewedAt: string) => ({
    userId,
    folder,
    objectKey: `outcomes/${randomUUID()}`,
    contentType: 'image/jpeg',
    byteSize: 1,
    width: 1,
    height: 1,
    eTag: 'e',
    review,
    reviewedAt: new Date(reviewedAt),
  });
  await db()
    .insert(uploads)
    .values([
      photo(ids[0]!, 'cdlAPermit', 'rejected', '2026-09-10T00:00:00Z'),
      photo(ids[0]!, 'cdlAPermit', 'approved', '2026-09-12T00:00:00Z'),
      photo(ids[0]!, 'cdlAPermit', 'approved', '2026-10-02T00:00:00Z'),
      photo(ids[1]!, 'cdlAPermit', 'approved', '2026-10-03T00:00:00Z'),
      photo(ids[0]!, 'cdlALicense', 'approved', '2026-11-20T00:00:00Z'),
    ]);

  // Stalls. The four still in training (6–9) did every training step the day after it began, except the
  // last, done 20 days in by three of them and never by the fourth, and the one before it, left undone by
  // two. The permit's first step was done by 1–4 at enrolment, before their permit stay: it is not open.
  const prepermit = await db()
    .select({ url: programSteps.url })
    .from(programSteps)
    .where(eq(programSteps.screen, 'prepermit'))
    .orderBy(asc(programSteps.order));
  const last = prepermit.at(-1)!.url;
  const beforeLast = prepermit.at(-2)!.url;
  for (const [k, id] of ids.slice(6).entries()) {
    const training = september + (6 + k) * 60_000 + 3 * day;
    const done = prepermit
      .filter((s) => s.url !== last && !(s.url === beforeLast && k < 2))
      .map((s) => ({ userId: id, url: s.url, createdAt: new Date(training + day) }));
    if (k < 3) done.push({ userId: id, url: last, createdAt: new Date(training + 20 * day) });
    await db().insert(completions).values(done);
  }
  const permitSteps = await eligibleSteps('permit');
  await db()
    .insert(completions)
    .values(
      ids.slice(1, 5).map((userId) => ({ userId, url: permitSteps[0]!, createdAt: new Date(september) })),
    );

  // Rides against limits: two finished DOT physical rides for 4 (the default limit), one for 5.
  const ride = (userId: string) => ({
    userId,
    idempotencyKey: randomUUID(),
    rideReason: 'DOT Physical' as const,
    status: 'APPROVED' as const,
    rideState: 'completed' as never,
    pickup: place as never,
    dropoff: place as never,
    pickupName: 'Home',
    pickupAddress: '1 Main St',
    dropoffName: 'Clinic',
    dropoffAddress: '3 Main St',
    startLatitude: 41.8,
    startLongitude: -87.6,
    endLatitude: 41.9,
    endLongitude: -87.7,
  });
  await db()
    .insert(trips)
    .values([ride(ids[4]!), ride(ids[4]!), ride(ids[5]!)]);
  return ids;
}

/** A stage screen's steps that every student sees, in checklist order (the stalls count only these). */
async function eligibleSteps(screen: string): Promise<string[]> {
  const steps = await db()
    .select({
      url: programSteps.url,
      conditions: programSteps.conditions,
      recommended: programSteps.recommended,
    })
    .from(programSteps)
    .where(eq(programSteps.screen, screen))
    .orderBy(asc(programSteps.order), asc(programSteps.url));
  return steps
    .filter(
      (s) =>
        !s.recommended &&
        !['requires', 'workforceBoards', 'hidden'].some((k) => s.conditions && k in s.conditions),
    )
    .map((s) => s.url);
}

const get = (query: string, cookie?: string) =>
  portal.app.inject({ method: 'GET', url: `/api/admin/outcomes${query}`, headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  portal = await startTestPortal(ROOMY_LIMITS);
  [admin, coach] = await Promise.all([
    portal.signIn('admin@example.org'),
    portal.signIn('coach@example.org'),
  ]);
  await generateCohort(await portal.idOf('coach@example.org'));
}, 180_000);
afterAll(async () => {
  await portal?.close();
});

describe('GET /api/admin/outcomes', () => {
  it('answers every figure of a known cohort', async () => {
    const res = await get('?intake=2026-09', admin);
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json();
    expect(o.students).toBe(10);
    expect(o.graduates).toBe(0);
    expect(Date.parse(o.recordedSince)).toBeLessThanOrEqual(september);
    expect(
      Object.fromEntries(o.now.map((r: { status: string; students: number }) => [r.status, r.students])),
    ).toEqual({
      '0_New': 0,
      '1_Setup': 0,
      '2_Training': 4,
      '3_Permit': 2,
      '4_School': 2,
      '5_PostProgram': 0,
      '95_OnHoldForSchool': 1,
      '99_Withdrew': 1,
    });
    expect(o.cohorts).toEqual([
      {
        month: '2026-09',
        starters: 10,
        reached: [
          { stage: '1_Setup', students: 10 },
          { stage: '2_Training', students: 10 },
          { stage: '3_Permit', students: 6 },
          { stage: '4_School', students: 3 },
          { stage: '5_PostProgram', students: 0 },
        ],
      },
    ]);
    expect(o.timeInStage).toEqual([
      { status: '0_New', stays: 10, open: 0, medianDays: 1, p90Days: 1 },
      { status: '1_Setup', stays: 10, open: 0, medianDays: 2, p90Days: 2 },
      { status: '2_Training', stays: 6, open: 4, medianDays: 7, p90Days: 11 },
      { status: '3_Permit', stays: 4, open: 2, medianDays: 15, p90Days: 27 },
      { status: '4_School', stays: 1, open: 2, medianDays: 7, p90Days: 7 },
      { status: '95_OnHoldForSchool', stays: 0, open: 1, medianDays: null, p90Days: null },
      { status: '99_Withdrew', stays: 0, open: 1, medianDays: null, p90Days: null },
    ]);
    expect(o.exits).toEqual([
      { to: '95_OnHoldForSchool', from: '4_School', reason: 'onHold', students: 1 },
      { to: '99_Withdrew', from: '3_Permit', reason: 'withdrawal', students: 1 },
    ]);
    expect(o.money).toEqual([
      { kind: 'stipends', cents: 10_000, perStudentCents: 1_000, perGraduateCents: null },
      { kind: 'rides', cents: 2_500, perStudentCents: 250, perGraduateCents: null },
      { kind: 'payouts', cents: 12_000, perStudentCents: 1_200, perGraduateCents: null },
    ]);
    expect(o.credentials).toEqual([
      { month: '2026-09', permits: 1, licences: 0 },
      { month: '2026-10', permits: 1, licences: 0 },
      { month: '2026-11', permits: 0, licences: 1 },
    ]);
  });

  it('names where students stall and the rides against their limits', async () => {
    const o = (await get('?intake=2026-09', admin)).json();
    expect(o.stallDays).toBe(14);
    const prepermit = await db()
      .select({ url: programSteps.url })
      .from(programSteps)
      .where(eq(programSteps.screen, 'prepermit'))
      .orderBy(asc(programSteps.order));
    const permit = await eligibleSteps('permit');
    const school = await eligibleSteps('school');
    const onhold = await eligibleSteps('onhold');
    expect(
      o.stalls.map((s: { status: string; url: string; students: number }) => [s.status, s.url, s.students]),
    ).toEqual([
      // Training: 4 still there since September; the last step is open over 14 days for all four.
      ['2_Training', prepermit.at(-1)!.url, 4],
      // Permit: 20 and 30 days for 1 and 2, still open for 3 and 4; their first step was done before.
      ['3_Permit', permit[1], 4],
      ['4_School', school[0], 2],
      ['95_OnHoldForSchool', onhold[0], 1],
    ]);
    expect(o.stalls[0].name).toEqual(expect.any(String));
    const dot = o.rides.find((r: { reason: string }) => r.reason === 'DOT Physical');
    expect(dot).toEqual({ reason: 'DOT Physical', limit: 2, rides: 3, students: 2, atLimit: 1 });
    expect(o.rides.filter((r: { rides: number }) => r.rides > 0)).toHaveLength(1);
    // The October starters have no stays long enough and no rides.
    const october = (await get('?intake=2026-10', admin)).json();
    expect(october.stalls.map((s: { status: string }) => s.status)).toEqual(['0_New']);
  });

  it('narrows to a month and to a coach’s students', async () => {
    const october = (await get('?intake=2026-10', coach)).json();
    expect(october.students).toBe(2);
    expect(october.cohorts).toEqual([expect.objectContaining({ month: '2026-10', starters: 2 })]);
    expect(october.money.every((m: { cents: number }) => m.cents === 0)).toBe(true);
    const coachId = await portal.idOf('coach@example.org');
    const theirs = (await get(`?intake=2026-09&coach=${coachId}`, admin)).json();
    expect(theirs.students).toBe(4);
    expect(theirs.now.filter((r: { students: number }) => r.students > 0)).toEqual([
      { status: '3_Permit', students: 1 },
      { status: '4_School', students: 2 },
      { status: '95_OnHoldForSchool', students: 1 },
    ]);
    expect(theirs.money[0].cents).toBe(10_000);
    expect(theirs.money[2].cents).toBe(12_000);
  });

  it('refuses a bad filter with a clear message', async () => {
    const cases: [string, string][] = [
      ['?intake=2026-13', 'Choose the intake month as YYYY-MM, for example 2026-09.'],
      ['?coach=someone', 'This coach is not one of the program’s coaches.'],
      [`?coach=${randomUUID()}`, 'This coach is not one of the program’s coaches.'],
      [`?school=${randomUUID()}`, 'This school is not one of the program’s schools.'],
      [`?board=${randomUUID()}`, 'This workforce board is not one of the program’s boards.'],
    ];
    for (const [query, message] of cases) {
      const res = await get(query, admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
  });

  it('is for admins and coaches only', async () => {
    expect((await get('')).statusCode).toBe(401);
    expect((await get('', await portal.signIn('permit@example.org'))).statusCode).toBe(403);
    expect((await get('', await portal.signIn('instructor@example.org'))).statusCode).toBe(403);
    expect((await get('', coach)).statusCode).toBe(200);
  });
});

const exportCsv = (query: string, cookie?: string) =>
  portal.app.inject({
    method: 'GET',
    url: `/api/admin/outcomes/export.csv${query}`,
    headers: cookie ? { cookie } : {},
  });

/** The participants' rows and the summary's name → value, split at the blank line. */
function parse(csv: string) {
  const [table, summary] = csv.split('\r\n\r\n');
  const [header, ...rows] = table!.split('\r\n').map((l) => l.split(','));
  return {
    header: header!,
    rows: rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]]))),
    summary: Object.fromEntries(
      summary!
        .trim()
        .split('\r\n')
        .map((l) => l.split(','))
        .map(([k, ...v]) => [k, v.join(',')]),
    ),
  };
}

describe('GET /api/admin/outcomes/export.csv', () => {
  it('has one row per chosen student with their dates and money, then the summary, and is audited', async () => {
    const res = await exportCsv('?intake=2026-09', admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('program-outcomes.csv');
    const { header, rows, summary } = parse(res.body);
    expect(rows).toHaveLength(10);
    expect(header).not.toContain('email');
    expect(header.join(',')).not.toMatch(/conviction|document|phone|birth/);
    const first = rows.find((r) => r.last_name === '0')!;
    expect(first).toMatchObject({
      enrolled: '2026-09-01',
      reached_setup: '2026-09-02',
      reached_training: '2026-09-04',
      reached_permit: '2026-09-06',
      reached_school: '2026-09-16',
      reached_career_services: '',
      permit_approved: '2026-09-12',
      cdl_a_licence_approved: '2026-11-20',
      stipends_paid_usd: '100.00',
      withdrew: '',
    });
    const withdrew = rows.find((r) => r.last_name === '5')!;
    expect(withdrew).toMatchObject({
      withdrew_from: '3_Permit',
      status_now: '99_Withdrew',
      reached_school: '',
    });
    expect(withdrew.withdrew).toBe('2026-09-21');
    expect(summary).toMatchObject({
      period_from: 'all recorded',
      filter_intake_month: '2026-09',
      students: '10',
      reached_permit: '6',
      reached_school: '3',
      permits_approved: '2',
      cdl_a_licences_approved: '1',
      withdrawals: '1',
      stipends_usd: '100.00',
      payouts_usd: '120.00',
      stipends_per_student_usd: '10.00',
    });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'outcomes.export'))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(audit).toMatchObject({
      actorId: await portal.idOf('admin@example.org'),
      detail: { rows: 10, intake: '2026-09', from: null, to: null },
    });
  });

  it('counts only the period’s events and names the coach it was made for', async () => {
    const coachId = await portal.idOf('coach@example.org');
    const res = await exportCsv(`?intake=2026-09&coach=${coachId}&from=2026-09-10&to=2026-10-31`, coach);
    expect(res.statusCode, res.body).toBe(200);
    const { rows, summary } = parse(res.body);
    expect(rows).toHaveLength(4);
    const first = rows.find((r) => r.last_name === '0')!;
    // Enrolled before the period: the stage dates inside it only.
    expect(first).toMatchObject({
      reached_permit: '',
      reached_school: '2026-09-16',
      cdl_a_licence_approved: '',
    });
    expect(summary).toMatchObject({
      period_from: '2026-09-10',
      period_to: '2026-10-31',
      filter_coach: 'Kevin Reed',
      students: '4',
      permits_approved: '2',
      cdl_a_licences_approved: '0',
    });
    const entries = await db().select().from(auditLog).where(eq(auditLog.action, 'outcomes.export'));
    expect(entries.map((e) => e.actorId)).toContain(coachId);
  });

  it('refuses a bad period, anonymous people and students', async () => {
    const bad = await exportCsv('?from=2026-10-02&to=2026-10-01', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The end of the period cannot be before its start.');
    expect((await exportCsv('?from=2026-02-30', admin)).json().message).toBe('Enter the date as YYYY-MM-DD.');
    expect((await exportCsv('')).statusCode).toBe(401);
    const before = (await db().select().from(auditLog).where(eq(auditLog.action, 'outcomes.export'))).length;
    expect((await exportCsv('', await portal.signIn('permit@example.org'))).statusCode).toBe(403);
    expect((await exportCsv('', await portal.signIn('instructor@example.org'))).statusCode).toBe(403);
    const after = (await db().select().from(auditLog).where(eq(auditLog.action, 'outcomes.export'))).length;
    expect(after).toBe(before);
  });
});

/** Decision 052: the figures over the whole history are kept a day per filter; these tests change the cohort, so they come last. */
describe('the kept history figures', () => {
  const forget = () => db().execute(sql`delete from outcome_figures`);
  const keptFilters = async () =>
    (await db().execute(sql`select filter_key from outcome_figures`)) as unknown as { rows: unknown[] };

  it('are the live figures of a known cohort, under every filter', async () => {
    const coachId = await portal.idOf('coach@example.org');
    for (const query of ['', '?intake=2026-09', `?intake=2026-09&coach=${coachId}`, '?intake=2026-10']) {
      await get(query, admin);
      const stored = (await get(query, admin)).json();
      await forget();
      const live = (await get(query, admin)).json();
      expect(Date.parse(live.historyComputedAt)).toBeGreaterThanOrEqual(Date.parse(stored.historyComputedAt));
      expect({ ...stored, historyComputedAt: null }, query).toEqual({ ...live, historyComputedAt: null });
      expect((await get(query, admin)).json(), query).toEqual(live);
    }
    const all = (await get('', admin)).json();
    expect(all.stalls.length).toBeGreaterThan(3);
    expect(all.timeInStage.find((s: { status: string }) => s.status === '3_Permit').medianDays).toEqual(
      expect.any(Number),
    );
  });

  it('take up new history on the daily refresh, or on a read once a day old', async () => {
    const setup = (o: { cohorts: { reached: { stage: string; students: number }[] }[] }) =>
      o.cohorts[0]!.reached.find((r) => r.stage === '1_Setup')!.students;
    const startSetup = async (email: string) => {
      const [student] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
      await db().update(users).set({ status: '1_Setup' }).where(eq(users.id, student!.id));
      await db()
        .insert(statusChanges)
        .values({ userId: student!.id, fromStatus: '0_New', toStatus: '1_Setup', path: 'forward' });
    };
    const before = (await get('?intake=2026-10', admin)).json();
    expect(setup(before)).toBe(0);
    await startSetup('cohort10@example.org');
    const kept = (await get('?intake=2026-10', admin)).json();
    // The live figures move at once; the kept ones wait for the refresh.
    expect(kept.now.find((r: { status: string }) => r.status === '1_Setup').students).toBe(1);
    expect(setup(kept)).toBe(0);
    expect(kept.historyComputedAt).toBe(before.historyComputedAt);
    expect(await refreshHistoryFigures(db())).toBe(0);

    await db().execute(
      sql`update outcome_figures set computed_at = computed_at - interval '23 hours 30 minutes'`,
    );
    expect(await refreshHistoryFigures(db())).toBe((await keptFilters()).rows.length);
    const refreshed = (await get('?intake=2026-10', admin)).json();
    expect(setup(refreshed)).toBe(1);
    expect(Date.parse(refreshed.historyComputedAt)).toBeGreaterThan(Date.parse(kept.historyComputedAt));

    await startSetup('cohort11@example.org');
    await db().execute(sql`update outcome_figures set computed_at = computed_at - interval '25 hours'`);
    expect(setup((await get('?intake=2026-10', admin)).json())).toBe(2);

    // Figures nobody read for a week are dropped rather than computed again.
    await db().execute(sql`update outcome_figures set read_at = read_at - interval '8 days'`);
    expect(await refreshHistoryFigures(db())).toBe(0);
    expect((await keptFilters()).rows).toEqual([]);
  });

  it('count a step open over the threshold in any of a student’s stays at a stage', async () => {
    // Training from 1 July to 20 July, then the permit, then back to training on 1 August (still there).
    // The first step was done on 10 July (in time for both stays), the second on 5 August: in time for the
    // second stay only, so open over 14 days in the first.
    const [student] = await db()
      .insert(users)
      .values({
        role: 'student',
        status: '2_Training',
        email: 'twice@example.org',
        firstName: 'T',
        lastName: 'W',
      })
      .returning({ id: users.id });
    const userId = student!.id;
    const at = (iso: string) => new Date(`${iso}T12:00:00Z`);
    await db()
      .insert(statusChanges)
      .values([
        { userId, fromStatus: null, toStatus: '2_Training', at: at('2026-07-01'), path: 'enrolment' },
        { userId, fromStatus: '2_Training', toStatus: '3_Permit', at: at('2026-07-20'), path: 'forward' },
        { userId, fromStatus: '3_Permit', toStatus: '2_Training', at: at('2026-08-01'), path: 'correction' },
      ]);
    const prepermit = await eligibleSteps('prepermit');
    await db()
      .insert(completions)
      .values([
        { userId, url: prepermit[0]!, createdAt: at('2026-07-10') },
        { userId, url: prepermit[1]!, createdAt: at('2026-08-05') },
      ]);
    const o = (await get('?intake=2026-07', admin)).json();
    expect(
      o.stalls.map((s: { status: string; url: string; students: number }) => [s.status, s.url, s.students]),
    ).toEqual([['2_Training', prepermit[1], 1]]);
  });
});
