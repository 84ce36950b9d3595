import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import privacyPolicy from '../../content/pages/privacy-policy.json';
import { completions, effects, privacyAcceptances, users } from '@server/db/schema/index.js';
import { usePortal, ROOMY_LIMITS } from './harness.js';

const portal = usePortal(ROOMY_LIMITS);
beforeEach(() => portal.reset());

const db = () => portal.database.db;
const urlsOf = async (email: string) =>
  (
    await db()
      .select()
      .from(completions)
      .where(eq(completions.userId, await portal.idOf(email)))
  ).map((c) => c.url);
const PRIVACY_STEP = '/program/welcome/privacy_agreement';

describe('GET /api/program/coach', () => {
  it('refuses anonymous callers and staff', async () => {
    expect((await portal.app.inject({ url: '/api/program/coach' })).statusCode).toBe(401);
    const coach = await portal.signIn('coach@example.org');
    expect(
      (await portal.app.inject({ url: '/api/program/coach', headers: { cookie: coach } })).statusCode,
    ).toBe(403);
  });

  it("answers the student's own assigned coach with a phone to call or text", async () => {
    const cookie = await portal.signIn('setup@example.org');
    const res = await portal.app.inject({ url: '/api/program/coach', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const [coach] = await db().select().from(users).where(eq(users.email, 'coach@example.org'));
    expect(res.json()).toEqual({
      assigned: true,
      firstName: coach!.firstName,
      lastName: coach!.lastName,
      phone: coach!.phone,
      email: coach!.email,
    });
  });

  it('with no coach assigned (another student has one): the program line, no name', async () => {
    const cookie = await portal.signIn('new@example.org');
    const res = await portal.app.inject({ url: '/api/program/coach', headers: { cookie } });
    expect(res.json()).toEqual({
      assigned: false,
      firstName: null,
      lastName: null,
      phone: '+13125550100',
      email: null,
    });
  });
});

describe('PATCH /api/document/confirmPrivacyPolicy', () => {
  const accept = (cookie: string | null, uuid: string) =>
    portal.app.inject({
      method: 'PATCH',
      url: '/api/document/confirmPrivacyPolicy',
      headers: cookie ? { cookie } : {},
      payload: { uuid },
    });

  it('refuses anonymous callers, staff, and another student’s id, recording nothing', async () => {
    const newId = await portal.idOf('new@example.org');
    expect((await accept(null, newId)).statusCode).toBe(401);
    expect((await accept(await portal.signIn('coach@example.org'), newId)).statusCode).toBe(403);
    const other = await accept(await portal.signIn('setup@example.org'), newId);
    expect(other.statusCode).toBe(403);
    for (const who of [newId, await portal.idOf('setup@example.org')])
      expect(await db().select().from(privacyAcceptances).where(eq(privacyAcceptances.userId, who))).toEqual(
        [],
      );
    expect(await urlsOf('new@example.org')).not.toContain(PRIVACY_STEP);
    expect(await urlsOf('setup@example.org')).not.toContain(PRIVACY_STEP);
  });

  it('rejects a malformed body with a 400', async () => {
    const cookie = await portal.signIn('new@example.org');
    expect((await accept(cookie, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('records time, address and version once, and completes the step in the same call', async () => {
    const cookie = await portal.signIn('new@example.org');
    const id = await portal.idOf('new@example.org');
    const before = await portal.app.inject({
      url: '/api/document/confirmPrivacyPolicy',
      headers: { cookie },
    });
    expect(before.json()).toEqual({ accepted: false, acceptedAt: null, version: null });

    const res = await accept(cookie, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ accepted: true, version: privacyPolicy.updated });
    const rows = await db().select().from(privacyAcceptances).where(eq(privacyAcceptances.userId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: id, version: privacyPolicy.updated });
    expect(rows[0]!.ip).not.toBe('');
    expect(await urlsOf('new@example.org')).toContain(PRIVACY_STEP);

    const again = await accept(cookie, id);
    expect(again.json().acceptedAt).toBe(res.json().acceptedAt);
    expect(
      await db().select().from(privacyAcceptances).where(eq(privacyAcceptances.userId, id)),
    ).toHaveLength(1);
  });

  it('the step cannot be marked done without accepting', async () => {
    const cookie = await portal.signIn('new@example.org');
    const res = await portal.app.inject({
      method: 'POST',
      url: '/api/completion',
      headers: { cookie },
      payload: { url: PRIVACY_STEP },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await urlsOf('new@example.org')).not.toContain(PRIVACY_STEP);
  });
});

describe('information steps through the content port', () => {
  it.each([
    '/program/welcome/program_rules',
    '/program/permit/howto_dot_physical',
    '/program/permit/howto_permit',
    '/program/onhold/what_on_hold_means',
    '/program/onhold/while_you_wait',
    '/postprogram/welcome',
  ])('%s has a page with a heading and what to know', async (url) => {
    const cookie = await portal.signIn('permit@example.org');
    const res = await portal.app.inject({
      url: `/api/contentful/entries?fields.title=${encodeURIComponent(url.slice(1))}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const [entry] = res.json() as { path: string; body: { type: string; level?: number }[] }[];
    expect(entry!.path).toBe(url);
    expect(entry!.body[0]).toMatchObject({ type: 'heading', level: 1 });
    expect(entry!.body.filter((b) => b.type === 'list').length).toBeGreaterThan(0);
  });

  it('a view step is completed by its button; a click step by opening it', async () => {
    const cookie = await portal.signIn('new@example.org');
    const res = await portal.app.inject({
      method: 'POST',
      url: '/api/completion',
      headers: { cookie },
      payload: { url: '/program/welcome/program_rules' },
    });
    expect(res.statusCode).toBe(200);
    expect(await urlsOf('new@example.org')).toContain('/program/welcome/program_rules');
  });
});

describe('/api/program/community', () => {
  const join = (cookie: string | null) =>
    portal.app.inject({ method: 'POST', url: '/api/program/community', headers: cookie ? { cookie } : {} });

  it('refuses anonymous callers, staff and students who have not graduated', async () => {
    expect((await join(null)).statusCode).toBe(401);
    expect((await join(await portal.signIn('coach@example.org'))).statusCode).toBe(403);
    expect((await join(await portal.signIn('school@example.org'))).statusCode).toBe(403);
    expect(await db().select().from(effects).where(eq(effects.kind, 'chat.addToChannel'))).toHaveLength(0);
    expect(await urlsOf('school@example.org')).not.toContain('/postprogram/community');
  });

  it('a graduate without a chat account is told what to do, and nothing changes', async () => {
    await db().update(users).set({ slackId: null }).where(eq(users.email, 'grad@example.org'));
    const res = await join(await portal.signIn('grad@example.org'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/chat account is not set up/);
    expect(await urlsOf('grad@example.org')).not.toContain('/postprogram/community');
  });

  it('a graduate joins once: one channel invitation, the step done', async () => {
    const cookie = await portal.signIn('grad@example.org');
    const before = await portal.app.inject({ url: '/api/program/community', headers: { cookie } });
    expect(before.json()).toMatchObject({ joined: false, hasChatAccount: true });
    const [a, b] = [await join(cookie), await join(cookie)];
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json()).toMatchObject({ joined: true });
    expect(await db().select().from(effects).where(eq(effects.kind, 'chat.addToChannel'))).toHaveLength(1);
    expect(await urlsOf('grad@example.org')).toContain('/postprogram/community');
  });
});

describe('booking a Success Coach call', () => {
  it('completes the coach step, as the booking calendar does it', async () => {
    const cookie = await portal.signIn('new@example.org');
    const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
      portal.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    const slots = (await send('GET', '/api/classes?type=call&name=Success%20Coach%20Call')).json() as {
      startTime: string;
    }[];
    expect(slots.length).toBeGreaterThan(0);
    const booked = await send('POST', '/api/calendly/invitee', {
      eventType: 'Success Coach Call',
      startTime: slots[0]!.startTime,
      name: 'Maria Lopez',
      email: 'new@example.org',
      phone: '+13125550101',
    });
    expect(booked.statusCode).toBe(200);
    const { event, invitee } = booked.json();
    const attendance = await send('POST', '/api/classes/attendance', {
      attendanceDate: event.startTime,
      callType: 'outbound_call',
      cancelUrl: invitee.cancelUrl,
      email: invitee.email,
      inviteeUrl: invitee.uri,
      location: event.location.joinUrl ?? null,
      name: 'Success Coach Call',
      rescheduleUrl: invitee.rescheduleUrl,
      type: 'call',
      userFK: await portal.idOf('new@example.org'),
    });
    expect(attendance.statusCode).toBe(200);
    expect(await urlsOf('new@example.org')).toContain('/program/welcome/meet_your_coach');
  });
});
