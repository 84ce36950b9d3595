import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CaseloadResponse, Note } from '@shared/contracts/staff.js';
import {
  auditLog,
  completions,
  payouts,
  programSteps,
  quizAttempts,
  rideLocationRequests,
  stipendRequests,
  tickets,
  trips,
  uploads,
  users,
} from '@server/db/schema/index.js';
import type { StudentDetail } from '@shared/contracts/staff.js';
import { usePortal, ROOMY_LIMITS, useFreshDemo } from './harness.js';

const portal = usePortal(ROOMY_LIMITS);
const cookies = useFreshDemo(portal, ['coach', 'school']);

const db = () => portal.database.db;
const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  cookie: string | null,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  portal.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    ...(payload ? { payload } : {}),
  });

/** Every staff endpoint, with a valid request for a coach. */
const endpoints = async () => {
  const school = await portal.idOf('school@example.org');
  return [
    ['GET', '/api/admin/students', undefined],
    ['GET', `/api/admin/students/${school}`, undefined],
    ['GET', '/api/admin/audit', undefined],
    ['GET', '/api/admin/tickets', undefined],
    ['GET', `/api/notes?student=${school}`, undefined],
    ['POST', '/api/notes', { studentId: school, type: 'call', body: 'Called about the permit.' }],
  ] as const;
};

describe('staff endpoints refuse students and anonymous callers', () => {
  it('answers a coach, 403 to a student and 401 to nobody', async () => {
    for (const [method, url, payload] of await endpoints()) {
      expect((await call(method, url, cookies.coach, payload)).statusCode, `${method} ${url}`).toBe(200);
      const asStudent = await call(method, url, cookies.school, payload);
      expect(asStudent.statusCode, `${method} ${url}`).toBe(403);
      expect(asStudent.json().message).toBe('This page is for program staff.');
      expect((await call(method, url, null, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    const [note] = (await call('GET', '/api/notes', cookies.coach)).json() as Note[];
    const edit = { id: note!.id, body: 'Edited' };
    expect((await call('PATCH', '/api/notes', cookies.school, edit)).statusCode).toBe(403);
    expect((await call('PATCH', '/api/notes', null, edit)).statusCode).toBe(401);
    const ticket = await seedTicket();
    expect((await call('POST', `/api/admin/tickets/${ticket}/solve`, cookies.school)).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/tickets/${ticket}/solve`, null)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown student, a staff member or an instructor', async () => {
    for (const id of [
      randomUUID(),
      await portal.idOf('coach@example.org'),
      await portal.idOf('instructor@example.org'),
    ]) {
      const detail = await call('GET', `/api/admin/students/${id}`, cookies.coach);
      expect(detail.statusCode).toBe(404);
      expect(detail.json().message).toBe('We could not find that student.');
      expect((await call('GET', `/api/notes?student=${id}`, cookies.coach)).statusCode).toBe(404);
      expect((await call('GET', `/api/admin/audit?student=${id}`, cookies.coach)).statusCode).toBe(404);
      const post = await call('POST', '/api/notes', cookies.coach, { studentId: id, body: 'Hello' });
      expect(post.statusCode).toBe(404);
    }
    expect((await call('GET', '/api/admin/students/not-a-uuid', cookies.coach)).statusCode).toBe(400);
    const edit = await call('PATCH', '/api/notes', cookies.coach, { id: randomUUID(), body: 'x' });
    expect(edit.statusCode).toBe(404);
    expect((await call('POST', `/api/admin/tickets/${randomUUID()}/solve`, cookies.coach)).statusCode).toBe(
      404,
    );
  });
});

describe('GET /api/admin/students', () => {
  const caseload = async (query = '') =>
    (await call('GET', `/api/admin/students${query}`, cookies.coach)).json() as CaseloadResponse;

  it('lists every student (not staff or instructors) with stage, blocker and coach', async () => {
    const { students, coaches } = await caseload();
    const emails = students.map((s) => s.email).sort();
    expect(emails).toEqual(
      [
        'grad@example.org',
        'new@example.org',
        'onhold@example.org',
        'permit@example.org',
        'school@example.org',
        'setup@example.org',
        'training@example.org',
      ].sort(),
    );
    // Active success coaches and admins can take students; the demo has one of each.
    expect(coaches.map((c) => c.name)).toEqual(['Renee Okafor', 'Kevin Reed']);
    const permit = students.find((s) => s.email === 'permit@example.org')!;
    expect(permit).toMatchObject({ status: '3_Permit', stage: 'permit', coach: { name: 'Kevin Reed' } });
    expect(permit.blocker).toEqual(expect.any(String));
    expect(permit.remaining).toBeGreaterThan(0);
    expect(students.find((s) => s.email === 'new@example.org')!.coach).toBeNull();
  });

  it('shows the first step still to do, and moves on when it is done', async () => {
    const before = (await caseload()).students.find((s) => s.email === 'training@example.org')!;
    const detail = (await call('GET', `/api/admin/students/${before.id}`, cookies.coach)).json();
    const first = detail.checklist.find((i: { done: boolean }) => !i.done);
    expect(first.text).toBe(before.blocker);
    const [step] = await db()
      .select({ url: programSteps.url })
      .from(programSteps)
      .where(and(eq(programSteps.screen, 'prepermit'), eq(programSteps.name, before.blocker!)));
    await db().insert(completions).values({ userId: before.id, url: step!.url });
    const after = (await caseload()).students.find((s) => s.email === 'training@example.org')!;
    expect(after.blocker).not.toBe(before.blocker);
    expect(after.remaining).toBe(before.remaining! - 1);
  });

  it('filters by status, coach and waiting on staff', async () => {
    const coachId = await portal.idOf('coach@example.org');
    const school = await portal.idOf('school@example.org');
    expect((await caseload('?status=3_Permit')).students.map((s) => s.email)).toEqual(['permit@example.org']);
    expect((await caseload('?coach=none')).students.map((s) => s.email)).toEqual(['new@example.org']);
    expect((await caseload(`?coach=${coachId}`)).students).toHaveLength(6);

    await db().update(uploads).set({ review: 'approved' });
    expect((await caseload('?waiting=true')).students).toHaveLength(0);
    await db()
      .insert(stipendRequests)
      .values({ userId: school, week: 1, email: 'a@example.org', attendance: 'full' });
    const waiting = await caseload('?waiting=true');
    expect(waiting.students.map((s) => s.email)).toEqual(['school@example.org']);
    expect(waiting.students[0]!.waiting).toEqual({ documents: 0, stipends: 1, tickets: 0, rides: 0 });

    // A student asking for Uber rides waits on a coach too, until the coach decides.
    const permit = await portal.signIn('permit@example.org');
    const asked = await call('POST', '/api/uber/access', permit, { reason: 'No car and no bus to the DMV.' });
    expect(asked.statusCode).toBe(200);
    const withRides = (await caseload('?waiting=true')).students;
    expect(withRides.map((s) => s.email).sort()).toEqual(['permit@example.org', 'school@example.org']);
    expect(withRides.find((s) => s.email === 'permit@example.org')!.waiting.rides).toBe(1);
    expect((await call('GET', '/api/admin/students?status=9_Nope', cookies.coach)).statusCode).toBe(400);
  });

  it('orders by nearest to the next step, or by idle longest', async () => {
    const nearest = (await caseload()).students;
    const remaining = nearest.map((s) => s.remaining ?? Infinity);
    expect(remaining).toEqual([...remaining].sort((a, b) => a - b));
    const idle = (await caseload('?sort=idle')).students;
    const times = idle.map((s) => (s.lastActivityAt ? Date.parse(s.lastActivityAt) : -Infinity));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // school@ and coach@ signed in for this test: the student is the most recently active.
    expect(idle.at(-1)!.email).toBe('school@example.org');
  });

  it('runs the same number of queries for 7 students as for 27', async () => {
    const count = async () => {
      const spied = spyQueries();
      const res = await call('GET', '/api/admin/students', cookies.coach);
      spied.restore();
      expect(res.statusCode).toBe(200);
      return { n: spied.count(), students: (res.json() as CaseloadResponse).students.length };
    };
    // The first read computes the kept caseload keys of every student; later reads only the stale ones.
    const firstRead = await count();
    const small = await count();
    for (let i = 0; i < 20; i++) {
      const [u] = await db()
        .insert(users)
        .values({
          email: `extra${i}@example.org`,
          phone: `+1312555${String(1000 + i)}`,
          firstName: 'Extra',
          lastName: `Student ${i}`,
          status: i % 2 ? '2_Training' : '4_School',
        })
        .returning({ id: users.id });
      await db()
        .insert(completions)
        .values({ userId: u!.id, url: `/program/x/${i}` });
      await db()
        .insert(tickets)
        .values({
          userId: u!.id,
          email: `extra${i}@example.org`,
          subject: 'Help',
          body: 'Help',
          groupId: 'g',
        });
    }
    const refreshing = await count();
    const big = await count();
    expect(refreshing.students).toBe(small.students + 20);
    expect(big.students).toBe(small.students + 20);
    expect(small.n).toBeGreaterThan(0);
    expect(big.n).toBe(small.n);
    expect(big.n).toBeLessThanOrEqual(6);
    // Recomputing 20 stale students costs what recomputing all 7 did: three more queries, not one per student.
    expect(refreshing.n).toBe(firstRead.n);
    expect(refreshing.n).toBeLessThanOrEqual(small.n + 3);
  });
});

/** Counts the statements the database driver receives. */
function spyQueries() {
  const database = portal.database;
  let n = 0;
  const target = (database.kind === 'pglite' ? database.pglite : database.pool) as unknown as {
    query: (...args: unknown[]) => unknown;
  };
  const original = target.query;
  target.query = function (this: unknown, ...args: unknown[]) {
    n++;
    return original.apply(this, args);
  };
  return { count: () => n, restore: () => void (target.query = original) };
}

async function seedTicket(): Promise<string> {
  const [row] = await db()
    .insert(tickets)
    .values({
      userId: await portal.idOf('school@example.org'),
      email: 'school@example.org',
      subject: 'My Uber did not come',
      body: 'Waited 30 minutes.',
      groupId: 'support',
      status: 'open',
    })
    .returning({ id: tickets.id });
  return row!.id;
}

describe('GET /api/admin/students/:id', () => {
  it('shows profile, checklist, documents, stipends and tickets', async () => {
    const school = await portal.idOf('school@example.org');
    await seedTicket();
    const res = await call('GET', `/api/admin/students/${school}`, cookies.coach);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.profile).toMatchObject({ email: 'school@example.org', status: '4_School', stage: 'school' });
    expect(body.checklist.length).toBeGreaterThan(0);
    expect(body.documents).toHaveLength(11);
    expect(body.documents[0]).toEqual({ name: 'birthCertificate', status: expect.any(String) });
    expect(body.tickets).toEqual([
      expect.objectContaining({ subject: 'My Uber did not come', status: 'open' }),
    ]);
    expect(body.profile.waiting.tickets).toBe(1);
  });
});

/** Test attempts, a ride, a place request and a payout of one student, told apart by `tag`. */
async function seedRecords(
  userId: string,
  tag: string,
  scores: { quiz: string; score: number; at: string }[],
) {
  for (const [i, a] of scores.entries())
    await db()
      .insert(quizAttempts)
      .values({
        userId,
        attemptKey: `${tag}-${i}`,
        assessmentName: a.quiz,
        kind: 'test',
        attempt: i + 1,
        score: a.score,
        passed: a.score >= 80,
        recorded: true,
        results: [],
        createdAt: new Date(a.at),
      });
  // Practice runs are not tests: they never show among the scores.
  await db()
    .insert(quizAttempts)
    .values({
      userId,
      attemptKey: `${tag}-practice`,
      assessmentName: 'pretrip',
      kind: 'practice',
      attempt: 1,
      score: 100,
      passed: true,
      recorded: true,
      results: [],
    });
  await db()
    .insert(trips)
    .values({
      userId,
      idempotencyKey: `${tag}-trip`,
      rideReason: 'DOT Physical',
      status: 'APPROVED',
      rideState: 'completed',
      pickup: { kind: 'home' },
      dropoff: { kind: 'home' },
      pickupName: `${tag} home`,
      pickupAddress: '1 Main St',
      dropoffName: `${tag} clinic`,
      dropoffAddress: '2 Main St',
      startLatitude: 41.88,
      startLongitude: -87.63,
      endLatitude: 41.89,
      endLongitude: -87.62,
      fareCents: 1850,
      completedAt: new Date(),
    });
  await db()
    .insert(rideLocationRequests)
    .values({
      userId,
      name: `${tag} library`,
      address: '3 Main St',
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
      reason: `${tag} study group`,
      latitude: 41.9,
      longitude: -87.6,
    });
  await db()
    .insert(payouts)
    .values({
      userId,
      reason: 'permit',
      amountCents: tag === 'school' ? 3000 : 4500,
      state: 'IL',
      email: `${tag}@pay.example.org`,
      faFirstName: tag,
      faLastName: 'Student',
    });
}

describe('GET /api/admin/students/:id: quiz scores, rides and payouts', () => {
  it("shows only this student's tests, rides and payouts, with best score and pass mark", async () => {
    await portal.forgetProgress('school@example.org');
    await portal.forgetProgress('permit@example.org');
    const school = await portal.idOf('school@example.org');
    const permit = await portal.idOf('permit@example.org');
    await seedRecords(school, 'school', [
      { quiz: 'airbrakes', score: 60, at: '2026-03-02T10:00:00Z' },
      { quiz: 'airbrakes', score: 85, at: '2026-03-05T10:00:00Z' },
      { quiz: 'pretrip', score: 70, at: '2026-03-03T10:00:00Z' },
    ]);
    await seedRecords(permit, 'permit', [{ quiz: 'combination', score: 95, at: '2026-03-04T10:00:00Z' }]);
    const asked = await call('POST', '/api/uber/access', await portal.signIn('permit@example.org'), {
      reason: 'No bus to the DMV.',
    });
    expect(asked.statusCode).toBe(200);

    const detail = async (id: string) => {
      const res = await call('GET', `/api/admin/students/${id}`, cookies.coach);
      expect(res.statusCode).toBe(200);
      return res.json() as StudentDetail;
    };
    const mine = await detail(school);
    expect(mine.quizzes).toEqual([
      {
        quiz: 'airbrakes',
        bestScore: 85,
        passed: true,
        attempts: 2,
        lastAttemptAt: '2026-03-05T10:00:00.000Z',
      },
      {
        quiz: 'pretrip',
        bestScore: 70,
        passed: false,
        attempts: 1,
        lastAttemptAt: '2026-03-03T10:00:00.000Z',
      },
    ]);
    expect(mine.rides.accessRequest).toBeNull();
    expect(mine.rides.trips).toEqual([
      expect.objectContaining({
        reason: 'DOT Physical',
        status: 'APPROVED',
        rideState: 'completed',
        pickupName: 'school home',
        dropoffName: 'school clinic',
        fareCents: 1850,
      }),
    ]);
    expect(mine.rides.places).toEqual([
      expect.objectContaining({
        name: 'school library',
        address: '3 Main St, Chicago, IL 60601',
        reason: 'school study group',
        status: 'open',
      }),
    ]);
    expect(mine.payouts).toEqual([
      expect.objectContaining({ reason: 'permit', amountCents: 3000, status: 'pending', completedAt: null }),
    ]);
    // Amounts as fields: a random id may hold the digits 4500.
    expect(JSON.stringify(mine)).not.toMatch(/permit library|permit home|combination|"amountCents":4500\b/);

    const theirs = await detail(permit);
    expect(theirs.quizzes.map((q) => [q.quiz, q.bestScore, q.passed])).toEqual([['combination', 95, true]]);
    expect(theirs.rides).toMatchObject({
      uberAccessEnabled: false,
      accessRequest: { reason: 'No bus to the DMV.', status: 'open', decidedAt: null },
    });
    expect(theirs.rides.trips.map((r) => r.pickupName)).toEqual(['permit home']);
    expect(theirs.rides.places.map((p) => p.name)).toEqual(['permit library']);
    expect(theirs.payouts.map((p) => p.amountCents)).toEqual([4500]);
    expect(JSON.stringify(theirs)).not.toMatch(/school library|school home|airbrakes|"amountCents":3000\b/);

    // The coach's decisions show up at once: Uber on, payout approved and paid.
    const queue = (await call('GET', '/api/admin/rides', cookies.coach)).json();
    const request = queue.access.find((r: { student: { id: string } }) => r.student.id === permit);
    expect(
      (await call('POST', `/api/admin/rides/access/${request.id}/enable`, cookies.coach)).statusCode,
    ).toBe(200);
    const after = await detail(permit);
    expect(after.rides.uberAccessEnabled).toBe(true);
    expect(after.rides.accessRequest).toMatchObject({ status: 'enabled', decidedAt: expect.any(String) });
  });

  it('shows clear empty sections for a student with none of them', async () => {
    const fresh = await portal.idOf('new@example.org');
    const body = (await call('GET', `/api/admin/students/${fresh}`, cookies.coach)).json() as StudentDetail;
    expect(body.quizzes).toEqual([]);
    expect(body.rides).toEqual({ uberAccessEnabled: false, accessRequest: null, trips: [], places: [] });
    expect(body.payouts).toEqual([]);
  });

  it('refuses the records to a student, even their own, and to an anonymous caller', async () => {
    const school = await portal.idOf('school@example.org');
    await seedRecords(school, 'school', [{ quiz: 'airbrakes', score: 90, at: '2026-03-02T10:00:00Z' }]);
    for (const cookie of [cookies.school, await portal.signIn('permit@example.org')]) {
      const res = await call('GET', `/api/admin/students/${school}`, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toMatch(/airbrakes|school library|3000/);
    }
    const anonymous = await call('GET', `/api/admin/students/${school}`, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toMatch(/airbrakes|school library|3000/);
  });
});

describe('notes', () => {
  it('creates once per Idempotency-Key, edits keeping who and when, and audits both', async () => {
    const school = await portal.idOf('school@example.org');
    const key = randomUUID();
    const payload = { studentId: school, type: 'call', body: '  Called about the road test.  ' };
    const [a, b] = await Promise.all([
      call('POST', '/api/notes', cookies.coach, payload, { 'idempotency-key': key }),
      call('POST', '/api/notes', cookies.coach, payload, { 'idempotency-key': key }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().id).toBe(b.json().id);
    const created = a.json() as Note;
    expect(created).toMatchObject({
      body: 'Called about the road test.',
      type: 'call',
      author: { name: 'Kevin Reed' },
      editedBy: null,
    });

    const edited = await call('PATCH', '/api/notes', cookies.coach, {
      id: created.id,
      body: 'Road test on Friday.',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ body: 'Road test on Friday.', editedBy: { name: 'Kevin Reed' } });
    expect(edited.json().editedAt).toEqual(expect.any(String));

    const list = (
      await call('GET', `/api/notes?student=${school}&type=call`, cookies.coach)
    ).json() as Note[];
    expect(list.map((n) => n.body)).toEqual(['Road test on Friday.']);
    expect((await call('GET', `/api/notes?student=${school}&type=barrier`, cookies.coach)).json()).toEqual(
      [],
    );

    const audit = await db().select().from(auditLog).where(eq(auditLog.subjectUserId, school));
    expect(audit.map((r) => r.action).sort()).toEqual(['notes.create', 'notes.edit']);
    const edit = audit.find((r) => r.action === 'notes.edit')!;
    expect(edit.detail).toMatchObject({
      before: 'Called about the road test.',
      after: 'Road test on Friday.',
    });
  });

  it('refuses an empty or overlong note and an unknown type with a clear message', async () => {
    const school = await portal.idOf('school@example.org');
    const empty = await call('POST', '/api/notes', cookies.coach, { studentId: school, body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Write the note first.');
    const long = await call('POST', '/api/notes', cookies.coach, {
      studentId: school,
      body: 'x'.repeat(2001),
    });
    expect(long.json().message).toBe('Keep the note under 2000 characters.');
    const type = await call('POST', '/api/notes', cookies.coach, {
      studentId: school,
      type: 'gossip',
      body: 'x',
    });
    expect(type.statusCode).toBe(400);
  });
});

describe('GET /api/admin/audit', () => {
  it('lists staff actions newest first with actor and student, and by student', async () => {
    const school = await portal.idOf('school@example.org');
    const permit = await portal.idOf('permit@example.org');
    await call('POST', '/api/notes', cookies.coach, { studentId: school, body: 'First' });
    await call('POST', '/api/notes', cookies.coach, { studentId: permit, body: 'Second' });
    const all = (await call('GET', '/api/admin/audit', cookies.coach)).json();
    expect(all.slice(0, 2)).toEqual([
      expect.objectContaining({
        action: 'notes.create',
        actor: expect.objectContaining({ name: 'Kevin Reed' }),
        subject: { id: permit, name: expect.stringMatching(/\S/) },
      }),
      expect.objectContaining({ action: 'notes.create', subject: expect.objectContaining({ id: school }) }),
    ]);
    const one = (await call('GET', `/api/admin/audit?student=${school}`, cookies.coach)).json();
    expect(one.map((e: { subject: { id: string } }) => e.subject.id)).toEqual([school]);
  });
});

describe('tickets', () => {
  it('lists open tickets and a coach marks one solved once, audited', async () => {
    const id = await seedTicket();
    const list = (await call('GET', '/api/admin/tickets', cookies.coach)).json();
    expect(list).toEqual([
      expect.objectContaining({
        id,
        subject: 'My Uber did not come',
        student: expect.objectContaining({ name: expect.any(String) }),
      }),
    ]);
    const [a, b] = await Promise.all([
      call('POST', `/api/admin/tickets/${id}/solve`, cookies.coach),
      call('POST', `/api/admin/tickets/${id}/solve`, cookies.coach),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().message).toMatch(/^Already decided by /);
    expect((await call('GET', '/api/admin/tickets', cookies.coach)).json()).toEqual([]);
    const [row] = await db().select().from(tickets).where(eq(tickets.id, id));
    expect(row!.status).toBe('closed');
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'tickets.solve'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toMatchObject({ ticketId: id, before: 'open', after: 'closed' });
  });
});

describe('PUT /api/admin/students/:id/coach', () => {
  it('assigns a coach once, clears it, audits each change, and refuses others', async () => {
    const fresh = await portal.idOf('new@example.org');
    const coachId = await portal.idOf('coach@example.org');
    const url = `/api/admin/students/${fresh}/coach`;
    const put = (cookie: string | null, payload: object) =>
      portal.app.inject({ method: 'PUT', url, headers: cookie ? { cookie } : {}, payload });
    expect((await put(cookies.school, { coachId })).statusCode).toBe(403);
    expect((await put(null, { coachId })).statusCode).toBe(401);
    const [a, b] = await Promise.all([put(cookies.coach, { coachId }), put(cookies.coach, { coachId })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const list = (
      await call('GET', '/api/admin/students?coach=none', cookies.coach)
    ).json() as CaseloadResponse;
    expect(list.students).toHaveLength(0);
    expect((await put(cookies.coach, { coachId: null })).json()).toEqual({ coachId: null });
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'students.assignCoach'));
    expect(audit.map((r) => r.detail)).toEqual(
      expect.arrayContaining([
        { before: null, after: 'Kevin Reed' },
        { before: 'Kevin Reed', after: null },
      ]),
    );
    expect(audit).toHaveLength(2);
    const notStaff = await put(cookies.coach, { coachId: await portal.idOf('school@example.org') });
    expect(notStaff.statusCode).toBe(400);
    expect(notStaff.json().message).toBe('Choose a coach from the list.');
    const unknown = await portal.app.inject({
      method: 'PUT',
      url: `/api/admin/students/${randomUUID()}/coach`,
      headers: { cookie: cookies.coach },
      payload: { coachId },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
