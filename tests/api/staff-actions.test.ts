import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StaffTicket } from '@shared/contracts/staff.js';
import { auditLog, devEvents, documents, tickets, users } from '@server/db/schema/index.js';
import { usePortal, ROOMY_LIMITS, useFreshDemo } from './harness.js';
import { historyOf } from './status-history.js';

const portal = usePortal(ROOMY_LIMITS);
const cookies = useFreshDemo(portal, ['coach', 'school']);

const db = () => portal.database.db;
const statusOf = async (email: string) =>
  (await db().select({ status: users.status }).from(users).where(eq(users.email, email)))[0]!.status;
const auditOf = async (action: string) =>
  (await db().select().from(auditLog)).filter((a) => a.action === action);
const post = (url: string, cookie: string | null, payload?: object, headers: Record<string, string> = {}) =>
  portal.app.inject({
    method: 'POST',
    url,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    ...(payload ? { payload } : {}),
  });

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('condition not reached');
}

describe('every staff route refuses students and anonymous callers before reading input', () => {
  it('answers 403 to a student and 401 to nobody on each /api/admin route the API declares', async () => {
    const spec = portal.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const admin = Object.entries(spec.paths).filter(([path]) => path.startsWith('/api/admin/'));
    expect(admin.length).toBeGreaterThanOrEqual(8);
    for (const [path, methods] of admin) {
      const url = path.replace(/\{[^}]+\}/g, randomUUID());
      for (const method of Object.keys(methods)) {
        const m = method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
        const asStudent = await portal.app.inject({ method: m, url, headers: { cookie: cookies.school } });
        expect(asStudent.statusCode, `${m} ${path} as a student`).toBe(403);
        expect(asStudent.json().message).toBe('This page is for program staff.');
        const anonymous = await portal.app.inject({ method: m, url });
        expect(anonymous.statusCode, `${m} ${path} anonymously`).toBe(401);
      }
    }
  });
});

async function seedTicket(): Promise<string> {
  const [row] = await db()
    .insert(tickets)
    .values({
      userId: await portal.idOf('school@example.org'),
      email: 'school@example.org',
      subject: 'My stipend is late',
      body: 'Week 1 has not arrived.',
      groupId: 'support',
      status: 'open',
      externalId: 'local-1',
    })
    .returning({ id: tickets.id });
  return row!.id;
}

describe('POST /api/admin/tickets/:id/replies', () => {
  it('e-mails the student once per Idempotency-Key, keeps it on the ticket and in the help desk, and audits it', async () => {
    const ticket = await seedTicket();
    const key = randomUUID();
    const body = { body: 'It was sent this morning; check your PayPal e-mail.' };
    const [first, second] = await Promise.all([
      post(`/api/admin/tickets/${ticket}/replies`, cookies.coach, body, { 'idempotency-key': key }),
      post(`/api/admin/tickets/${ticket}/replies`, cookies.coach, body, { 'idempotency-key': key }),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    expect(first.json()).toMatchObject({ ticketId: ticket, body: body.body, author: { name: 'Kevin Reed' } });

    const mail = await until(
      () => portal.messagesTo('school@example.org'),
      (list) => list.some((m) => m.subject === 'Your Success Coach answered: My stipend is late'),
    );
    const replies = mail.filter((m) => m.subject?.startsWith('Your Success Coach answered'));
    expect(replies).toHaveLength(1);
    expect(replies[0]!.text).toContain(body.body);

    const notes = await until(
      () => db().select().from(devEvents).where(eq(devEvents.port, 'helpdesk.addNote')),
      (rows) => rows.length > 0,
    );
    expect(notes).toHaveLength(1);
    expect(notes[0]!.payload).toMatchObject({ externalId: 'local-1', body: body.body });

    const open = (
      await portal.app.inject({ url: '/api/admin/tickets', headers: { cookie: cookies.coach } })
    ).json();
    const listed = (open as StaffTicket[]).find((t) => t.id === ticket)!;
    expect(listed.replies.map((r) => r.body)).toEqual([body.body]);
    const audit = await auditOf('tickets.reply');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toMatchObject({ ticketId: ticket, reply: body.body });
  });

  it('lists each ticket with the language its student reads, so the coach answers in it', async () => {
    const ticket = await seedTicket();
    const listed = async () =>
      (
        (
          await portal.app.inject({ url: '/api/admin/tickets', headers: { cookie: cookies.coach } })
        ).json() as StaffTicket[]
      ).find((t) => t.id === ticket)!;
    expect((await listed()).locale).toBe('en');
    await db().update(users).set({ locale: 'es' }).where(eq(users.email, 'school@example.org'));
    expect((await listed()).locale).toBe('es');

    // The e-mail around the coach's answer is in the student's language too.
    const answer = { body: 'Tu pago salió hoy. Revisa tu correo de PayPal.' };
    expect((await post(`/api/admin/tickets/${ticket}/replies`, cookies.coach, answer)).statusCode).toBe(200);
    const mail = await until(
      () => portal.messagesTo('school@example.org'),
      (list) => list.some((m) => m.subject === 'Tu coach de éxito te contestó: My stipend is late'),
    );
    const reply = mail.find((m) => m.subject === 'Tu coach de éxito te contestó: My stipend is late')!;
    expect(reply.text).toMatch(
      /^Hola, \w+:\n\nTu pago salió hoy\. Revisa tu correo de PayPal\.\n\nKevin Reed, tu coach/,
    );
    await db().update(users).set({ locale: 'en' }).where(eq(users.email, 'school@example.org'));
  });

  it('refuses an empty answer and an unknown ticket', async () => {
    const ticket = await seedTicket();
    const empty = await post(`/api/admin/tickets/${ticket}/replies`, cookies.coach, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Write the answer first.');
    const unknown = await post(`/api/admin/tickets/${randomUUID()}/replies`, cookies.coach, { body: 'Hi' });
    expect(unknown.statusCode).toBe(404);
    expect(await auditOf('tickets.reply')).toHaveLength(0);
  });
});

describe('POST /api/admin/students/:id/return-to-school', () => {
  it('moves an on-hold student back to 4_School once, audited with before and after', async () => {
    const onhold = await portal.idOf('onhold@example.org');
    const [a, b] = await Promise.all([
      post(`/api/admin/students/${onhold}/return-to-school`, cookies.coach),
      post(`/api/admin/students/${onhold}/return-to-school`, cookies.coach),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await statusOf('onhold@example.org')).toBe('4_School');
    expect(await historyOf(portal, 'onhold@example.org')).toEqual([
      {
        from: '95_OnHoldForSchool',
        to: '4_School',
        path: 'returnToSchool',
        by: 'coach@example.org',
        reason: null,
      },
    ]);
    const audit = await auditOf('students.returnToSchool');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toEqual({
      before: '95_OnHoldForSchool',
      after: '4_School',
      preEnrollmentReopened: false,
    });

    const onholdSession = await portal.signIn('onhold@example.org');
    const me = await portal.app.inject({ url: '/api/user/session', headers: { cookie: onholdSession } });
    expect(me.json().status).toBe('4_School');
  });

  it('refuses a student who is not on hold, and a staff member', async () => {
    const res = await post(
      `/api/admin/students/${await portal.idOf('permit@example.org')}/return-to-school`,
      cookies.coach,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only a student on hold for school can be moved back to school.');
    expect(await statusOf('permit@example.org')).toBe('3_Permit');
    const staff = await post(
      `/api/admin/students/${await portal.idOf('instructor@example.org')}/return-to-school`,
      cookies.coach,
    );
    expect(staff.statusCode).toBe(404);
    expect(await auditOf('students.returnToSchool')).toHaveLength(0);
  });
});

describe('POST /api/admin/students/:id/agreement-signed', () => {
  const agreementOf = async (email: string) =>
    (
      await db()
        .select({ s: documents.fwAgreementStatus })
        .from(documents)
        .where(eq(documents.userId, await portal.idOf(email)))
    )[0]!.s;

  it('records a paper signature only after the agreement was sent, once', async () => {
    const school = await portal.idOf('school@example.org');
    const early = await post(`/api/admin/students/${school}/agreement-signed`, cookies.coach);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Send the agreement before marking it signed.');
    expect(await agreementOf('school@example.org')).toBe('incomplete');

    await db().update(documents).set({ fwAgreementStatus: 'pending' }).where(eq(documents.userId, school));
    const detail = await portal.app.inject({
      url: `/api/admin/students/${school}`,
      headers: { cookie: cookies.coach },
    });
    expect(detail.json().agreementStatus).toBe('pending');
    expect((await post(`/api/admin/students/${school}/agreement-signed`, cookies.coach)).statusCode).toBe(
      200,
    );
    expect((await post(`/api/admin/students/${school}/agreement-signed`, cookies.coach)).statusCode).toBe(
      200,
    );
    expect(await agreementOf('school@example.org')).toBe('complete');
    const audit = await auditOf('agreement.markSigned');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toEqual({ before: 'pending', after: 'complete' });
  });
});
