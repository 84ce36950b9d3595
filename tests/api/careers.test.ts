import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingReminders, localBookings, messages, serviceAreas } from '@server/db/schema/index.js';
import { sendReminder } from '@server/queue/reminders.js';
import { usePortal, ROOMY_LIMITS, useSignIns } from './harness.js';

const portal = usePortal(ROOMY_LIMITS);
const cookies = useSignIns(portal, ['grad', 'school', 'coach']);
let gradId: string;
let coachId: string;

beforeAll(async () => {
  gradId = await portal.idOf('grad@example.org');
  coachId = await portal.idOf('coach@example.org');
});

const inject = (opts: InjectOptions) => portal.app.inject(opts);
const get = (url: string, cookie?: string) => inject({ url, headers: cookie ? { cookie } : {} });
const post = (url: string, payload: unknown, cookie?: string) =>
  inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });

describe('career services checklist', () => {
  it("shows a graduate 'First Things First' with only that section, the coach and the job board", async () => {
    const res = await get('/api/careerServices', cookies.grad);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.title).toBe('First Things First');
    expect(body.coachId).toBe(coachId);
    const urls = body.steps.map((s: { url: string }) => s.url);
    expect(urls).toContain('/postprogram/career_services/know_career_coach');
    expect(urls).toContain('/postprogram/career_services/job_board');
    expect(body.steps.every((s: { section: string }) => s.section === 'First Things First')).toBe(true);
    expect(urls).not.toContain('/postprogram/career_services/interview_workshop');
  });

  it('gives a student before post-program the head-start title and no coach step', async () => {
    const body = (await get('/api/careerServices', cookies.school)).json();
    expect(body.title).toBe('Get a head start on your future career');
    expect(body.coachId).toBeNull();
    const urls = body.steps.map((s: { url: string }) => s.url);
    expect(urls).not.toContain('/postprogram/career_services/know_career_coach');
    expect(urls).toContain('/postprogram/career_services/payout/fees');
  });

  it("keeps the job-board step when the service area has no link: the portal's own board is there (decision 025)", async () => {
    const db = portal.database.db;
    const [area] = await db.select().from(serviceAreas);
    await db.update(serviceAreas).set({ jobBoardUrl: null }).where(eq(serviceAreas.id, area!.id));
    const body = (await get('/api/careerServices', cookies.grad)).json();
    expect(body.jobBoardUrl).toBeNull();
    expect(body.steps.map((s: { url: string }) => s.url)).toContain('/postprogram/career_services/job_board');
    await db
      .update(serviceAreas)
      .set({ jobBoardUrl: area!.jobBoardUrl })
      .where(eq(serviceAreas.id, area!.id));
  });

  it('refuses anonymous callers and staff', async () => {
    expect((await get('/api/careerServices')).statusCode).toBe(401);
    expect((await get('/api/careerServices', cookies.coach)).statusCode).toBe(403);
  });
});

describe('career coach', () => {
  it("tells a graduate their own coach's name", async () => {
    const res = await get(`/api/careerServiceCoaches/${coachId}`, cookies.grad);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Kevin', lastName: 'Reed' });
  });

  it('refuses another student, anonymous callers, and answers an unknown coach plainly', async () => {
    expect((await get(`/api/careerServiceCoaches/${coachId}`, cookies.school)).statusCode).toBe(403);
    expect((await get(`/api/careerServiceCoaches/${coachId}`)).statusCode).toBe(401);
    const missing = await get(`/api/careerServiceCoaches/${crypto.randomUUID()}`, cookies.coach);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Coach information unavailable');
    expect((await get('/api/careerServiceCoaches/not-an-id', cookies.grad)).statusCode).toBe(400);
  });
});

interface Slot {
  startTime: string;
  rsvp: boolean;
  attendanceId: string | null;
}
const coachingSlots = async (cookie: string) =>
  (await get('/api/classes?type=call&name=Career%20Coaching%20Call', cookie)).json() as Slot[];

/** What the booking calendar does: book the invitee, then record the attendance with the spec's fields. */
async function bookThroughCalendar(cookie: string, startTime: string, userFK: string) {
  const booked = await post(
    '/api/calendly/invitee',
    {
      eventType: 'Career Coaching Call',
      startTime,
      name: 'Andre Williams',
      email: 'grad@example.org',
      phone: '+13125550107',
    },
    cookie,
  );
  expect(booked.statusCode).toBe(200);
  const { event, invitee } = booked.json();
  return post(
    '/api/classes/attendance',
    {
      attendanceDate: event.startTime,
      callType: 'zoom',
      cancelUrl: invitee.cancelUrl,
      email: invitee.email,
      inviteeUrl: invitee.uri,
      location: event.location.joinUrl,
      name: 'Career Coaching Call',
      rescheduleUrl: invitee.rescheduleUrl,
      type: 'call',
      userFK,
    },
    cookie,
  );
}

describe('booking a career coaching call', () => {
  let attendanceId: string;
  let firstInvitee: string;

  it('books through the booking service, with links, reminders and the coach step done', async () => {
    const slots = await coachingSlots(cookies.grad);
    // Two days ahead, so both the day-before and the hour-before reminders are still to come.
    const slot = slots.find((s) => Date.parse(s.startTime) > Date.now() + 48 * 3600_000)!;
    const res = await bookThroughCalendar(cookies.grad, slot.startTime, gradId);
    expect(res.statusCode).toBe(200);
    const att = res.json();
    attendanceId = att.uuid;
    firstInvitee = att.inviteeUrl;
    expect(att).toMatchObject({
      name: 'Career Coaching Call',
      callType: 'zoom',
      attendanceDate: slot.startTime,
    });
    expect(att.cancelUrl).toContain('action=cancel');
    expect(att.rescheduleUrl).toContain('action=reschedule');
    expect(att.location).toMatch(/\/meet\//);
    expect(att.reminders.map((r: { channel: string }) => r.channel).sort()).toEqual([
      'email',
      'email',
      'sms',
      'sms',
    ]);
    const dayBefore = Date.parse(slot.startTime) - 24 * 3600_000;
    expect(att.reminders.some((r: { sendAt: string }) => Date.parse(r.sendAt) === dayBefore)).toBe(true);

    const future = (await get(`/api/classes/attendance/future/${gradId}`, cookies.grad)).json();
    expect(future.map((a: { uuid: string }) => a.uuid)).toEqual([attendanceId]);
    expect((await coachingSlots(cookies.grad)).find((s) => s.rsvp)?.startTime).toBe(slot.startTime);
    const done = (await get('/api/completion', cookies.grad)).json() as { url: string }[];
    expect(done.map((c) => c.url)).toContain('/postprogram/career_services/know_career_coach');
    // The confirmation arrives by e-mail, and by a one-segment text with the portal's short link.
    await expect
      .poll(async () =>
        (await portal.messagesTo('grad@example.org')).some(
          (m) => m.subject === 'You are booked: Career Coaching Call',
        ),
      )
      .toBe(true);
    await expect
      .poll(async () =>
        (await portal.messagesTo('+13125550107')).some((m) =>
          /^Freeway: you are booked for Career Coaching Call on .* Join or change the time: http:\/\/localhost:3000\/b$/.test(
            m.text,
          ),
        ),
      )
      .toBe(true);
  });

  it('keeps a one-to-one time for one person: another student cannot book it', async () => {
    const mine = (await coachingSlots(cookies.grad)).find((s) => s.rsvp)!;
    expect((await coachingSlots(cookies.school)).some((s) => s.startTime === mine.startTime)).toBe(false);
    const res = await post(
      '/api/classes/attendance',
      { name: 'Career Coaching Call', startTime: mine.startTime },
      cookies.school,
    );
    expect(res.statusCode).toBe(409);
  });

  it("refuses to record another person's booking", async () => {
    const attendance = (await get(`/api/classes/attendance/future/${gradId}`, cookies.grad)).json()[0];
    const stolen = await post(
      '/api/classes/attendance',
      {
        ...attendance,
        attendanceDate: attendance.attendanceDate,
        inviteeUrl: attendance.inviteeUrl,
        userFK: gradId,
        callType: 'zoom',
        type: 'call',
      },
      cookies.school,
    );
    expect(stolen.statusCode).toBe(403);
    expect((await get(`/api/classes/attendance/future/${gradId}`, cookies.school)).statusCode).toBe(403);
    expect((await get('/api/classes/attendance/byEmail/grad@example.org', cookies.school)).statusCode).toBe(
      403,
    );
    expect((await get(`/api/classes/attendance/future/${gradId}`)).statusCode).toBe(401);
    expect(
      (await get(`/api/calendly/invitees/${firstInvitee.split('/').at(-1)}`, cookies.school)).statusCode,
    ).toBe(404);
    expect(
      (await get(`/api/calendly/invitees/${firstInvitee.split('/').at(-1)}`, cookies.grad)).statusCode,
    ).toBe(200);
    // Staff may look at a student's bookings.
    expect(
      (await get(`/api/classes/attendance/byEmail/grad@example.org`, cookies.coach)).json(),
    ).toHaveLength(1);
  });

  it('sends a reminder at its time, by the job, and only once', async () => {
    const db = portal.database.db;
    const [reminder] = await db
      .select()
      .from(bookingReminders)
      .where(eq(bookingReminders.attendanceId, attendanceId));
    const send = sendReminder(db, portal.jobs, 'https://portal.example.org');
    await send({ id: reminder!.id });
    await send({ id: reminder!.id });
    const sms = reminder!.channel === 'sms';
    const to = sms ? '+13125550107' : 'grad@example.org';
    // A text is one segment with the portal's short link; the e-mail keeps the meeting link.
    const expected = sms
      ? /^Freeway reminder: Career Coaching Call on .* Join or change the time: https:\/\/portal\.example\.org\/b$/
      : /this is a reminder of your Career Coaching Call.*\/meet\//;
    await expect
      .poll(async () => (await portal.messagesTo(to)).filter((m) => expected.test(m.text)).length)
      .toBe(1);
    const [after] = await db.select().from(bookingReminders).where(eq(bookingReminders.id, reminder!.id));
    expect(after!.status).toBe('sent');
  });

  it('reschedules to a new invitee: the old one is released and its reminders never go out', async () => {
    const db = portal.database.db;
    const slots = await coachingSlots(cookies.grad);
    const other = slots.find((s) => !s.rsvp && Date.parse(s.startTime) > Date.now() + 72 * 3600_000)!;
    const before = await db
      .select()
      .from(bookingReminders)
      .where(eq(bookingReminders.attendanceId, attendanceId));
    const res = await bookThroughCalendar(cookies.grad, other.startTime, gradId);
    expect(res.statusCode).toBe(200);
    expect(res.json().uuid).toBe(attendanceId);
    expect(res.json().attendanceDate).toBe(other.startTime);
    expect(res.json().inviteeUrl).not.toBe(firstInvitee);
    const [old] = await db
      .select()
      .from(localBookings)
      .where(eq(localBookings.id, firstInvitee.split('/').at(-1)!));
    expect(old!.status).toBe('canceled');

    const oldScheduled = before.find((r) => r.status === 'scheduled')!;
    const [cancelled] = await db
      .select()
      .from(bookingReminders)
      .where(eq(bookingReminders.id, oldScheduled.id));
    expect(cancelled!.status).toBe('cancelled');
    const reminderMessages = async () =>
      (await db.select().from(messages).where(eq(messages.kind, 'booking-reminder'))).length;
    const count = await reminderMessages();
    await sendReminder(db, portal.jobs, 'https://portal.example.org')({ id: oldScheduled.id });
    expect(await reminderMessages()).toBe(count);
    expect(res.json().reminders).toHaveLength(4);
  });

  it('cancels: the booking, its time at the service and its reminders', async () => {
    const db = portal.database.db;
    expect(
      (
        await inject({
          method: 'DELETE',
          url: `/api/classes/attendance/${attendanceId}`,
          headers: { cookie: cookies.school },
        })
      ).statusCode,
    ).toBe(404);
    const res = await inject({
      method: 'DELETE',
      url: `/api/classes/attendance/${attendanceId}`,
      headers: { cookie: cookies.grad },
    });
    expect(res.statusCode).toBe(200);
    expect((await get(`/api/classes/attendance/future/${gradId}`, cookies.grad)).json()).toEqual([]);
    const left = await db
      .select()
      .from(bookingReminders)
      .where(eq(bookingReminders.attendanceId, attendanceId));
    expect(left.filter((r) => r.status === 'scheduled')).toEqual([]);
    await expect
      .poll(async () =>
        (await portal.messagesTo('grad@example.org')).some(
          (m) => m.subject === 'Cancelled: Career Coaching Call',
        ),
      )
      .toBe(true);
  });

  it('lists the event types and refuses a booking with someone else’s e-mail', async () => {
    const types = (await get('/api/calendly/eventTypes', cookies.grad)).json() as {
      name: string;
      callType: string;
    }[];
    expect(types.map((t) => t.name)).toEqual([
      'Career Coaching Call',
      'Trucking Trivia',
      'Interview Workshop',
      'Success Coach Call',
    ]);
    expect(types.find((t) => t.name === 'Success Coach Call')!.callType).toBe('outbound_call');
    const [slot] = await coachingSlots(cookies.grad);
    const res = await post(
      '/api/calendly/invitee',
      {
        eventType: 'Career Coaching Call',
        startTime: slot!.startTime,
        name: 'A',
        email: 'school@example.org',
        phone: '+13125550107',
      },
      cookies.grad,
    );
    expect(res.statusCode).toBe(400);
    expect((await get('/api/calendly/eventTypes')).statusCode).toBe(401);
  });
});
