import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CaseloadResponse, StaffCounts } from '@shared/contracts/staff.js';
import { caseloadSorts, compareCaseload } from '@shared/domain/staff.js';
import {
  caseloadKeys,
  coachAssignments,
  completions,
  payouts,
  rideLocationRequests,
  stipendRequests,
  tickets,
  uploads,
  users,
} from '@server/db/schema/index.js';
import { listStaleCaseloadKeys, saveCaseloadKeys } from '@server/features/staff/caseload-keys.repo.js';
import { usePortal, ROOMY_LIMITS, useFreshDemo } from './harness.js';

const portal = usePortal(ROOMY_LIMITS);
const cookies = useFreshDemo(portal, ['coach', 'school']);

const db = () => portal.database.db;
const get = (url: string, cookie: string | null) =>
  portal.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const caseload = async (query: Record<string, string> = {}) => {
  const res = await get(`/api/admin/students?${new URLSearchParams(query)}`, cookies.coach);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CaseloadResponse;
};
const emails = (r: CaseloadResponse) => r.students.map((s) => s.email).sort();

describe('GET /api/admin/students: search', () => {
  it('finds a student by phone typed any way, by name and by e-mail', async () => {
    // permit@ is Robert Hughes, +1 312 555 0104.
    for (const q of ['312 555 0104', '(312) 555-0104', '+1 312-555-0104', '3125550104', '555.0104']) {
      const found = await caseload({ q });
      expect(emails(found), q).toEqual(['permit@example.org']);
      expect(found.students[0]!.phone).toBe('+13125550104');
    }
    expect(emails(await caseload({ q: 'hughes' }))).toEqual(['permit@example.org']);
    expect(emails(await caseload({ q: 'Robert Hughes' }))).toEqual(['permit@example.org']);
    expect(emails(await caseload({ q: 'SCHOOL@example' }))).toEqual(['school@example.org']);
    // Pattern characters are taken literally, not as wildcards.
    expect((await caseload({ q: '%' })).total).toBe(0);
    expect((await caseload({ q: '_' })).total).toBe(0);
    expect((await caseload({ q: '999 999 9999' })).total).toBe(0);
  });

  it('refuses an overlong search with a clear message', async () => {
    const res = await get(`/api/admin/students?q=${'a'.repeat(101)}`, cookies.coach);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Keep the search under 100 characters.');
  });
});

describe('GET /api/admin/students: filters, blocked on and pages', () => {
  it('says what blocks each student and since when, and filters by it', async () => {
    await db().update(uploads).set({ review: 'approved' });
    const school = await portal.idOf('school@example.org');
    const asked = new Date('2026-01-05T10:00:00Z');
    await db()
      .insert(stipendRequests)
      .values({ userId: school, week: 1, email: 'a@example.org', attendance: 'full', createdAt: asked });
    const all = await caseload();
    const marcus = all.students.find((s) => s.email === 'school@example.org')!;
    expect(marcus).toMatchObject({ blockedOn: 'stipends', blockedSince: asked.toISOString() });
    for (const s of all.students.filter((s) => s.email !== 'school@example.org')) {
      expect(['student', 'nothing']).toContain(s.blockedOn);
      if (s.blockedOn === 'student') expect(s.blockedSince).not.toBeNull();
    }
    expect(emails(await caseload({ blockedOn: 'stipends' }))).toEqual(['school@example.org']);
    expect((await caseload({ blockedOn: 'documents' })).total).toBe(0);
    expect(emails(await caseload({ blockedOn: 'student' }))).not.toContain('school@example.org');
    expect((await get('/api/admin/students?blockedOn=everything', cookies.coach)).statusCode).toBe(400);
  });

  it('shows only my students, whoever asks', async () => {
    const coachId = await portal.idOf('coach@example.org');
    const mine = await caseload({ mine: 'true' });
    expect(mine.total).toBe(6);
    expect(mine.students.every((s) => s.coach?.id === coachId)).toBe(true);
    await db()
      .delete(coachAssignments)
      .where(eq(coachAssignments.studentId, await portal.idOf('grad@example.org')));
    expect(emails(await caseload({ mine: 'true' }))).not.toContain('grad@example.org');
    expect(emails(await caseload({ mine: 'true', status: '4_School' }))).toEqual(['school@example.org']);
  });

  it('cuts the ordered list into pages that add up to the whole list, forward and back', async () => {
    for (const sort of caseloadSorts) {
      const whole = await caseload({ sort, pageSize: '200' });
      expect(whole).toMatchObject({ total: 7, totalIsMore: false, next: null, prev: null });
      const forward: CaseloadResponse[] = [];
      let part = await caseload({ sort, pageSize: '3' });
      forward.push(part);
      while (part.next) {
        part = await caseload({ sort, pageSize: '3', after: part.next });
        forward.push(part);
      }
      expect(forward.map((p) => p.students.length)).toEqual([3, 3, 1]);
      expect(forward.every((p) => p.total === 7 && p.pageSize === 3)).toBe(true);
      expect(forward[0]!.prev).toBeNull();
      expect(
        forward.flatMap((p) => p.students.map((s) => s.email)),
        sort,
      ).toEqual(whole.students.map((s) => s.email));
      // Back from the last page gives the same pages again, and the first has nothing before it.
      const middle = await caseload({ sort, pageSize: '3', before: forward[2]!.prev! });
      expect(middle.students.map((s) => s.email)).toEqual(forward[1]!.students.map((s) => s.email));
      const first = await caseload({ sort, pageSize: '3', before: middle.prev! });
      expect(first.students.map((s) => s.email)).toEqual(forward[0]!.students.map((s) => s.email));
      expect(first.prev).toBeNull();
    }
  });

  it('answers the last page past the end, and refuses a cursor it did not write', async () => {
    const first = await caseload({ sort: 'name', pageSize: '3' });
    const second = await caseload({ sort: 'name', pageSize: '3', after: first.next! });
    const third = await caseload({ sort: 'name', pageSize: '3', after: second.next! });
    // The last student leaves the caseload: the page after the second is now empty, so the last is shown.
    const last = third.students[0]!;
    await db().update(users).set({ role: 'coach' }).where(eq(users.id, last.id));
    const past = await caseload({ sort: 'name', pageSize: '3', after: second.next! });
    expect(past.students.map((s) => s.email)).toEqual(second.students.map((s) => s.email));
    expect(past).toMatchObject({ next: null, total: 6 });
    // Back from the second student there is one student, not a page: the first page is shown, full.
    const one = await caseload({ sort: 'name', pageSize: '1' });
    const secondStudent = await caseload({ sort: 'name', pageSize: '1', after: one.next! });
    const back = await caseload({ sort: 'name', pageSize: '3', before: secondStudent.prev! });
    expect(back.students.map((s) => s.email)).toEqual(first.students.map((s) => s.email));
    expect(back.prev).toBeNull();

    for (const bad of [
      'after=abc',
      'before=%25%25',
      `after=${'a'.repeat(601)}`,
      `after=${first.next}&before=${first.next}`,
    ]) {
      const res = await get(`/api/admin/students?${bad}`, cookies.coach);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message, bad).toBe(
        'That page of the caseload is out of date. Start again from the first page.',
      );
    }
    for (const bad of ['pageSize=0', 'pageSize=1000', 'pageSize=x'])
      expect((await get(`/api/admin/students?${bad}`, cookies.coach)).statusCode, bad).toBe(400);
  });

  it('counts up to 1,000 and says "more" past it, without counting everyone', async () => {
    const many = Array.from({ length: 1001 }, (_, i) => ({
      email: `many${i}@example.org`,
      firstName: 'Many',
      lastName: `Student ${String(i).padStart(4, '0')}`,
      status: '1_Setup',
    }));
    for (let i = 0; i < many.length; i += 500)
      await db()
        .insert(users)
        .values(many.slice(i, i + 500));
    const big = await caseload({ pageSize: '50' });
    expect(big).toMatchObject({ total: 1000, totalIsMore: true });
    expect(big.students).toHaveLength(50);
    expect(big.next).not.toBeNull();
    // A search narrows it back to an exact count.
    expect(await caseload({ q: 'student 09' })).toMatchObject({ total: 100, totalIsMore: false });
    expect(await caseload({ q: 'student 0999' })).toMatchObject({ total: 1, totalIsMore: false });
  });

  it('orders by name on request', async () => {
    const names = (await caseload({ sort: 'name' })).students.map((s) => s.lastName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});

describe('GET /api/admin/students: the kept caseload keys', () => {
  const asEntry = (s: CaseloadResponse['students'][number]) => ({
    ...s,
    coachId: s.coach?.id ?? null,
    lastActivity: s.lastActivityAt ? new Date(s.lastActivityAt) : null,
  });

  it('orders in SQL exactly as the checklist rules order (compareCaseload), for every sort', async () => {
    // Spread the students out so that every key of the order decides somewhere.
    const school = await portal.idOf('school@example.org');
    await db()
      .update(users)
      .set({ lastSeenAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(users.id, school));
    for (const sort of caseloadSorts) {
      const listed = (await caseload({ sort, pageSize: '200' })).students;
      expect(listed.length).toBe(7);
      const expected = [...listed.map(asEntry)].sort(compareCaseload(sort)).map((e) => e.email);
      expect(
        listed.map((s) => s.email),
        sort,
      ).toEqual(expected);
    }
  });

  it('never keeps a row computed before a change: the change leaves it stale for the next read', async () => {
    await caseload();
    const school = await portal.idOf('school@example.org');
    await db().update(users).set({ status: '95_OnHoldForSchool' }).where(eq(users.id, school));
    const [stale] = (await listStaleCaseloadKeys(db())).filter((r) => r.id === school);
    expect(stale).toBeDefined();
    // Another change lands while the first is being recomputed; the result read before it is refused.
    await db().insert(completions).values({ userId: school, url: '/program/onhold/x' });
    await saveCaseloadKeys(db(), [
      {
        studentId: school,
        version: stale!.version,
        remaining: 0,
        blockedOn: 'nothing',
        lastActivityAt: null,
        lastName: 'Carter',
        firstName: 'Marcus',
      },
    ]);
    const [row] = await db().select().from(caseloadKeys).where(eq(caseloadKeys.studentId, school));
    expect(row).toMatchObject({ stale: true });
    // The next read recomputes it from what is there now.
    const marcus = (await caseload({ status: '95_OnHoldForSchool' })).students.map((s) => s.email);
    expect(marcus).toContain('school@example.org');
    const [fresh] = await db().select().from(caseloadKeys).where(eq(caseloadKeys.studentId, school));
    expect(fresh).toMatchObject({ stale: false });
  });
});

describe('GET /api/admin/counts', () => {
  const counts = async () => {
    const res = await get('/api/admin/counts', cookies.coach);
    expect(res.statusCode).toBe(200);
    return res.json() as StaffCounts;
  };
  const lengthOf = async (url: string) => ((await get(url, cookies.coach)).json() as unknown[]).length;

  it('matches what each queue lists, and follows new items', async () => {
    // Asking for Uber also raises a help-desk ticket: asked before the first count.
    const permit = await portal.signIn('permit@example.org');
    const access = await portal.app.inject({
      method: 'POST',
      url: '/api/uber/access',
      headers: { cookie: permit },
      payload: { reason: 'No car and no bus to the DMV.' },
    });
    expect(access.statusCode).toBe(200);
    const before = await counts();
    const school = await portal.idOf('school@example.org');
    await db()
      .insert(stipendRequests)
      .values([
        { userId: school, week: 1, email: 'a@example.org', attendance: 'full' },
        { userId: school, week: 2, email: 'a@example.org', attendance: 'full', status: 'approved' },
        { userId: school, week: 3, email: 'a@example.org', attendance: 'full', status: 'paid' },
      ]);
    await db()
      .insert(tickets)
      .values([
        { userId: school, email: 'x@example.org', subject: 'a', body: 'b', groupId: 'g', status: 'open' },
        { userId: school, email: 'x@example.org', subject: 'a', body: 'b', groupId: 'g', status: 'closed' },
      ]);
    await db().insert(rideLocationRequests).values({
      userId: school,
      name: 'Clinic',
      address: '1 Main St',
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
      reason: 'DOT physical',
      latitude: 41.88,
      longitude: -87.63,
    });
    await db().insert(payouts).values({
      userId: school,
      reason: 'permit',
      email: 'a@example.org',
      faFirstName: 'A',
      faLastName: 'B',
    });

    // A student texts back: one more reply waits for a coach.
    const reply = await portal.app.inject({
      method: 'POST',
      url: '/api/dev/sms/reply',
      payload: { from: '+13125550105', body: 'Yes, I can come Tuesday.' },
    });
    expect(reply.statusCode).toBeLessThan(300);

    const c = await counts();
    const rides = (await get('/api/admin/rides', cookies.coach)).json();
    expect(c).toEqual({
      documents: await lengthOf('/api/admin/documents'),
      rides: rides.access.length + rides.locations.length + rides.trips.length,
      stipends: await lengthOf('/api/admin/stipends'),
      payouts: await lengthOf('/api/admin/payouts'),
      tickets: await lengthOf('/api/admin/tickets'),
      replies: (await get('/api/admin/texts/replies', cookies.coach)).json().replies.length,
    });
    expect(c.documents).toBeGreaterThan(0);
    expect({
      stipends: c.stipends - before.stipends,
      tickets: c.tickets - before.tickets,
      payouts: c.payouts - before.payouts,
      rides: c.rides - before.rides,
      replies: c.replies - before.replies,
    }).toEqual({ stipends: 2, tickets: 1, payouts: 1, rides: 1, replies: 1 });
  });

  it('answers a coach, 403 to a student and 401 to nobody, in one query', async () => {
    expect((await get('/api/admin/counts', cookies.school)).statusCode).toBe(403);
    expect((await get('/api/admin/counts', null)).statusCode).toBe(401);
    expect((await get('/api/admin/students?q=555', cookies.school)).statusCode).toBe(403);
    expect((await get('/api/admin/students?q=555', null)).statusCode).toBe(401);
  });
});
