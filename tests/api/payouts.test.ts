import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditLog, devEvents, documents, effects, users } from '@server/db/schema/index.js';
import type { Payout } from '@shared/contracts/payouts.js';
import { usePortal, ROOMY_LIMITS, useSignIns } from './harness.js';

const portal = usePortal(ROOMY_LIMITS);
const cookies = useSignIns(portal, ['grad', 'school', 'coach']);

const inject = (opts: InjectOptions) => portal.app.inject(opts);
const request = (payload: object, cookie?: string, key?: string) =>
  inject({
    method: 'POST',
    url: '/api/paypal/requestBonusPayout',
    payload,
    headers: { ...(cookie ? { cookie } : {}), ...(key ? { 'idempotency-key': key } : {}) },
  });
const setState = (state: string) =>
  portal.database.db.update(users).set({ state }).where(eq(users.email, 'grad@example.org'));
const staff = (verb: string, id: string, cookie?: string, payload?: object) =>
  inject({
    method: 'POST',
    url: `/api/admin/payouts/${id}/${verb}`,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });

describe('payout requests', () => {
  let feesId: string;

  it('checks the payment-account e-mail with the spec messages', async () => {
    const empty = await request({ reason: 'fees', email: '' }, cookies.grad);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Email is required');
    const bad = await request({ reason: 'fees', email: 'andre@' }, cookies.grad);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please enter a valid email address');
    expect((await request({ reason: 'bonus', email: 'a@b.co' }, cookies.grad)).statusCode).toBe(400);
  });

  it('computes the fees payout on the server: 100 plus the Nevada permit fee is 158.25', async () => {
    await setState('NV');
    const key = crypto.randomUUID();
    const body = { reason: 'fees', email: 'Andre.Pay@Example.org', amount: 9999, status: 'completed' };
    const res = await request(body, cookies.grad, key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      reason: 'fees',
      amount: 158.25,
      status: 'pending',
      email: 'andre.pay@example.org',
    });
    expect(res.json()).toMatchObject({ faFirstName: 'Andre', faLastName: 'Williams', approved: false });
    feesId = res.json().uuid;
    // The same request retried (same key, same body) is the same payout; the key with another body is refused.
    const retried = await request(body, cookies.grad, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().uuid).toBe(feesId);
    expect(
      (await request({ reason: 'fees', email: 'other@example.org' }, cookies.grad, key)).statusCode,
    ).toBe(422);
  });

  it('refuses a second pending payout for the same reason', async () => {
    const second = await request(
      { reason: 'fees', email: 'other@example.org' },
      cookies.grad,
      crypto.randomUUID(),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toContain('We got your request!');
    const list = (await inject({ url: '/api/paypal', headers: { cookie: cookies.grad } })).json();
    expect(list.filter((p: { reason: string }) => p.reason === 'fees')).toHaveLength(1);
  });

  it('keeps the payment e-mail of the first request: another one is refused with the reason', async () => {
    const other = await request(
      { reason: 'TruckingSchool', email: 'someone.else@example.org' },
      cookies.grad,
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(
      'Your payment e-mail is andre.pay@example.org. It was set with your first payout request and cannot be changed here. Ask your career coach if it must change.',
    );
    const quote = await inject({
      url: '/api/paypal/quote/TruckingSchool',
      headers: { cookie: cookies.grad },
    });
    expect(quote.json().paymentEmail).toBe('andre.pay@example.org');
    const list = (await inject({ url: '/api/paypal', headers: { cookie: cookies.grad } })).json() as Payout[];
    expect(list.filter((p) => p.reason === 'TruckingSchool')).toHaveLength(0);
  });

  it('refuses a permit payout after the fees payout that includes the permit fee, saying why', async () => {
    const permit = await request({ reason: 'permit', email: 'andre.pay@example.org' }, cookies.grad);
    expect(permit.statusCode).toBe(403);
    const why = 'Your license fees payout already has the permit fee in it ($58.25). We do not pay it twice.';
    expect(permit.json().message).toBe(why);
    const quote = await inject({ url: '/api/paypal/quote/permit', headers: { cookie: cookies.grad } });
    expect(quote.json().notYet).toBe(why);
    const list = (await inject({ url: '/api/paypal', headers: { cookie: cookies.grad } })).json() as Payout[];
    expect(list.filter((p) => p.reason === 'permit')).toHaveLength(0);
  });

  it('lets one of two simultaneous requests through', async () => {
    await setState('AL');
    const [a, b] = await Promise.all([
      request(
        { reason: 'TruckingSchool', email: 'andre.pay@example.org' },
        cookies.grad,
        crypto.randomUUID(),
      ),
      request(
        { reason: 'TruckingSchool', email: 'andre.pay@example.org' },
        cookies.grad,
        crypto.randomUUID(),
      ),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((a.statusCode === 200 ? a : b).json().amount).toBeNull();
  });

  it("shows the coach each queued request with the student's payout history", async () => {
    const queue = (
      await inject({ url: '/api/admin/payouts', headers: { cookie: cookies.coach } })
    ).json() as {
      reason: string;
      student: { email: string };
      history: { reason: string; status: string; email: string }[];
    }[];
    const school = queue.find((p) => p.reason === 'TruckingSchool' && p.student.email === 'grad@example.org');
    expect(school!.history).toEqual([
      expect.objectContaining({ reason: 'fees', status: 'pending', email: 'andre.pay@example.org' }),
    ]);
  });

  it('sends a payout of an unknown state to a coach, who sets the amount', async () => {
    await setState('WY');
    // The endorsement payout waits for an approved endorsement (tests/api/endorsements.test.ts).
    const [andre] = await portal.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'grad@example.org'));
    await portal.database.db
      .update(documents)
      .set({ endorsementTwicStatus: 'complete' })
      .where(eq(documents.userId, andre!.id));
    const res = await request({ reason: 'endorsement', email: 'andre.pay@example.org' }, cookies.grad);
    expect(res.statusCode).toBe(200);
    expect(res.json().amount).toBeNull();
    const noAmount = await staff('approve', res.json().uuid, cookies.coach);
    expect(noAmount.statusCode).toBe(400);
    const approved = await staff('approve', res.json().uuid, cookies.coach, { amount: 85.5 });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ amount: 85.5, approved: true, status: 'pending' });
  });

  it('is for graduates only, and for signed-in students only', async () => {
    const early = await request({ reason: 'fees', email: 'kim@example.org' }, cookies.school);
    expect(early.statusCode).toBe(403);
    expect((await request({ reason: 'fees', email: 'kim@example.org' })).statusCode).toBe(401);
    expect((await inject({ url: '/api/paypal' })).statusCode).toBe(401);
    // Another student sees only their own payouts.
    expect((await inject({ url: '/api/paypal', headers: { cookie: cookies.school } })).json()).toEqual([]);
  });

  it('lets staff approve and mark paid, once each, audited; the student sees it completed', async () => {
    const db = portal.database.db;
    expect((await staff('paid', feesId, cookies.coach)).statusCode).toBe(409);
    const first = await staff('approve', feesId, cookies.coach);
    const again = await staff('approve', feesId, cookies.coach);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Already decided by Kevin Reed.');
    const sends = await db
      .select()
      .from(effects)
      .where(and(eq(effects.kind, 'payments.send')));
    expect(sends.filter((e) => (e.payload as { note: string }).note === 'Payout: fees')).toHaveLength(1);
    await expect
      .poll(async () =>
        (await db.select().from(devEvents).where(eq(devEvents.port, 'payments.send'))).some(
          (e) => (e.payload as { amountCents: number }).amountCents === 15825,
        ),
      )
      .toBe(true);

    const paid = await staff('paid', feesId, cookies.coach);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().status).toBe('completed');
    expect((await staff('paid', feesId, cookies.coach)).statusCode).toBe(409);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'payouts.markPaid'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toMatchObject({ before: { status: 'pending' }, after: { status: 'completed' } });

    const mine = (await inject({ url: '/api/paypal', headers: { cookie: cookies.grad } })).json();
    expect(mine.find((p: { uuid: string }) => p.uuid === feesId).status).toBe('completed');
    const again2 = await request(
      { reason: 'fees', email: 'andre.pay@example.org' },
      cookies.grad,
      crypto.randomUUID(),
    );
    expect(again2.statusCode).toBe(409);
    expect(again2.json().message).toBe(
      'Your payout for this was already completed. Each payout is paid once.',
    );
    await expect
      .poll(async () =>
        (await portal.messagesTo('grad@example.org')).some((m) => m.subject === 'Your payout was sent'),
      )
      .toBe(true);
    const spending = (
      await inject({ url: '/api/paypal/totalSpending', headers: { cookie: cookies.grad } })
    ).json();
    expect(spending.totalSpending).toBe(158.25);
  });

  it('keeps the staff queue from students and anonymous callers', async () => {
    expect((await inject({ url: '/api/admin/payouts', headers: { cookie: cookies.grad } })).statusCode).toBe(
      403,
    );
    expect((await inject({ url: '/api/admin/payouts' })).statusCode).toBe(401);
    expect((await staff('approve', crypto.randomUUID(), cookies.grad)).statusCode).toBe(403);
    expect((await staff('paid', crypto.randomUUID())).statusCode).toBe(401);
    expect((await staff('paid', crypto.randomUUID(), cookies.coach)).statusCode).toBe(404);
    const open = (await inject({ url: '/api/admin/payouts', headers: { cookie: cookies.coach } })).json();
    expect(open.every((p: { status: string }) => p.status === 'pending')).toBe(true);
    expect(open[0].student.firstName).toBe('Andre');
    const done = (
      await inject({ url: '/api/admin/payouts?status=completed', headers: { cookie: cookies.coach } })
    ).json();
    expect(done.map((p: { reason: string }) => p.reason)).toEqual(['fees']);
  });
});

describe('GET /api/paypal/quote/:reason', () => {
  const quote = (reason: string, cookie?: string) =>
    inject({ url: `/api/paypal/quote/${reason}`, headers: cookie ? { cookie } : {} });

  it('tells the graduate what the request would record: 100 plus their state permit fee', async () => {
    await setState('IL');
    const fees = await quote('fees', cookies.grad);
    expect(fees.statusCode).toBe(200);
    expect(fees.json()).toMatchObject({
      reason: 'fees',
      state: 'IL',
      amount: 150,
      permitFee: 50,
      notYet: null,
    });
    await setState('TX');
    expect((await quote('fees', cookies.grad)).json()).toMatchObject({ amount: 125, permitFee: 25 });
    expect((await quote('permit', cookies.grad)).json()).toMatchObject({ amount: 25, permitFee: 25 });
    // School and endorsement payouts are set by a coach after the receipt.
    expect((await quote('TruckingSchool', cookies.grad)).json()).toMatchObject({
      amount: null,
      permitFee: null,
    });
    expect((await quote('bonus', cookies.grad)).statusCode).toBe(400);
  });

  it('answers the owner only: another student, a coach and anonymous callers get no quote', async () => {
    const other = await quote('fees', cookies.school);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Payouts open when you reach Career Services.');
    expect((await quote('fees', cookies.coach)).statusCode).toBe(403);
    expect((await quote('fees')).statusCode).toBe(401);
  });
});

describe('POST /api/admin/payouts/:id/return', () => {
  it('sends a request back with its reason, once; the student reads it, is e-mailed, and may ask again', async () => {
    const db = portal.database.db;
    // The school request an earlier test left pending, or a new one.
    const before = (
      await inject({ url: '/api/paypal', headers: { cookie: cookies.grad } })
    ).json() as Payout[];
    const pending = before.find((p) => p.reason === 'TruckingSchool' && p.status === 'pending');
    const id =
      pending?.uuid ??
      ((
        await request(
          { reason: 'TruckingSchool', email: 'andre.pay@example.org' },
          cookies.grad,
          crypto.randomUUID(),
        )
      ).json().uuid as string);
    expect((await staff('return', id, cookies.coach, { reason: '  ' })).statusCode).toBe(400);
    expect((await staff('return', id, cookies.grad, { reason: 'x' })).statusCode).toBe(403);
    expect((await staff('return', id, undefined, { reason: 'x' })).statusCode).toBe(401);
    const why = 'The payment e-mail looks wrong. Check it for a typo and ask again.';
    const [a, b] = await Promise.all([
      staff('return', id, cookies.coach, { reason: why }),
      staff('return', id, cookies.coach, { reason: why }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((a.statusCode === 409 ? a : b).json().message).toBe('Already decided by Kevin Reed.');
    expect((await staff('approve', id, cookies.coach)).statusCode).toBe(409);
    expect(
      (await db.select().from(effects).where(eq(effects.kind, 'payments.send'))).some(
        (e) => (e.payload as { note: string }).note === 'Payout: TruckingSchool',
      ),
    ).toBe(false);

    const mine = (await inject({ url: '/api/paypal', headers: { cookie: cookies.grad } })).json();
    expect(mine.find((p: { uuid: string }) => p.uuid === id)).toMatchObject({
      status: 'returned',
      returnReason: why,
    });
    await expect
      .poll(async () =>
        (await portal.messagesTo('grad@example.org')).some(
          (m) => m.subject === 'Your payout request needs a change' && m.text.includes(why),
        ),
      )
      .toBe(true);
    const audit = await inject({
      url: '/api/admin/audit?action=payouts.return',
      headers: { cookie: cookies.coach },
    });
    expect(JSON.stringify(audit.json())).toContain(
      `Sent back the trucking school cost payout of Andre Williams (${why})`,
    );
    const open = (await inject({ url: '/api/admin/payouts', headers: { cookie: cookies.coach } })).json();
    expect(open.some((p: { uuid: string }) => p.uuid === id)).toBe(false);

    // Sending it back released the payment e-mail: the next request gives the corrected one.
    const again = await request(
      { reason: 'TruckingSchool', email: 'andre.pay@gmail.com' },
      cookies.grad,
      crypto.randomUUID(),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      status: 'pending',
      email: 'andre.pay@gmail.com',
      returnReason: null,
    });
  });
});

describe('PUT /api/admin/students/:id/payout-email', () => {
  const gradId = async () =>
    (
      await portal.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'grad@example.org'))
    )[0]!.id;
  const put = async (cookie: string | undefined, email: string, id?: string) =>
    inject({
      method: 'PUT',
      url: `/api/admin/students/${id ?? (await gradId())}/payout-email`,
      payload: { email },
      headers: cookie ? { cookie } : {},
    });

  it('lets a coach change the fixed payment e-mail, audited; the next request is paid there', async () => {
    const res = await put(cookies.coach, 'Andre.New@Example.org');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ paymentEmail: 'andre.new@example.org' });
    // Asked again (a retry), nothing more is written.
    expect((await put(cookies.coach, 'andre.new@example.org')).statusCode).toBe(200);
    const audits = await portal.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'payouts.setEmail'));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.detail).toMatchObject({ after: 'andre.new@example.org' });
    const detail = await inject({
      url: `/api/admin/students/${await gradId()}`,
      headers: { cookie: cookies.coach },
    });
    expect(detail.json().paymentEmails.payouts).toBe('andre.new@example.org');
    const quote = await inject({
      url: '/api/paypal/quote/TruckingSchool',
      headers: { cookie: cookies.grad },
    });
    expect(quote.json().paymentEmail).toBe('andre.new@example.org');
  });

  it('checks the address and refuses students, anonymous callers and staff ids', async () => {
    expect((await put(cookies.coach, 'andre@')).statusCode).toBe(400);
    expect((await put(cookies.grad, 'me@example.org')).statusCode).toBe(403);
    expect((await put(cookies.school, 'me@example.org')).statusCode).toBe(403);
    expect((await put(undefined, 'me@example.org')).statusCode).toBe(401);
    const [coachRow] = await portal.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'coach@example.org'));
    expect((await put(cookies.coach, 'x@example.org', coachRow!.id)).statusCode).toBe(404);
  });
});
