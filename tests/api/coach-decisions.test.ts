import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  agreements,
  auditLog,
  completions,
  documents,
  messages,
  programSteps,
  rideLocationRequests,
  stipendRequests,
  uploads,
  users,
} from '@server/db/schema/index.js';
import { usePortal, ROOMY_LIMITS, useFreshDemo } from './harness.js';

// Issue 37 items 4 and 5: no dead ends after a coach's move, and every coach decision reaches the student
// in their language, once per channel they take.

const portal = usePortal(ROOMY_LIMITS);
const cookies = useFreshDemo(portal, ['coach']);

const db = () => portal.database.db;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  cookie: string | null,
  payload?: object,
) => portal.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const spanish = (email: string) => db().update(users).set({ locale: 'es' }).where(eq(users.email, email));

/** The messages of one kind queued for a student, by channel. */
async function noticesOf(email: string, kind: string) {
  const [u] = await db().select().from(users).where(eq(users.email, email));
  const rows = await db().select().from(messages).where(eq(messages.kind, kind));
  const mine = rows.filter((m) => m.to === u!.email || m.to === u!.phone);
  return { email: mine.filter((m) => m.channel === 'email'), sms: mine.filter((m) => m.channel === 'sms') };
}

/** Waits for the delivered e-mail with this subject in the dev outbox, and returns it. */
async function delivered(to: string, subject: RegExp) {
  for (let i = 0; i < 100; i++) {
    const found = (await portal.messagesTo(to)).find((m) => m.subject !== null && subject.test(m.subject));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no message ${subject} to ${to}`);
}

async function expectOneEach(email: string, kind: string) {
  const n = await noticesOf(email, kind);
  expect(n.email, `${kind} e-mail`).toHaveLength(1);
  expect(n.sms, `${kind} text`).toHaveLength(1);
}

const allYes = {
  addressVerified: true,
  payPalEmailVerified: true,
  phoneNumberVerified: true,
  canPassDrugTest: true,
  readyForSchool: true,
};

describe('return to school', () => {
  it('tells the student once, in Spanish, and lets pre-enrollment be answered again and the call booked', async () => {
    await spanish('school@example.org');
    const student = await portal.signIn('school@example.org');
    // One "not sure" puts the student on hold.
    const first = await call('POST', '/api/preEnrollment', student, { ...allYes, canPassDrugTest: 'unsure' });
    expect(first.json().outcome).toBe('onHoldFollowUp');
    const refused = await call('POST', '/api/preEnrollment/callScheduled', student);
    expect(refused.statusCode).toBe(409);

    const id = await portal.idOf('school@example.org');
    const [a, b] = await Promise.all([
      call('POST', `/api/admin/students/${id}/return-to-school`, cookies.coach),
      call('POST', `/api/admin/students/${id}/return-to-school`, cookies.coach),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    await expectOneEach('school@example.org', 'decision-returnedToSchool');
    const mail = await delivered('school@example.org', /escuela de manejo/);
    expect(mail.text).toContain('Contesta otra vez las 5 preguntas');

    const state = (await call('GET', '/api/preEnrollment', student)).json();
    expect(state).toMatchObject({ answered: false, done: false });
    const again = await call('POST', '/api/preEnrollment', student, allYes);
    expect(again.json().outcome).toBe('scheduleCall');
    const booked = await call('POST', '/api/preEnrollment/callScheduled', student);
    expect(booked.statusCode).toBe(200);
    expect(booked.json().done).toBe(true);
  });

  it('does not put a funded student on hold for funding a second time after a coach returned them', async () => {
    await db().update(users).set({ wfbFundingStatus: 'Funded' }).where(eq(users.email, 'school@example.org'));
    const student = await portal.signIn('school@example.org');
    await call('POST', '/api/preEnrollment', student, {
      ...allYes,
      readyForSchool: false,
      month: '01',
      year: '2027',
    });
    await call(
      'POST',
      `/api/admin/students/${await portal.idOf('school@example.org')}/return-to-school`,
      cookies.coach,
    );
    const again = await call('POST', '/api/preEnrollment', student, allYes);
    expect(again.json().outcome).toBe('scheduleCall');
  });
});

const week1 = { ready: 4, hardest: 'Backing up' };
const askWeek1 = (cookie: string, email = 'someone.else@example.org', reasonNotes = 'Attendance: full') =>
  call('POST', '/api/paypal/requestStipend', cookie, {
    email,
    reasonNotes,
    week: 1,
    answers: reasonNotes === 'Attendance: none' ? {} : { week1 },
  });
const openId = async () =>
  ((await call('GET', '/api/admin/stipends', cookies.coach)).json() as { id: string }[])[0]!.id;

describe('stipends', () => {
  it('approve and mark paid each tell the student once, in their language', async () => {
    await spanish('school@example.org');
    const student = await portal.signIn('school@example.org');
    expect((await askWeek1(student)).statusCode).toBe(200);
    const id = await openId();
    expect((await call('POST', `/api/admin/stipends/${id}/approve`, cookies.coach)).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/stipends/${id}/approve`, cookies.coach)).statusCode).toBe(409);
    await expectOneEach('school@example.org', 'decision-stipendApproved');
    expect((await call('POST', `/api/admin/stipends/${id}/paid`, cookies.coach)).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/stipends/${id}/paid`, cookies.coach)).statusCode).toBe(409);
    await expectOneEach('school@example.org', 'decision-stipendPaid');
    const mail = await delivered('school@example.org', /Enviamos tu apoyo de la semana 1/);
    expect(mail.text).toContain('school@example.org');
  });

  it('a declined week names the reason, and after the coach reopens it the student can ask again', async () => {
    const student = await portal.signIn('school@example.org');
    await askWeek1(student);
    const id = await openId();
    await call('POST', `/api/admin/stipends/${id}/decline`, cookies.coach, { reason: 'No attendance sheet' });
    await expectOneEach('school@example.org', 'decision-stipendDeclined');
    const mail = await delivered('school@example.org', /week 1 stipend was not approved/);
    expect(mail.text).toContain('No attendance sheet');
    expect((await askWeek1(student)).statusCode).toBe(409);

    const declined = (await call('GET', '/api/admin/stipends/declined', cookies.coach)).json() as {
      id: string;
    }[];
    expect(declined.map((d) => d.id)).toEqual([id]);
    const [a, b] = await Promise.all([
      call('POST', `/api/admin/stipends/${id}/reopen`, cookies.coach),
      call('POST', `/api/admin/stipends/${id}/reopen`, cookies.coach),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 404]);
    await expectOneEach('school@example.org', 'decision-stipendReopened');
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'stipends.reopen'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toMatchObject({ week: 1, declineReason: 'No attendance sheet' });
    const steps = await db()
      .select()
      .from(completions)
      .where(eq(completions.userId, await portal.idOf('school@example.org')));
    expect(steps.map((s) => s.url)).not.toContain('/program/school/stipend/1');
    expect((await askWeek1(student)).statusCode).toBe(200);
  });

  it('pays the e-mail verified in pre-enrollment; only a coach changes it, audited', async () => {
    const student = await portal.signIn('school@example.org');
    await call('POST', '/api/preEnrollment', student, {
      ...allYes,
      payPalEmailVerified: false,
      payPalEmail: 'marcus.pay@example.org',
      payPalEmailConfirmation: 'marcus.pay@example.org',
    });
    // That "no" put the student on hold; the coach returns them and they answer again, keeping the address.
    const id = await portal.idOf('school@example.org');
    await call('POST', `/api/admin/students/${id}/return-to-school`, cookies.coach);
    expect((await call('GET', '/api/stipends', student)).json().paymentEmail).toBe('marcus.pay@example.org');
    await askWeek1(student, 'thief@example.org');
    const [row] = await db().select().from(stipendRequests).where(eq(stipendRequests.userId, id));
    expect(row!.email).toBe('marcus.pay@example.org');

    const refused = await call('PUT', `/api/admin/students/${id}/stipend-email`, student, {
      email: 'thief@example.org',
    });
    expect(refused.statusCode).toBe(403);
    const bad = await call('PUT', `/api/admin/students/${id}/stipend-email`, cookies.coach, {
      email: 'nope',
    });
    expect(bad.statusCode).toBe(400);
    const set = await call('PUT', `/api/admin/students/${id}/stipend-email`, cookies.coach, {
      email: 'Marcus.New@Example.org',
    });
    expect(set.json()).toEqual({ paymentEmail: 'marcus.new@example.org' });
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'stipends.setPaymentEmail'));
    expect(audit.map((a) => a.detail)).toEqual([
      { before: 'marcus.pay@example.org', after: 'marcus.new@example.org' },
    ]);
    expect((await call('GET', '/api/stipends', student)).json().paymentEmail).toBe('marcus.new@example.org');
  });
});

describe('places and documents', () => {
  it('an approved place is told once, in Spanish', async () => {
    await spanish('school@example.org');
    const student = await portal.signIn('school@example.org');
    const asked = await call('POST', '/api/uber/locationRequests', student, {
      name: 'Gimnasio Central',
      address: '100 Main St',
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
      reason: 'Job interview practice',
    });
    expect(asked.statusCode).toBe(200);
    const [req] = await db()
      .select()
      .from(rideLocationRequests)
      .where(eq(rideLocationRequests.userId, await portal.idOf('school@example.org')));
    expect(
      (await call('POST', `/api/admin/rides/locations/${req!.id}/approve`, cookies.coach)).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', `/api/admin/rides/locations/${req!.id}/approve`, cookies.coach)).statusCode,
    ).toBe(409);
    await expectOneEach('school@example.org', 'decision-placeApproved');
    const mail = await delivered('school@example.org', /Tu nuevo lugar está aprobado/);
    expect(mail.text).toContain('Gimnasio Central');
  });

  it('a photo sent back tells the student why, once, by e-mail and text', async () => {
    await spanish('school@example.org');
    const userId = await portal.idOf('school@example.org');
    const [upload] = await db()
      .insert(uploads)
      .values({
        userId,
        folder: 'cdlALicense',
        objectKey: `test-${Date.now()}`,
        contentType: 'image/jpeg',
        byteSize: 10,
        width: 10,
        height: 10,
        eTag: 'x',
        review: 'pending',
      })
      .returning();
    const reason = { reason: 'La foto está borrosa' };
    expect(
      (await call('POST', `/api/admin/documents/${upload!.id}/reject`, cookies.coach, reason)).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', `/api/admin/documents/${upload!.id}/reject`, cookies.coach, reason)).statusCode,
    ).toBe(409);
    await expectOneEach('school@example.org', 'decision-documentSentBack');
    const mail = await delivered('school@example.org', /Por favor manda una foto nueva/);
    expect(mail.text).toContain('La foto está borrosa');
  });
});

describe('agreement', () => {
  it('an expired link is renewed by the student; the old link stops working', async () => {
    const student = await portal.signIn('school@example.org');
    const userId = await portal.idOf('school@example.org');
    await db().update(documents).set({ fwAgreementStatus: 'incomplete' }).where(eq(documents.userId, userId));
    expect((await call('POST', '/api/hellosign/sendSignatureRequest', student)).statusCode).toBe(200);
    // Not yet expired: asking again is refused.
    expect((await call('POST', '/api/hellosign/sendSignatureRequest', student)).statusCode).toBe(409);
    expect((await call('GET', '/api/hellosign/sendSignatureRequest', student)).json().renewable).toBe(false);
    await db()
      .update(agreements)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(agreements.userId, userId));
    expect((await call('GET', '/api/hellosign/sendSignatureRequest', student)).json().renewable).toBe(true);
    expect((await call('POST', '/api/hellosign/sendSignatureRequest', student)).statusCode).toBe(200);
    const links = await db().select().from(agreements).where(eq(agreements.userId, userId));
    expect(links).toHaveLength(2);
    expect(links.filter((l) => l.expiresAt > new Date())).toHaveLength(1);
    expect((await call('GET', '/api/hellosign/sendSignatureRequest', student)).json().renewable).toBe(false);
  });

  it('a coach renews a waiting agreement: audited, the student told once in Spanish', async () => {
    await spanish('school@example.org');
    const student = await portal.signIn('school@example.org');
    const userId = await portal.idOf('school@example.org');
    await db().update(documents).set({ fwAgreementStatus: 'incomplete' }).where(eq(documents.userId, userId));
    // Nothing was sent yet: there is nothing to renew.
    expect(
      (await call('POST', `/api/admin/students/${userId}/agreement/renew`, cookies.coach)).statusCode,
    ).toBe(409);
    await call('POST', '/api/hellosign/sendSignatureRequest', student);
    expect(
      (await call('POST', `/api/admin/students/${userId}/agreement/renew`, cookies.coach)).statusCode,
    ).toBe(200);
    await expectOneEach('school@example.org', 'decision-agreementRenewed');
    await delivered('school@example.org', /Te enviamos otra vez tu acuerdo/);
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'agreement.renew'));
    expect(audit).toHaveLength(1);
    const open = (await db().select().from(agreements).where(eq(agreements.userId, userId))).filter(
      (l) => l.expiresAt > new Date(),
    );
    expect(open).toHaveLength(1);
  });
});

describe('graduation', () => {
  async function finishSchoolChecklist(userId: string) {
    const steps = await db().select().from(programSteps).where(eq(programSteps.screen, 'school'));
    for (const s of steps.filter((x) => !x.url.endsWith('/interstitial')))
      await db().insert(completions).values({ userId, url: s.url }).onConflictDoNothing();
  }
  const graduate = (cookie: string) =>
    call('PATCH', '/api/user', cookie, { status: '5_PostProgram', from: '4_School' });

  it('waits for an approved CDL-A photo and a signed agreement, and says why', async () => {
    const student = await portal.signIn('school@example.org');
    const userId = await portal.idOf('school@example.org');
    await finishSchoolChecklist(userId);
    await db()
      .update(documents)
      .set({ cdlaStatus: 'pending', fwAgreementStatus: 'pending' })
      .where(eq(documents.userId, userId));
    const pending = await graduate(student);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe(
      'You cannot finish school yet. A Success Coach must approve the photo of your CDL-A license. Sign your program agreement. The link is in your e-mail.',
    );
    await db().update(documents).set({ cdlaStatus: 'complete' }).where(eq(documents.userId, userId));
    const unsigned = await graduate(student);
    expect(unsigned.statusCode).toBe(409);
    expect(unsigned.json().message).toContain('Sign your program agreement.');
    await db().update(documents).set({ fwAgreementStatus: 'complete' }).where(eq(documents.userId, userId));
    const ok = await graduate(student);
    expect(ok.statusCode).toBe(200);
    const [row] = await db()
      .select({ status: users.status })
      .from(users)
      .where(and(eq(users.id, userId)));
    expect(row!.status).toBe('5_PostProgram');
  });
});
