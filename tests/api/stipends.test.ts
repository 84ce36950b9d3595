import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, completions, devEvents, stipendRequests } from '@server/db/schema/index.js';
import { usePortal, ROOMY_LIMITS, useFreshDemo } from './harness.js';

const portal = usePortal(ROOMY_LIMITS);
const cookies = useFreshDemo(portal, ['school', 'permit', 'coach']);

const db = () => portal.database.db;
const week1 = { week1: { ready: 4, hardest: 'Backing up the trailer' } };
const request = (cookie: string | null, payload: object) =>
  portal.app.inject({
    method: 'POST',
    url: '/api/paypal/requestStipend',
    headers: cookie ? { cookie } : {},
    payload,
  });

describe('POST /api/paypal/requestStipend', () => {
  it('takes week 1 once (school since 10 days ago) and marks its checklist step done', async () => {
    const body = {
      email: 'Marcus.Pay@Example.org',
      reasonNotes: 'Attendance: full',
      week: 1,
      answers: week1,
    };
    const [a, b] = await Promise.all([request(cookies.school, body), request(cookies.school, body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const again = await request(cookies.school, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already asked for your week 1 stipend.');
    const rows = await db().select().from(stipendRequests);
    expect(rows).toHaveLength(1);
    // The stipend goes to the student's fixed payment e-mail (none verified yet: the sign-in one), never
    // to an address sent with the request.
    expect(rows[0]).toMatchObject({ email: 'school@example.org', attendance: 'full', week: 1 });
    const done = await db()
      .select()
      .from(completions)
      .where(eq(completions.userId, await portal.idOf('school@example.org')));
    expect(done.map((c) => c.url)).toContain('/program/school/stipend/1');
  });

  it('refuses week 2 before day 12 with the spec message', async () => {
    const res = await request(cookies.school, {
      email: 'a@example.org',
      reasonNotes: 'Attendance: full',
      week: 2,
      answers: { weeks2to3: { drivingHours: 10, blockers: 'None' } },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You need to complete your week before requesting your stipend');
    expect(await db().select().from(stipendRequests)).toHaveLength(0);
  });

  it('needs the week survey, and the partial form when days were missed; none needs neither', async () => {
    const base = { email: 'a@example.org', week: 1 };
    expect((await request(cookies.school, { ...base, reasonNotes: 'Attendance: full' })).statusCode).toBe(
      400,
    );
    expect(
      (await request(cookies.school, { ...base, reasonNotes: 'Attendance: partial', answers: week1 }))
        .statusCode,
    ).toBe(400);
    const bad = await request(cookies.school, {
      ...base,
      email: 'not-an-email',
      reasonNotes: 'Attendance: none',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please enter a valid email address');
    const none = await request(cookies.school, { ...base, reasonNotes: 'Attendance: none' });
    expect(none.statusCode).toBe(200);
  });

  it('refuses students without stipends in their plan, staff and anonymous callers', async () => {
    const body = { email: 'a@example.org', reasonNotes: 'Attendance: none', week: 1 };
    const res = await request(cookies.permit, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/not part of your plan/);
    expect((await request(cookies.coach, body)).statusCode).toBe(403);
    expect((await request(null, body)).statusCode).toBe(401);
  });

  it('cannot be marked done from the checklist without a request', async () => {
    const res = await portal.app.inject({
      method: 'POST',
      url: '/api/completion',
      headers: { cookie: cookies.school },
      payload: { url: '/program/school/stipend/1' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/stipends', () => {
  it('shows each week with its eligibility and request, only to the student', async () => {
    await request(cookies.school, {
      email: 'a@example.org',
      reasonNotes: 'Attendance: full',
      week: 1,
      answers: week1,
    });
    const res = await portal.app.inject({ url: '/api/stipends', headers: { cookie: cookies.school } });
    const body = res.json() as {
      enabled: boolean;
      amount: number;
      weeks: { week: number; eligible: boolean; request: unknown }[];
    };
    // The page states the amount from the server's setting (STIPEND_AMOUNT_USD, 250 by default).
    expect(body.amount).toBe(250);
    expect(body.enabled).toBe(true);
    expect(body.weeks.map((w) => w.eligible)).toEqual([true, false, false, false]);
    expect(body.weeks[0]!.request).toMatchObject({ status: 'requested', attendance: 'full' });
    expect((await portal.app.inject({ url: '/api/stipends' })).statusCode).toBe(401);
    const other = (
      await portal.app.inject({ url: '/api/stipends', headers: { cookie: cookies.permit } })
    ).json();
    expect(other.weeks.every((w: { request: unknown }) => w.request === null)).toBe(true);
  });
});

describe('staff decisions', () => {
  async function requested() {
    await request(cookies.school, {
      email: 'pay@example.org',
      reasonNotes: 'Attendance: full',
      week: 1,
      answers: week1,
    });
    const list = (
      await portal.app.inject({ url: '/api/admin/stipends', headers: { cookie: cookies.coach } })
    ).json();
    return list[0].id as string;
  }
  const act = (cookie: string | null, id: string, verb: string, payload?: object) =>
    portal.app.inject({
      method: 'POST',
      url: `/api/admin/stipends/${id}/${verb}`,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });

  it('approve sends one payment, mark paid e-mails the student, each audited and decided once', async () => {
    const id = await requested();
    expect((await act(cookies.school, id, 'approve')).statusCode).toBe(403);
    expect((await act(null, id, 'approve')).statusCode).toBe(401);
    const [a, b] = await Promise.all([act(cookies.coach, id, 'approve'), act(cookies.coach, id, 'approve')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    let payments: unknown[] = [];
    for (let i = 0; i < 50 && payments.length === 0; i++) {
      payments = await db().select().from(devEvents).where(eq(devEvents.port, 'payments.send'));
      if (!payments.length) await new Promise((r) => setTimeout(r, 100));
    }
    expect(payments).toHaveLength(1);
    expect((payments[0] as { payload: object }).payload).toMatchObject({
      email: 'school@example.org',
      amountCents: 25000,
    });
    expect((await act(cookies.coach, id, 'paid')).statusCode).toBe(200);
    expect((await act(cookies.coach, id, 'decline', { reason: 'x' })).statusCode).toBe(409);
    const audit = await db().select().from(auditLog);
    expect(audit.map((e) => e.action).sort()).toEqual(['stipends.approve', 'stipends.markPaid']);
    const view = (
      await portal.app.inject({ url: '/api/stipends', headers: { cookie: cookies.school } })
    ).json();
    expect(view.weeks[0].request.status).toBe('paid');
  });

  it('decline needs a reason and the student sees it', async () => {
    const id = await requested();
    expect((await act(cookies.coach, id, 'decline', { reason: ' ' })).statusCode).toBe(400);
    expect(
      (await act(cookies.coach, id, 'decline', { reason: 'You missed three days without calling.' }))
        .statusCode,
    ).toBe(200);
    const view = (
      await portal.app.inject({ url: '/api/stipends', headers: { cookie: cookies.school } })
    ).json();
    expect(view.weeks[0].request).toMatchObject({
      status: 'declined',
      declineReason: 'You missed three days without calling.',
    });
    expect((await act(cookies.coach, '00000000-0000-4000-8000-000000000000', 'approve')).statusCode).toBe(
      404,
    );
  });
});
