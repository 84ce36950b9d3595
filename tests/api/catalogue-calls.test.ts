import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { effects, locations, messages, users } from '@server/db/schema/index.js';
import { usePortal, ROOMY_LIMITS, useSignIns } from './harness.js';

/** The smaller calls of spec 001 §7, each for its owner, another student, a coach and no one. */
const portal = usePortal(ROOMY_LIMITS);
const cookies = useSignIns(portal, ['grad', 'school', 'permit', 'coach'], 60_000);

const db = () => portal.database.db;
const inject = (method: InjectOptions['method'], url: string, cookie?: string, payload?: object) =>
  portal.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

describe('zendesk/patchUser and zendesk/getUserByEmail', () => {
  it('re-sends the caller’s own e-mail and phone to the help desk, never other values', async () => {
    const ok = await inject('PATCH', '/api/zendesk/patchUser', cookies.school, {
      email: 'School@example.org',
      fields: { phone: '(312) 555-0105' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      email: 'school@example.org',
      fields: { email: 'school@example.org', phone: '+13125550105' },
    });
    const queued = await db().select().from(effects).where(eq(effects.kind, 'helpdesk.patchUser'));
    expect(queued.some((e) => (e.payload as { email: string }).email === 'school@example.org')).toBe(true);
    const other = await inject('PATCH', '/api/zendesk/patchUser', cookies.school, {
      email: 'permit@example.org',
    });
    expect(other.statusCode).toBe(403);
    const changed = await inject('PATCH', '/api/zendesk/patchUser', cookies.school, {
      email: 'school@example.org',
      fields: { email: 'someone.else@example.org' },
    });
    expect(changed.statusCode).toBe(409);
    expect(
      (await inject('PATCH', '/api/zendesk/patchUser', undefined, { email: 'x@y.org' })).statusCode,
    ).toBe(401);
  });

  it('shows a student their own help-desk record only; a coach anyone’s', async () => {
    const own = await inject('GET', '/api/zendesk/getUserByEmail/school%40example.org', cookies.school);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ email: 'school@example.org', phone: '+13125550105' });
    expect(
      (await inject('GET', '/api/zendesk/getUserByEmail/permit%40example.org', cookies.school)).statusCode,
    ).toBe(403);
    expect(
      (await inject('GET', '/api/zendesk/getUserByEmail/nobody%40example.org', cookies.school)).statusCode,
    ).toBe(403);
    expect(
      (await inject('GET', '/api/zendesk/getUserByEmail/permit%40example.org', cookies.coach)).statusCode,
    ).toBe(200);
    expect(
      (await inject('GET', '/api/zendesk/getUserByEmail/nobody%40example.org', cookies.coach)).statusCode,
    ).toBe(404);
    expect((await inject('GET', '/api/zendesk/getUserByEmail/school%40example.org')).statusCode).toBe(401);
  });
});

describe('sendgrid/sendPostProgramWelcome and sendgrid/withdrawal', () => {
  const welcomes = async () =>
    db()
      .select()
      .from(messages)
      .where(and(eq(messages.to, 'grad@example.org'), eq(messages.kind, 'post-program-welcome')));

  it('sends a graduate their welcome e-mail once, however often it is asked for', async () => {
    const before = (await welcomes()).length;
    for (let i = 0; i < 2; i++) {
      const res = await inject('POST', '/api/sendgrid/sendPostProgramWelcome', cookies.grad);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ sent: true });
    }
    expect((await welcomes()).length).toBe(Math.max(before, 1));
  });

  it('refuses the welcome to a student before post-program, to staff and to no one', async () => {
    expect((await inject('POST', '/api/sendgrid/sendPostProgramWelcome', cookies.school)).statusCode).toBe(
      409,
    );
    expect((await inject('POST', '/api/sendgrid/sendPostProgramWelcome', cookies.coach)).statusCode).toBe(
      403,
    );
    expect((await inject('POST', '/api/sendgrid/sendPostProgramWelcome')).statusCode).toBe(401);
  });

  it('sends the withdrawal e-mail only to the caller, and only once they have left', async () => {
    const uuid = await portal.idOf('school@example.org');
    const mine = { email: 'school@example.org', firstName: 'Kim', uuid };
    expect((await inject('POST', '/api/sendgrid/withdrawal', cookies.school, mine)).statusCode).toBe(409);
    const permitId = await portal.idOf('permit@example.org');
    const other = { email: 'permit@example.org', uuid: permitId };
    expect((await inject('POST', '/api/sendgrid/withdrawal', cookies.school, other)).statusCode).toBe(403);
    expect((await inject('POST', '/api/sendgrid/withdrawal', cookies.coach, other)).statusCode).toBe(403);
    expect((await inject('POST', '/api/sendgrid/withdrawal', undefined, mine)).statusCode).toBe(401);
  });
});

describe('contentful/contentModel/{id}', () => {
  it('describes the page model to students, and answers 404 for an unknown one', async () => {
    const res = await inject('GET', '/api/contentful/contentModel/workforcePage', cookies.school);
    expect(res.statusCode).toBe(200);
    expect(res.json().fields.map((f: { id: string }) => f.id)).toEqual([
      'title',
      'path',
      'workforceBoardId',
      'body',
    ]);
    expect((await inject('GET', '/api/contentful/contentModel/nothing', cookies.school)).statusCode).toBe(
      404,
    );
    expect(
      (await inject('GET', '/api/contentful/contentModel/workforcePage', cookies.coach)).statusCode,
    ).toBe(403);
    expect((await inject('GET', '/api/contentful/contentModel/workforcePage')).statusCode).toBe(401);
  });
});

describe('hellosign/sendSignatureRequest (GET)', () => {
  it('tells the student where their agreement stands without sending anything', async () => {
    const before = await db().select().from(messages);
    const res = await inject('GET', '/api/hellosign/sendSignatureRequest', cookies.grad);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fwAgreementStatus: 'complete', linkExpiresAt: null });
    expect(res.json().signedAt).not.toBeNull();
    const fresh = await inject('GET', '/api/hellosign/sendSignatureRequest', cookies.permit);
    expect(fresh.json()).toMatchObject({ fwAgreementStatus: 'incomplete', sentAt: null });
    expect((await db().select().from(messages)).length).toBe(before.length);
    expect((await inject('GET', '/api/hellosign/sendSignatureRequest', cookies.coach)).statusCode).toBe(403);
    expect((await inject('GET', '/api/hellosign/sendSignatureRequest')).statusCode).toBe(401);
  });
});

describe('paypal/postPaymentReview', () => {
  it('lets a coach approve a payout by its id, and refuses students before reading the body', async () => {
    await db().update(users).set({ state: 'NV' }).where(eq(users.email, 'grad@example.org'));
    const asked = await portal.app.inject({
      method: 'POST',
      url: '/api/paypal/requestBonusPayout',
      headers: { cookie: cookies.grad, 'idempotency-key': crypto.randomUUID() },
      payload: { reason: 'fees', email: 'grad.pay@example.org' },
    });
    expect(asked.statusCode).toBe(200);
    const payoutId = asked.json().uuid as string;
    expect(
      (await inject('POST', '/api/paypal/postPaymentReview', cookies.grad, { payoutId, decision: 'approve' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await inject('POST', '/api/paypal/postPaymentReview', cookies.school, { nonsense: 1 })).statusCode,
    ).toBe(403);
    expect(
      (await inject('POST', '/api/paypal/postPaymentReview', undefined, { payoutId, decision: 'approve' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await inject('POST', '/api/paypal/postPaymentReview', cookies.coach, { payoutId, decision: 'maybe' }))
        .statusCode,
    ).toBe(400);
    const approved = await inject('POST', '/api/paypal/postPaymentReview', cookies.coach, {
      payoutId,
      decision: 'approve',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ uuid: payoutId, approved: true });
    const paid = await inject('POST', '/api/paypal/postPaymentReview', cookies.coach, {
      payoutId,
      decision: 'paid',
    });
    expect(paid.json()).toMatchObject({ status: 'completed' });
  });
});

describe('tpr', () => {
  it('gives a student their own school’s registry entry, and a coach the school they name', async () => {
    const own = await inject('GET', '/api/tpr', cookies.school);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ school: 'Midwest CDL Training Center', credential: 'CDL Class A' });
    // A student cannot read another school by naming it: the answer is always their own school's.
    const [other] = await db().select().from(locations).where(eq(locations.name, 'Chicago CDL Academy'));
    expect((await inject('GET', `/api/tpr?school=${other!.id}`, cookies.school)).json().school).toBe(
      'Midwest CDL Training Center',
    );
    expect((await inject('GET', '/api/tpr', cookies.permit)).statusCode).toBe(404);
    expect((await inject('GET', `/api/tpr?school=${other!.id}`, cookies.coach)).json().school).toBe(
      'Chicago CDL Academy',
    );
    expect((await inject('GET', '/api/tpr', cookies.coach)).statusCode).toBe(404);
    expect((await inject('GET', '/api/tpr')).statusCode).toBe(401);
  });
});

describe('weather', () => {
  const at = (hoursAhead: number) => new Date(Date.now() + hoursAhead * 3_600_000).toISOString();
  const url = (q: Record<string, string | number>) =>
    `/api/weather?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`;

  it('answers typical weather with advice when no forecast service is set', async () => {
    const res = await inject('GET', url({ latitude: 41.85, longitude: -87.65, at: at(30) }), cookies.school);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ kind: 'typical', conditions: null });
    expect(body.source).toContain('Chicago');
    expect(body.temperatureF).toBeGreaterThan(-30);
    expect(body.temperatureF).toBeLessThan(110);
    expect(body.advice.length).toBeGreaterThan(10);
  });

  it('refuses places outside the US and times outside the next two weeks', async () => {
    expect(
      (await inject('GET', url({ latitude: 48.85, longitude: 2.35, at: at(5) }), cookies.school)).statusCode,
    ).toBe(400);
    expect(
      (await inject('GET', url({ latitude: 41.85, longitude: -87.65, at: at(24 * 20) }), cookies.school))
        .statusCode,
    ).toBe(400);
    expect(
      (await inject('GET', url({ latitude: 41.85, longitude: -87.65, at: 'tomorrow' }), cookies.school))
        .statusCode,
    ).toBe(400);
  });

  it('is for students: a coach gets 403, no one 401', async () => {
    const q = url({ latitude: 41.85, longitude: -87.65, at: at(5) });
    expect((await inject('GET', q, cookies.coach)).statusCode).toBe(403);
    expect((await inject('GET', q)).statusCode).toBe(401);
  });
});
