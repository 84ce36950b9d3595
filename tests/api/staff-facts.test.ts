import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  auditLog,
  caseloadKeys,
  locations,
  messages,
  users,
  workforceBoards,
} from '@server/db/schema/index.js';
import { usePortal, ROOMY_LIMITS, useFreshDemo } from './harness.js';
import { historyOf } from './status-history.js';

/** Program facts, status corrections and the list of schools, set in the console (decision 041). */
const portal = usePortal(ROOMY_LIMITS);
const cookies = useFreshDemo(portal, ['coach', 'admin', 'new']);

const db = () => portal.database.db;

beforeEach(async () => {
  await db()
    .insert(users)
    .values({
      role: 'admin',
      email: 'admin@example.org',
      phone: '+13125550190',
      firstName: 'Ada',
      lastName: 'Admin',
    })
    .onConflictDoNothing();
});

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
) {
  return portal.app.inject({
    method,
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}
const facts = (id: string, cookie: string | undefined, body: object) =>
  call('PATCH', `/api/admin/students/${id}/facts`, cookie, body);
/** Notices queued for one address (queued in the change's transaction, delivered later). */
const notices = async (to: string, kind = 'program-facts') =>
  (
    await db()
      .select()
      .from(messages)
      .where(and(eq(messages.to, to), eq(messages.kind, kind)))
  ).length;
/** The delivered messages to one address whose text has `part`, once delivery has run. */
const delivered = (to: string, part: string) =>
  vi.waitFor(
    async () => {
      const found = (await portal.messagesTo(to)).filter((m) => m.text.includes(part));
      expect(found.length).toBeGreaterThan(0);
      return found;
    },
    { timeout: 10_000 },
  );
const session = async (cookie: string) => (await call('GET', '/api/user/session', cookie)).json();
const schoolId = async () =>
  (
    await db()
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.name, 'Midwest CDL Training Center'))
  )[0]!.id;

describe('PATCH /api/admin/students/:id/facts', () => {
  it('sets each fact, which the student reads back in their session, audited with old and new value', async () => {
    const id = await portal.idOf('new@example.org');
    const school = await schoolId();
    const [board] = await db().select().from(workforceBoards);
    const coachId = await portal.idOf('coach@example.org');
    const before = await session(cookies.new);
    expect(before.school).toBeNull();
    expect(before.userMetrics.inSchoolStartDate).toBeNull();

    const quiet = await notices('new@example.org');
    const res = await facts(id, cookies.coach, {
      schoolId: school,
      inSchoolStartDate: '2026-12-07',
      stipendSp: true,
      uberAccessEnabled: true,
      wbId: board!.id,
      wfbFundingStatus: 'Funded',
      waitlistWbId: board!.id,
      wfp: true,
      careerCoachId: coachId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await notices('new@example.org')).toBe(quiet + 1);

    const after = await session(cookies.new);
    expect(after.school.name).toBe('Midwest CDL Training Center');
    expect(after.userMetrics.inSchoolStartDate).toBe('2026-12-07');
    expect(after.stipendSp).toBe(true);
    expect(after.uberAccessEnabled).toBe(true);
    expect(after.wfp).toBe(true);
    expect(after.wb.name).toBe(board!.name);
    expect(after.waitlistWFB.slug).toBe(board!.slug);
    expect(after.userWfb).toEqual({ workforceBoard: board!.name, workforceFundingStatus: 'Funded' });
    const [row] = await db().select().from(users).where(eq(users.id, id));
    expect(row!.careerCoachId).toBe(coachId);

    const entries = (await db().select().from(auditLog)).filter((a) => a.action === 'students.setFact');
    expect(entries).toHaveLength(9);
    const schoolEntry = entries.find((e) => (e.detail as { field: string }).field === 'schoolId')!;
    expect(schoolEntry.detail).toMatchObject({
      before: null,
      after: 'Midwest CDL Training Center',
      afterId: school,
    });
    expect(schoolEntry.actorId).toBe(coachId);
    expect(schoolEntry.subjectUserId).toBe(id);
    expect(entries.find((e) => (e.detail as { field: string }).field === 'stipendSp')!.detail).toMatchObject({
      before: false,
      after: true,
    });

    // The same values again change nothing: no entry, no message.
    const told = await notices('new@example.org');
    expect((await facts(id, cookies.coach, { schoolId: school, stipendSp: true })).statusCode).toBe(200);
    expect((await db().select().from(auditLog)).filter((a) => a.action === 'students.setFact')).toHaveLength(
      9,
    );
    expect(await notices('new@example.org')).toBe(told);

    // A change of the old value records both.
    expect((await facts(id, cookies.coach, { inSchoolStartDate: '2026-12-14' })).statusCode).toBe(200);
    const changed = (await db().select().from(auditLog)).filter(
      (a) => a.action === 'students.setFact' && (a.detail as { field: string }).field === 'inSchoolStartDate',
    );
    expect(changed.map((e) => e.detail)).toContainEqual(
      expect.objectContaining({ before: '2026-12-07', after: '2026-12-14' }),
    );
    const log = await call('GET', `/api/admin/audit?student=${id}`, cookies.coach);
    expect(JSON.stringify(log.json())).toContain('Changed School start date of Maria Lopez');
  });

  it('tells the student once, in their language, by e-mail and one text segment', async () => {
    const id = await portal.idOf('new@example.org');
    await db().update(users).set({ locale: 'es' }).where(eq(users.id, id));
    const [mails, texts] = [await notices('new@example.org'), await notices('+13125550101')];
    expect(
      (await facts(id, cookies.coach, { schoolId: await schoolId(), inSchoolStartDate: '2026-12-07' }))
        .statusCode,
    ).toBe(200);
    expect(await notices('new@example.org')).toBe(mails + 1);
    expect(await notices('+13125550101')).toBe(texts + 1);
    const [mail] = await delivered('new@example.org', 'Tu escuela es: Midwest CDL Training Center.');
    expect(mail!.subject).toBe('Cambiaron los datos de tu programa');
    expect(mail!.text).toContain('Empiezas el 7 de diciembre de 2026.');
    const [text] = await delivered('+13125550101', 'Midwest CDL Training Center');
    expect(text!.text).toBe(
      'Tu escuela es: Midwest CDL Training Center. Empiezas el 7 de diciembre de 2026. Abre Freeway para ver lo que sigue.',
    );
  });

  it('marks the caseload row stale when a fact it is computed from changes', async () => {
    const id = await portal.idOf('new@example.org');
    await call('GET', '/api/admin/students', cookies.coach); // computes every row
    const [before] = await db().select().from(caseloadKeys).where(eq(caseloadKeys.studentId, id));
    expect(before!.stale).toBe(false);
    await facts(id, cookies.coach, { uberAccessEnabled: true });
    const [after] = await db().select().from(caseloadKeys).where(eq(caseloadKeys.studentId, id));
    expect(after!.stale).toBe(true);
  });

  it('refuses bad values with a clear message', async () => {
    const id = await portal.idOf('new@example.org');
    const cases: [object, string][] = [
      [{ schoolId: randomUUID() }, 'Choose a trucking school from the list.'],
      [{ schoolId: 'nope' }, 'Choose a trucking school from the list.'],
      [{ inSchoolStartDate: '2026-02-30' }, 'Enter a real date as YYYY-MM-DD.'],
      [
        { inSchoolStartDate: '2031-01-05' },
        'That start date is more than a year away from today. Check the year.',
      ],
      [{ wfbFundingStatus: 'Maybe' }, 'Choose a funding record status from the list.'],
      [{ wfbFundingStatus: 'Funded' }, 'A funding record needs its workforce board. Choose the board first.'],
      [{ stipendSp: true }, 'Weekly stipends count from the school start date. Enter the start date too.'],
      [{ careerCoachId: id }, 'Choose a career coach from the staff list.'],
      [{ wbId: randomUUID() }, 'Choose a workforce board from the list.'],
      [{}, 'Change at least one fact.'],
    ];
    for (const [body, message] of cases) {
      const res = await facts(id, cookies.coach, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await facts(id, cookies.coach, { status: '4_School' })).statusCode).toBe(400);
    expect((await db().select().from(auditLog)).filter((a) => a.action === 'students.setFact')).toHaveLength(
      0,
    );
  });

  it('is for staff only, and only about a student', async () => {
    const id = await portal.idOf('new@example.org');
    expect((await facts(id, cookies.new, { wfp: true })).statusCode).toBe(403);
    expect((await facts(id, undefined, { wfp: true })).statusCode).toBe(401);
    expect((await call('GET', `/api/admin/students/${id}/facts`, cookies.new)).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/students/${id}/facts`)).statusCode).toBe(401);
    expect(
      (await facts(await portal.idOf('coach@example.org'), cookies.coach, { wfp: true })).statusCode,
    ).toBe(404);
    expect(
      (await facts(await portal.idOf('instructor@example.org'), cookies.coach, { wfp: true })).statusCode,
    ).toBe(404);
    const read = await call('GET', `/api/admin/students/${id}/facts`, cookies.coach);
    expect(read.statusCode).toBe(200);
    expect(read.json().schools.map((s: { name: string }) => s.name)).toContain('Midwest CDL Training Center');
    expect(read.json().careerCoaches.map((s: { name: string }) => s.name)).toContain('Kevin Reed');
  });
});

describe('POST /api/admin/students/:id/status-correction', () => {
  const correct = (id: string, cookie: string | undefined, body: object) =>
    call('POST', `/api/admin/students/${id}/status-correction`, cookie, body);

  it('brings a student back from on hold with a reason, audited and told', async () => {
    const id = await portal.idOf('onhold@example.org');
    const quiet = await notices('onhold@example.org', 'status-correction');
    const res = await correct(id, cookies.coach, {
      status: '4_School',
      reason: 'Drug test cleared on retest',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: '4_School' });
    const [entry] = (await db().select().from(auditLog)).filter((a) => a.action === 'students.correctStatus');
    expect(entry!.detail).toEqual({
      before: '95_OnHoldForSchool',
      after: '4_School',
      reason: 'Drug test cleared on retest',
    });
    expect(await historyOf(portal, 'onhold@example.org')).toEqual([
      {
        from: '95_OnHoldForSchool',
        to: '4_School',
        path: 'correction',
        by: 'coach@example.org',
        reason: 'Drug test cleared on retest',
      },
    ]);
    expect(await notices('onhold@example.org', 'status-correction')).toBe(quiet + 1);
    await delivered('onhold@example.org', 'Your coach moved you to: trucking school.');
    // Again: the same answer, no second entry.
    expect(
      (await correct(id, cookies.coach, { status: '4_School', reason: 'Drug test cleared on retest' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await db().select().from(auditLog)).filter((a) => a.action === 'students.correctStatus'),
    ).toHaveLength(1);
    expect(await notices('onhold@example.org', 'status-correction')).toBe(quiet + 1);
  });

  it('re-admits a withdrawn student, who can sign in again', async () => {
    const id = await portal.idOf('training@example.org');
    await db().update(users).set({ status: '99_Withdrew' }).where(eq(users.id, id));
    const res = await correct(id, cookies.coach, {
      status: '2_Training',
      reason: 'Came back after a family emergency',
    });
    expect(res.statusCode, res.body).toBe(200);
    const again = await portal.signIn('training@example.org');
    expect((await session(again)).status).toBe('2_Training');
  });

  it('keeps other moves for admins, and a reason is required', async () => {
    const id = await portal.idOf('permit@example.org');
    const jump = { status: '5_PostProgram', reason: 'Finished school at another program' };
    const refused = await correct(id, cookies.coach, jump);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This move is not open to you. Ask an admin.');
    expect((await correct(id, cookies.coach, { status: '2_Training', reason: 'short' })).json().message).toBe(
      'Say why, in at least 10 characters.',
    );
    expect(
      (await correct(id, cookies.coach, { status: '96_CEO', reason: 'An instructor now' })).statusCode,
    ).toBe(400);
    expect((await correct(id, cookies.new, jump)).statusCode).toBe(403);
    expect((await correct(id, undefined, jump)).statusCode).toBe(401);
    expect((await correct(id, cookies.admin, jump)).statusCode).toBe(200);
    const read = await call('GET', `/api/admin/students/${id}/facts`, cookies.coach);
    expect(read.json().corrections).toEqual(['4_School']);
  });
});

describe('/api/admin/schools', () => {
  const body = {
    name: 'Lakeside Driving Academy',
    address: '100 E Lake St',
    city: 'Chicago',
    state: 'il',
    zip: '60601',
    hours: 'Mon-Fri 8am-4pm',
    phone: '(312) 555-0177',
    latitude: 41.886,
    longitude: -87.625,
  };

  it('lets an admin add, change and remove a school, each audited; coaches read the list', async () => {
    const created = await call('POST', '/api/admin/schools', cookies.admin, body);
    expect(created.statusCode, created.body).toBe(200);
    const school = created.json();
    expect(school).toMatchObject({
      name: body.name,
      state: 'IL',
      phone: '+13125550177',
      managed: true,
      students: 0,
    });

    const list = await call('GET', '/api/admin/schools', cookies.coach);
    expect(list.json().schools.map((s: { name: string }) => s.name)).toContain(body.name);
    const provider = list.json().providers[0].providerId;

    const changed = await call('PUT', `/api/admin/schools/${school.id}`, cookies.admin, {
      ...body,
      hours: 'Mon-Sat',
      providerId: provider,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ hours: 'Mon-Sat', providerId: provider });

    // Assigned to a student, it cannot be removed; then the student's registry entry is the one named.
    const id = await portal.idOf('new@example.org');
    expect((await facts(id, cookies.coach, { schoolId: school.id })).statusCode).toBe(200);
    expect((await call('GET', '/api/tpr', cookies.new)).json().providerId).toBe(provider);
    const listed = (await call('GET', '/api/admin/schools', cookies.coach)).json().schools;
    expect(listed.find((s: { id: string }) => s.id === school.id).students).toBe(1);
    expect((await call('DELETE', `/api/admin/schools/${school.id}`, cookies.admin)).statusCode).toBe(409);
    expect((await facts(id, cookies.coach, { schoolId: null })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/schools/${school.id}`, cookies.admin)).statusCode).toBe(200);

    const actions = (await db().select().from(auditLog)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['schools.create', 'schools.update', 'schools.remove']));
    const update = (await db().select().from(auditLog)).find((a) => a.action === 'schools.update')!;
    expect(update.detail).toMatchObject({
      before: { hours: 'Mon-Fri 8am-4pm' },
      after: { hours: 'Mon-Sat' },
    });
  });

  it('finds the ride destination from the address when no coordinates are given', async () => {
    const { latitude: _a, longitude: _b, ...rest } = body;
    const res = await call('POST', '/api/admin/schools', cookies.admin, rest);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().latitude).toBeCloseTo(41.88, 1);
  });

  it('is for admins only to change, and refuses bad values with a clear message', async () => {
    expect((await call('POST', '/api/admin/schools', cookies.coach, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/schools', cookies.new, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/schools', undefined, body)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/schools', cookies.new)).statusCode).toBe(403);
    const school = await schoolId();
    expect((await call('PUT', `/api/admin/schools/${school}`, cookies.coach, body)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/schools/${school}`, cookies.coach)).statusCode).toBe(403);
    const cases: [object, string][] = [
      [{ ...body, name: ' ' }, 'Enter the school’s name.'],
      [{ ...body, zip: '606' }, 'Enter a 5-digit ZIP code.'],
      [{ ...body, state: 'Illinois' }, 'Enter the two-letter state, e.g. IL.'],
      [{ ...body, phone: '555' }, 'Enter a 10-digit US phone number.'],
      [{ ...body, longitude: null }, 'Enter both latitude and longitude, or neither.'],
      [{ ...body, providerId: 'nope' }, 'Choose a registry entry from the list.'],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/api/admin/schools', cookies.admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(
      (
        await call('POST', '/api/admin/schools', cookies.admin, {
          ...body,
          name: 'Midwest CDL Training Center',
        })
      ).statusCode,
    ).toBe(409);
    const content = (await call('GET', '/api/admin/schools', cookies.admin))
      .json()
      .schools.find((s: { managed: boolean }) => !s.managed);
    if (content)
      expect((await call('PUT', `/api/admin/schools/${content.id}`, cookies.admin, body)).statusCode).toBe(
        409,
      );
  });
});
