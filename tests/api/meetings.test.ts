import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/index.js';
import { usePortal, ROOMY_LIMITS, useSignIns } from './harness.js';

const portal = usePortal(ROOMY_LIMITS);
const cookies = useSignIns(portal, ['grad', 'school', 'coach']);
let gradId: string;
let schoolId: string;
let roomId: string;
let bookingId: string;

const inject = (opts: InjectOptions) => portal.app.inject(opts);
const get = (url: string, cookie?: string) => inject({ url, headers: cookie ? { cookie } : {} });
const send = (method: 'PUT' | 'POST', url: string, payload: unknown, cookie?: string) =>
  inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  gradId = await portal.idOf('grad@example.org');
  schoolId = await portal.idOf('school@example.org');
  const slots = (await get('/api/classes?type=call&name=Career%20Coaching%20Call', cookies.grad)).json() as {
    startTime: string;
  }[];
  const booked = await send(
    'POST',
    '/api/classes/attendance',
    { name: 'Career Coaching Call', startTime: slots[2]!.startTime },
    cookies.grad,
  );
  expect(booked.statusCode).toBe(200);
  bookingId = booked.json().uuid;
  // The booking's own link is the portal's room page of this booking.
  roomId = /\/meet\/([A-Za-z0-9-]+)$/.exec(booked.json().location)![1]!;
});

describe('a booked call with no meeting link', () => {
  it('tells the student the coach will phone the number on file: no empty room', async () => {
    const res = await get(`/api/meetings/${roomId}`, cookies.grad);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Career Coaching Call',
      meetingUrl: null,
      phone: '+13125550107',
    });
  });
});

describe("a coach's meeting room", () => {
  it('is set by staff only, https only', async () => {
    expect(
      (
        await send(
          'PUT',
          '/api/admin/meeting-room',
          { url: 'https://meet.roadahead.org/kreed' },
          cookies.grad,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await send('PUT', '/api/admin/meeting-room', { url: 'https://meet.roadahead.org/kreed' })).statusCode,
    ).toBe(401);
    for (const url of [
      'http://meet.roadahead.org/kreed',
      'javascript:alert(1)',
      'meet.roadahead.org',
      'https://a:b@meet.roadahead.org/',
    ]) {
      const bad = await send('PUT', '/api/admin/meeting-room', { url }, cookies.coach);
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json().message).toBe('Enter a full meeting address that starts with https://');
    }
    const ok = await send(
      'PUT',
      '/api/admin/meeting-room',
      { url: ' https://meet.roadahead.org/kreed ' },
      cookies.coach,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ url: 'https://meet.roadahead.org/kreed' });
    expect((await get('/api/admin/meeting-room', cookies.coach)).json()).toEqual({
      url: 'https://meet.roadahead.org/kreed',
    });
    expect((await get('/api/admin/meeting-room', cookies.grad)).statusCode).toBe(403);
    const audited = await portal.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'meetings.setRoom'));
    expect(audited).toHaveLength(1);
  });

  it("is where the student's own booking meets; another student is refused", async () => {
    const res = await get(`/api/meetings/${roomId}`, cookies.grad);
    expect(res.json()).toMatchObject({ meetingUrl: 'https://meet.roadahead.org/kreed', phone: null });
    expect((await get(`/api/meetings/${roomId}`, cookies.school)).statusCode).toBe(404);
    expect((await get(`/api/meetings/${roomId}`)).statusCode).toBe(401);
    expect((await get('/api/meetings/%25', cookies.grad)).statusCode).toBe(400);
  });
});

describe("a booked session's own link", () => {
  it('lists a student’s booked sessions for staff only', async () => {
    const res = await get(`/api/admin/students/${gradId}/bookings`, cookies.coach);
    expect(res.statusCode).toBe(200);
    expect(res.json().bookings).toEqual([
      expect.objectContaining({ id: bookingId, name: 'Career Coaching Call', meetingUrl: null }),
    ]);
    expect((await get(`/api/admin/students/${gradId}/bookings`, cookies.grad)).statusCode).toBe(403);
    expect((await get(`/api/admin/students/${crypto.randomUUID()}/bookings`, cookies.coach)).statusCode).toBe(
      404,
    );
  });

  it('is set by staff only, https only, and wins over the coach’s room', async () => {
    const url = `/api/admin/bookings/${bookingId}/meeting-link`;
    expect((await send('PUT', url, { url: 'https://zoom.us/j/123456789' }, cookies.grad)).statusCode).toBe(
      403,
    );
    expect((await send('PUT', url, { url: 'ftp://zoom.us/j/1' }, cookies.coach)).statusCode).toBe(400);
    expect(
      (
        await send(
          'PUT',
          `/api/admin/bookings/${crypto.randomUUID()}/meeting-link`,
          { url: 'https://zoom.us/j/1' },
          cookies.coach,
        )
      ).statusCode,
    ).toBe(404);
    const ok = await send('PUT', url, { url: 'https://zoom.us/j/123456789' }, cookies.coach);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: bookingId, meetingUrl: 'https://zoom.us/j/123456789' });
    expect((await get(`/api/meetings/${roomId}`, cookies.grad)).json()).toMatchObject({
      meetingUrl: 'https://zoom.us/j/123456789',
      phone: null,
    });
    const audited = await portal.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'meetings.setBookingLink'));
    expect(audited).toMatchObject([{ subjectUserId: gradId }]);
    // Another student still cannot see it.
    expect((await get(`/api/meetings/${roomId}`, cookies.school)).statusCode).toBe(404);
    expect(schoolId).not.toBe(gradId);
  });

  it('falls back to the phone once both links are removed', async () => {
    expect(
      (await send('PUT', `/api/admin/bookings/${bookingId}/meeting-link`, { url: null }, cookies.coach))
        .statusCode,
    ).toBe(200);
    expect((await send('PUT', '/api/admin/meeting-room', { url: '' }, cookies.coach)).json()).toEqual({
      url: null,
    });
    expect((await get(`/api/meetings/${roomId}`, cookies.grad)).json()).toMatchObject({
      meetingUrl: null,
      phone: '+13125550107',
    });
  });

  it('is gone with a cancelled booking', async () => {
    const cancelled = await inject({
      method: 'DELETE',
      url: `/api/classes/attendance/${bookingId}`,
      headers: { cookie: cookies.grad },
    });
    expect(cancelled.statusCode).toBeLessThan(300);
    expect((await get(`/api/meetings/${roomId}`, cookies.grad)).statusCode).toBe(404);
  });
});
