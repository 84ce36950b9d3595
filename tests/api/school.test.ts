import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { completions, preEnrollments, tickets, users } from '@server/db/schema/index.js';
import { usePortal, ROOMY_LIMITS, useFreshDemo } from './harness.js';
import { historyOf } from './status-history.js';

const portal = usePortal(ROOMY_LIMITS);
const cookies = useFreshDemo(portal, ['school']);

const db = () => portal.database.db;
const yes = {
  addressVerified: true,
  payPalEmailVerified: true,
  phoneNumberVerified: true,
  canPassDrugTest: true,
  readyForSchool: true,
};
const submit = (cookie: string | null, payload: object) =>
  portal.app.inject({
    method: 'POST',
    url: '/api/preEnrollment',
    headers: cookie ? { cookie } : {},
    payload,
  });
// The school student's own answers (the graduate of the demo answered long ago).
const schoolAnswers = async () =>
  db()
    .select()
    .from(preEnrollments)
    .where(eq(preEnrollments.userId, (await portal.userOf('school@example.org')).id));
const urlsOf = async (email: string) =>
  (
    await db()
      .select()
      .from(completions)
      .where(eq(completions.userId, (await portal.userOf(email)).id))
  ).map((c) => c.url);

describe('POST /api/preEnrollment', () => {
  it('all yes with funding: on hold for school, pre_enrollment and enrollment done, answered once', async () => {
    const [a, b] = await Promise.all([submit(cookies.school, yes), submit(cookies.school, yes)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual({ outcome: 'onHoldFunded', next: '/program/onhold' });
    expect(b.json()).toEqual(a.json());
    // A later, different answer changes nothing: the first answers stand.
    const later = await submit(cookies.school, { ...yes, readyForSchool: false, month: '01', year: '2027' });
    expect(later.json()).toEqual(a.json());
    expect(await schoolAnswers()).toHaveLength(1);
    expect((await portal.userOf('school@example.org')).status).toBe('95_OnHoldForSchool');
    expect(await historyOf(portal, 'school@example.org')).toEqual([
      { from: '4_School', to: '95_OnHoldForSchool', path: 'onHold', by: 'school@example.org', reason: null },
    ]);
    expect(await urlsOf('school@example.org')).toEqual(
      expect.arrayContaining(['/program/school/pre_enrollment', '/program/school/enrollment']),
    );
    expect(await db().select().from(tickets)).toHaveLength(0);
  });

  it('all yes without funding: the schedule-a-call page, status unchanged', async () => {
    await db().update(users).set({ wfbFundingStatus: null }).where(eq(users.email, 'school@example.org'));
    const res = await submit(cookies.school, yes);
    expect(res.json()).toEqual({ outcome: 'scheduleCall', next: '/program/school/pre_enrollment' });
    expect((await portal.userOf('school@example.org')).status).toBe('4_School');
    const state = await portal.app.inject({ url: '/api/preEnrollment', headers: { cookie: cookies.school } });
    expect(state.json()).toEqual({ answered: true, outcome: 'scheduleCall', done: false });
    // The page's button completes pre_enrollment; the checklist's own call may not.
    const byClick = await portal.app.inject({
      method: 'POST',
      url: '/api/completion',
      headers: { cookie: cookies.school },
      payload: { url: '/program/school/pre_enrollment' },
    });
    expect(byClick.statusCode).toBe(403);
    const confirm = () =>
      portal.app.inject({
        method: 'POST',
        url: '/api/preEnrollment/callScheduled',
        headers: { cookie: cookies.school },
      });
    const [first, again] = await Promise.all([confirm(), confirm()]);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(first.json()).toEqual({ answered: true, outcome: 'scheduleCall', done: true });
    expect(
      (await urlsOf('school@example.org')).filter((u) => u === '/program/school/pre_enrollment'),
    ).toHaveLength(1);
  });

  it('the schedule-a-call button completes nothing before the answers, or for others', async () => {
    const confirm = (cookie?: string) =>
      portal.app.inject({
        method: 'POST',
        url: '/api/preEnrollment/callScheduled',
        headers: cookie ? { cookie } : {},
      });
    const early = await confirm(cookies.school);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Answer the 5 questions first.');
    expect(await urlsOf('school@example.org')).not.toContain('/program/school/pre_enrollment');
    expect((await confirm()).statusCode).toBe(401);
    expect((await confirm(await portal.signIn('coach@example.org'))).statusCode).toBe(403);
    // Another student's answers do not open it for this one.
    await db().update(users).set({ wfbFundingStatus: null }).where(eq(users.email, 'school@example.org'));
    await submit(cookies.school, yes);
    const other = await portal.signIn('permit@example.org');
    expect((await confirm(other)).statusCode).toBe(409);
  });

  it('a "No": on hold with one ticket to the trucking-school group', async () => {
    const res = await submit(cookies.school, { ...yes, canPassDrugTest: 'unsure' });
    expect(res.json()).toEqual({ outcome: 'onHoldFollowUp', next: '/program/onhold' });
    expect((await portal.userOf('school@example.org')).status).toBe('95_OnHoldForSchool');
    const rows = await db().select().from(tickets);
    expect(rows.map((r) => [r.subject, r.groupId])).toEqual([
      ['Trucking School Pre-Enrollment Questions', 'TruckingSchool'],
    ]);
    const [answers] = await schoolAnswers();
    expect(answers!.drugTestStatus).toBe('Unsure');
  });

  it('checks answers with the spec messages, and only for students headed to school', async () => {
    const bad = await submit(cookies.school, {
      ...yes,
      payPalEmailVerified: false,
      payPalEmail: 'a@b.org',
      payPalEmailConfirmation: 'c@b.org',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Email addresses do not match.');
    expect(await schoolAnswers()).toHaveLength(0);
    const permit = await portal.signIn('permit@example.org');
    expect((await submit(permit, yes)).statusCode).toBe(403);
    expect((await submit(null, yes)).statusCode).toBe(401);
    const coach = await portal.signIn('coach@example.org');
    expect((await submit(coach, yes)).statusCode).toBe(403);
  });
});

describe('PATCH /api/documentAcceptance', () => {
  it('saves the student own acceptance and completes the policy step', async () => {
    const me = (await portal.userOf('school@example.org')).id;
    const other = await portal.signIn('permit@example.org');
    const patch = (cookie: string | null, payload: object) =>
      portal.app.inject({
        method: 'PATCH',
        url: '/api/documentAcceptance',
        headers: cookie ? { cookie } : {},
        payload,
      });
    expect((await patch(other, { userFK: me, attendancePolicyStatus: true })).statusCode).toBe(403);
    expect((await patch(null, { userFK: me, attendancePolicyStatus: true })).statusCode).toBe(401);
    expect((await patch(cookies.school, { userFK: me })).statusCode).toBe(400);
    const res = await patch(cookies.school, { userFK: me, attendancePolicyStatus: true });
    expect(res.json()).toEqual({ attendancePolicyStatus: true, trainingPolicyStatus: false });
    expect(await urlsOf('school@example.org')).toContain('/program/school/attendance_policy');
    const both = await patch(cookies.school, { userFK: me, trainingPolicyStatus: true });
    expect(both.json()).toEqual({ attendancePolicyStatus: true, trainingPolicyStatus: true });
  });
});
