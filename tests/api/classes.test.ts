import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { usePortal, useSignIns } from './harness.js';

const portal = usePortal();
const cookies = useSignIns(portal, ['permit', 'school']);

const inject = (opts: InjectOptions) => portal.app.inject(opts);
const list = async (cookie: string) =>
  (
    await inject({ url: '/api/classes?type=studySession&name=Trucking%20Trivia', headers: { cookie } })
  ).json() as {
    startTime: string;
    rsvp: boolean;
  }[];

describe('Trucking Trivia study sessions', () => {
  it('offers upcoming 1-hour sessions, none booked at first', async () => {
    const sessions = await list(cookies.permit);
    expect(sessions.length).toBeGreaterThanOrEqual(4);
    expect(sessions.every((s) => Date.parse(s.startTime) > Date.now())).toBe(true);
    expect(sessions.some((s) => s.rsvp)).toBe(false);
  });

  it('signs up once, however often the button is pressed, and reschedules by booking another time', async () => {
    const [first, second] = await list(cookies.permit);
    const book = (startTime: string) =>
      inject({
        method: 'POST',
        url: '/api/classes/attendance',
        headers: { cookie: cookies.permit },
        payload: { name: 'Trucking Trivia', startTime },
      });
    const [a, b] = await Promise.all([book(first!.startTime), book(first!.startTime)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json().uuid).toBe(a.json().uuid);
    expect((await list(cookies.permit)).filter((s) => s.rsvp).map((s) => s.startTime)).toEqual([
      first!.startTime,
    ]);
    const moved = await book(second!.startTime);
    expect(moved.json().uuid).toBe(a.json().uuid);
    expect((await list(cookies.permit)).filter((s) => s.rsvp).map((s) => s.startTime)).toEqual([
      second!.startTime,
    ]);
    // Another student's list is their own.
    expect((await list(cookies.school)).some((s) => s.rsvp)).toBe(false);
  });

  it('refuses a time the calendar does not offer', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/classes/attendance',
      headers: { cookie: cookies.permit },
      payload: { name: 'Trucking Trivia', startTime: '2020-01-01T00:00:00.000Z' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('That session is not offered. Please pick one of the times shown.');
  });

  it("cancels only one's own booking", async () => {
    const [session] = await list(cookies.school);
    const booked = await inject({
      method: 'POST',
      url: '/api/classes/attendance',
      headers: { cookie: cookies.school },
      payload: { name: 'Trucking Trivia', startTime: session!.startTime },
    });
    const id = booked.json().uuid as string;
    const stolen = await inject({
      method: 'DELETE',
      url: `/api/classes/attendance/${id}`,
      headers: { cookie: cookies.permit },
    });
    expect(stolen.statusCode).toBe(404);
    expect((await list(cookies.school)).some((s) => s.rsvp)).toBe(true);
    const mine = await inject({
      method: 'DELETE',
      url: `/api/classes/attendance/${id}`,
      headers: { cookie: cookies.school },
    });
    expect(mine.statusCode).toBe(200);
    expect((await list(cookies.school)).some((s) => s.rsvp)).toBe(false);
  });

  it('refuses anonymous callers and bad input', async () => {
    expect((await inject({ url: '/api/classes?type=studySession&name=Trucking%20Trivia' })).statusCode).toBe(
      401,
    );
    expect(
      (
        await inject({
          url: '/api/classes?type=studySession&name=Other',
          headers: { cookie: cookies.permit },
        })
      ).statusCode,
    ).toBe(400);
    const bad = await inject({
      method: 'DELETE',
      url: '/api/classes/attendance/not-a-uuid',
      headers: { cookie: cookies.permit },
    });
    expect(bad.statusCode).toBe(400);
  });
});
