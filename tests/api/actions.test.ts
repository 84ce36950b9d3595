import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { attendances, trips } from '@server/db/schema/index.js';
import { usePortal, ROOMY_LIMITS, useSignIns } from './harness.js';

/** GET /api/actions: "Action needed" computed on the server from the student's own records. */
const portal = usePortal(ROOMY_LIMITS);
const cookies = useSignIns(portal, ['school', 'permit', 'coach']);

const actions = async (cookie: string | null) =>
  portal.app.inject({ url: '/api/actions', headers: cookie ? { cookie } : {} });
const kinds = async (cookie: string) =>
  ((await actions(cookie)).json() as { kind: string }[]).map((a) => a.kind);

async function uploadPhoto(cookie: string, folder: string): Promise<string> {
  const data = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#7a8a9a' } })
    .jpeg()
    .toBuffer();
  const boundary = `----t${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="folder"\r\n\r\n${folder}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await portal.app.inject({
    method: 'POST',
    url: '/api/spaces',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { path: string }).path.split('/')[1]!;
}

const sendBack = (id: string, reason: string) =>
  portal.app.inject({
    method: 'POST',
    url: `/api/admin/documents/${id}/reject`,
    headers: { cookie: cookies.coach },
    payload: { reason },
  });

describe('GET /api/actions', () => {
  it('answers anonymous callers 401 and staff 403', async () => {
    expect((await actions(null)).statusCode).toBe(401);
    expect((await actions(cookies.coach)).statusCode).toBe(403);
  });

  it('a stipend week the student may ask for and has not', async () => {
    const list = (await actions(cookies.school)).json();
    expect(list).toContainEqual({ kind: 'stipendReady', week: 1, to: '/program/school/stipend/1' });
    // 10 days in school: week 2 opens on day 12.
    expect(list).not.toContainEqual(expect.objectContaining({ kind: 'stipendReady', week: 2 }));
    expect(await kinds(cookies.permit)).not.toContain('stipendReady');
  });

  it('a document sent back: the coach reason and the retake screen, gone once it is taken again', async () => {
    const id = await uploadPhoto(cookies.school, 'cdlALicense');
    expect(await kinds(cookies.school)).not.toContain('documentSentBack');
    expect((await sendBack(id, 'Part of the licence is cut off.')).statusCode).toBe(200);
    expect((await actions(cookies.school)).json()).toContainEqual(
      expect.objectContaining({
        kind: 'documentSentBack',
        folder: 'cdlALicense',
        reason: 'Part of the licence is cut off.',
        to: '/program/documents/upload/cdlALicense',
      }),
    );
    // Another student sees nothing of it.
    expect(await kinds(cookies.permit)).not.toContain('documentSentBack');
    await uploadPhoto(cookies.school, 'cdlALicense');
    expect(await kinds(cookies.school)).not.toContain('documentSentBack');
  });

  it('a ride under way, until it is over', async () => {
    const student = await portal.idOf('permit@example.org');
    const [trip] = await portal.database.db
      .insert(trips)
      .values({
        userId: student,
        idempotencyKey: randomUUID(),
        rideReason: 'DOT Physical',
        status: 'APPROVED',
        rideState: 'arriving',
        pickup: { kind: 'home' },
        dropoff: { kind: 'home' },
        pickupName: 'Home',
        pickupAddress: '1 Main St',
        dropoffName: 'Concentra West Loop',
        dropoffAddress: '2 Main St',
        startLatitude: 41.88,
        startLongitude: -87.63,
        endLatitude: 41.89,
        endLongitude: -87.64,
      })
      .returning();
    expect((await actions(cookies.permit)).json()).toContainEqual({
      kind: 'rideUnderWay',
      tripId: trip!.id,
      destination: 'Concentra West Loop',
      state: 'arriving',
    });
    expect(await kinds(cookies.school)).not.toContain('rideUnderWay');
    await portal.database.db.update(trips).set({ rideState: 'completed' }).where(eq(trips.id, trip!.id));
    expect(await kinds(cookies.permit)).not.toContain('rideUnderWay');
  });

  it('a call booked for later today, not one tomorrow or cancelled', async () => {
    const student = await portal.idOf('permit@example.org');
    const soon = new Date(Date.now() + 5 * 60_000);
    const tomorrow = new Date(Date.now() + 30 * 3600_000);
    await portal.database.db.insert(attendances).values([
      { userId: student, name: 'Success Coach Call', type: 'call', startsAt: soon, joinUrl: null },
      {
        userId: student,
        name: 'Trucking Trivia',
        type: 'class',
        startsAt: tomorrow,
        joinUrl: 'https://x.test/j',
      },
      {
        userId: student,
        name: 'Permit Study Session',
        type: 'class',
        startsAt: soon,
        cancelledAt: new Date(),
      },
    ]);
    const calls = ((await actions(cookies.permit)).json() as { kind: string; name: string }[]).filter(
      (a) => a.kind === 'callToday',
    );
    expect(calls).toEqual([
      { kind: 'callToday', name: 'Success Coach Call', startsAt: soon.toISOString(), joinUrl: null },
    ]);
    expect(await kinds(cookies.school)).not.toContain('callToday');
  });
});
