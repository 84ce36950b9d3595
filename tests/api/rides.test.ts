import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  auditLog,
  locations,
  messages,
  simulatedRides,
  tickets,
  trips,
  uberAccessRequests,
  users,
} from '@server/db/schema/index.js';
import type { RideEstimate, RidesPort } from '@server/ports/rides.js';
import { startTestPortal, type TestPortal } from './harness.js';

let portal: TestPortal;
let school: string;
let grad: string;
let permit: string;
let coach: string;

const env = { RATE_LIMIT_PER_IP: '1000', CODES_PER_ADDRESS: '100', RIDE_LIMITS: '{"truckingSchool":2}' };

beforeAll(async () => {
  portal = await startTestPortal(env);
});
afterAll(async () => {
  await portal.close();
});
beforeEach(async () => {
  await portal.app.inject({ method: 'POST', url: '/api/dev/reset' });
  [school, grad, permit, coach] = await Promise.all([
    portal.signIn('school@example.org'),
    portal.signIn('grad@example.org'),
    portal.signIn('permit@example.org'),
    portal.signIn('coach@example.org'),
  ]);
});

const db = () => portal.database.db;
const call = (
  p: TestPortal,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  cookie: string | null,
  payload?: object,
  key?: string,
) =>
  p.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });

async function schoolId() {
  const [row] = await db()
    .select({ id: users.schoolId })
    .from(users)
    .where(eq(users.email, 'school@example.org'));
  return row!.id!;
}
async function locationId(slug: string) {
  const [row] = await db().select({ id: locations.id }).from(locations).where(eq(locations.slug, slug));
  return row!.id;
}
const toSchool = async () => ({
  rideReason: 'Trucking School',
  pickup: { kind: 'home' },
  dropoff: { kind: 'location', id: await schoolId() },
});

describe('who may call', () => {
  it('answers 401 to anonymous callers on every rides endpoint', async () => {
    const id = randomUUID();
    const body = await toSchool();
    const calls: [Parameters<typeof call>[1], string, object?][] = [
      ['GET', '/api/uber/options'],
      ['POST', '/api/uber/access', { reason: 'To get to class' }],
      ['GET', '/api/uber/locationRequests'],
      [
        'POST',
        '/api/uber/locationRequests',
        { name: 'Job', address: '1 Main St', city: 'Chicago', state: 'IL', zip: '60601', reason: 'Work' },
      ],
      ['POST', '/api/uber/trip/estimate', body],
      ['POST', '/api/uber/trip', body],
      ['DELETE', `/api/uber/trip/${id}`],
      ['POST', '/api/uber/askCoach', { ...body, fare: 120 }],
      ['POST', '/api/trip', body],
      ['PATCH', '/api/trip', { where: { id }, update: { status: 'CANCELLED' } }],
      ['GET', `/api/trip/${id}`],
      ['GET', '/api/trips/active'],
      ['GET', '/api/trips/completed'],
      ['GET', '/api/trips/totalSpending'],
      ['GET', '/api/flags'],
      ['POST', '/api/uber/sandbox', { tripId: id }],
      ['POST', '/api/uber/sandbox/driverState', { driverState: 'ACCEPT', runId: id }],
      ['GET', '/api/admin/rides'],
      ['POST', `/api/admin/rides/access/${id}/enable`],
      ['POST', `/api/admin/rides/locations/${id}/approve`],
      ['POST', `/api/admin/rides/trips/${id}/decline`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await call(portal, method, url, null, payload, randomUUID());
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().message).toBe('Unauthorized');
    }
  });

  it('keeps the staff queue and decisions from students (403) and rides from staff (403)', async () => {
    const id = randomUUID();
    expect((await call(portal, 'GET', '/api/admin/rides', school)).statusCode).toBe(403);
    expect((await call(portal, 'POST', `/api/admin/rides/access/${id}/enable`, school)).statusCode).toBe(403);
    expect((await call(portal, 'POST', `/api/admin/rides/locations/${id}/approve`, school)).statusCode).toBe(
      403,
    );
    expect((await call(portal, 'POST', `/api/admin/rides/trips/${id}/approve`, school)).statusCode).toBe(403);
    expect((await call(portal, 'GET', '/api/uber/options', coach)).statusCode).toBe(403);
    expect((await call(portal, 'GET', '/api/admin/rides', coach)).statusCode).toBe(200);
  });
});

describe('ride options', () => {
  it("offers a school student's reasons by rank with rides left, and only the school for Trucking School", async () => {
    const res = await call(portal, 'GET', '/api/uber/options', school);
    expect(res.statusCode).toBe(200);
    const options = res.json();
    expect(options.reasons.map((r: { reason: string }) => r.reason)).toEqual([
      'Trucking School',
      'Road Test',
      'One Stop',
      'Flexible',
    ]);
    expect(options.reasons[0]).toMatchObject({ limit: 2, remaining: 2 });
    expect(options.destinations['Trucking School']).toHaveLength(1);
    expect(options.destinations['Trucking School'][0].ref).toEqual({
      kind: 'location',
      id: await schoolId(),
    });
    const board = options.destinations['One Stop'].map((p: { name: string }) => p.name);
    expect(board.length).toBe(2);
    expect(options.home.ref).toEqual({ kind: 'home' });
  });

  it('gives a graduate Career Services and Flexible, and a student without access nothing to order', async () => {
    const gradOptions = (await call(portal, 'GET', '/api/uber/options', grad)).json();
    expect(gradOptions.reasons.map((r: { reason: string }) => r.reason)).toEqual([
      'Career Services',
      'Flexible',
    ]);
    const permitOptions = (await call(portal, 'GET', '/api/uber/options', permit)).json();
    expect(permitOptions).toMatchObject({ uberAccessEnabled: false, reasons: [] });
    const refused = await call(portal, 'POST', '/api/uber/trip', permit, await toSchool(), randomUUID());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Uber rides are not turned on for you yet. You can request access.');
  });
});

describe('ordering a ride', () => {
  it('orders a Trucking School ride home to school, shows it active, then cancels it at the provider', async () => {
    const body = await toSchool();
    const estimate = await call(portal, 'POST', '/api/uber/trip/estimate', school, body);
    expect(estimate.statusCode).toBe(200);
    expect(estimate.json().fare).toBeGreaterThan(5);
    expect(estimate.json().fare).toBeLessThan(100);

    const ordered = await call(portal, 'POST', '/api/uber/trip', school, body, randomUUID());
    expect(ordered.statusCode).toBe(200);
    const trip = ordered.json();
    expect(trip).toMatchObject({ status: 'APPROVED', rideReason: 'Trucking School', rideState: 'accepted' });
    expect(trip.requestId).toBeTruthy();
    expect(trip.driver.name).toBeTruthy();

    const active = (await call(portal, 'GET', '/api/trips/active', school)).json();
    expect(active.map((t: { id: string }) => t.id)).toEqual([trip.id]);

    // A second ride while one is on the way is refused.
    const second = await call(portal, 'POST', '/api/uber/trip', school, body, randomUUID());
    expect(second.statusCode).toBe(409);

    const cancelled = await call(portal, 'DELETE', `/api/uber/trip/${trip.id}`, school);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', rideState: 'rider_canceled' });
    const [sim] = await db()
      .select()
      .from(simulatedRides)
      .where(eq(simulatedRides.requestId, trip.requestId));
    expect(sim!.cancelledAt).not.toBeNull();
    expect((await call(portal, 'GET', '/api/trips/active', school)).json()).toEqual([]);
    // Patching it cancelled again is harmless.
    const patched = await call(portal, 'PATCH', '/api/trip', school, {
      where: { id: trip.id },
      update: { status: 'CANCELLED' },
    });
    expect(patched.json().status).toBe('CANCELLED');

    // The demo reset takes the simulated provider's rides away with the trips.
    await portal.app.inject({ method: 'POST', url: '/api/dev/reset' });
    expect(await db().select().from(simulatedRides)).toEqual([]);
  });

  it('makes one trip and one car from two concurrent orders with the same idempotency key', async () => {
    const body = await toSchool();
    const key = randomUUID();
    const [a, b] = await Promise.all([
      call(portal, 'POST', '/api/uber/trip', school, body, key),
      call(portal, 'POST', '/api/uber/trip', school, body, key),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().id).toBe(b.json().id);
    const again = await call(portal, 'POST', '/api/uber/trip', school, body, key);
    expect(again.json().id).toBe(a.json().id);
    expect(a.json().requestId).toBeTruthy();
    expect(b.json().requestId).toBe(a.json().requestId);
    expect(await db().select().from(trips)).toHaveLength(1);
    const cars = await db()
      .select()
      .from(simulatedRides)
      .where(like(simulatedRides.idempotencyKey, `%:${key}`));
    expect(cars).toHaveLength(1);
    expect(cars[0]!.requestId).toBe(a.json().requestId);
  });

  it('needs an idempotency key', async () => {
    const res = await call(portal, 'POST', '/api/uber/trip', school, await toSchool());
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('Idempotency-Key');
  });

  it('refuses a reason not allowed for the rank', async () => {
    const dmv = await locationId('dmv-chicago-west');
    for (const reason of ['DOT Physical', 'Permit Test', 'Career Services']) {
      const res = await call(
        portal,
        'POST',
        '/api/uber/trip',
        school,
        { rideReason: reason, pickup: { kind: 'home' }, dropoff: { kind: 'location', id: dmv } },
        randomUUID(),
      );
      expect(res.statusCode, reason).toBe(403);
      expect(res.json().message).toBe('This ride reason is not available to you.');
    }
    expect(await db().select().from(trips)).toHaveLength(0);
  });

  it('refuses a wrong destination: Trucking School goes only to the school, One Stop only to the board', async () => {
    const dmv = await locationId('dmv-chicago-west');
    const otherSchool = await locationId('school-south-suburban');
    const wrong = [
      { rideReason: 'Trucking School', pickup: { kind: 'home' }, dropoff: { kind: 'location', id: dmv } },
      {
        rideReason: 'Trucking School',
        pickup: { kind: 'home' },
        dropoff: { kind: 'location', id: otherSchool },
      },
      { rideReason: 'One Stop', pickup: { kind: 'home' }, dropoff: { kind: 'location', id: dmv } },
      { rideReason: 'Road Test', pickup: { kind: 'home' }, dropoff: { kind: 'location', id: otherSchool } },
      {
        rideReason: 'Trucking School',
        pickup: { kind: 'home' },
        dropoff: {
          kind: 'custom',
          name: 'Cafe',
          address: '1 Main St',
          city: 'Chicago',
          state: 'IL',
          zip: '60601',
        },
      },
    ];
    for (const body of wrong) {
      const res = await call(portal, 'POST', '/api/uber/trip', school, body, randomUUID());
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const board = await call(portal, 'POST', '/api/uber/trip/estimate', school, {
      rideReason: 'One Stop',
      pickup: { kind: 'home' },
      dropoff: { kind: 'location', id: await locationId('wb-chicago-loop') },
    });
    expect(board.statusCode).toBe(200);
    // Home from school is a Trucking School ride too.
    const back = await call(portal, 'POST', '/api/uber/trip/estimate', school, {
      rideReason: 'Trucking School',
      pickup: { kind: 'location', id: await schoolId() },
      dropoff: { kind: 'home' },
    });
    expect(back.statusCode).toBe(200);
    expect(await db().select().from(trips)).toHaveLength(0);
  });

  it('moves a ride through the driver states, counts it once completed, and refuses a reason with none left', async () => {
    const body = await toSchool();
    for (let i = 0; i < 2; i++) {
      const trip = (await call(portal, 'POST', '/api/uber/trip', school, body, randomUUID())).json();
      for (const [state, expected] of [
        ['ARRIVE', 'arriving'],
        ['BEGIN', 'in_progress'],
        ['END', 'completed'],
      ] as const) {
        const moved = await call(portal, 'POST', '/api/uber/sandbox/driverState', school, {
          driverState: state,
          runId: trip.runId,
        });
        expect(moved.json().rideState).toBe(expected);
      }
    }
    const options = (await call(portal, 'GET', '/api/uber/options', school)).json();
    expect(options.reasons[0]).toMatchObject({ reason: 'Trucking School', limit: 2, remaining: 0 });
    const completed = (await call(portal, 'GET', '/api/trips/completed', school)).json();
    expect(completed).toHaveLength(2);
    expect(completed[0].fare).toBeGreaterThan(0);
    const refused = await call(portal, 'POST', '/api/uber/trip', school, body, randomUUID());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'You have no Trucking School rides left. Ask a Success Coach if you need another.',
    );
    // Another reason still has rides.
    const flexible = await call(portal, 'POST', '/api/uber/trip/estimate', school, {
      rideReason: 'Flexible',
      pickup: { kind: 'home' },
      dropoff: { kind: 'location', id: await locationId('dmv-chicago-west') },
    });
    expect(flexible.statusCode).toBe(200);
  });

  it("keeps another student's trip from being read, cancelled or driven", async () => {
    const trip = (
      await call(portal, 'POST', '/api/uber/trip', school, await toSchool(), randomUUID())
    ).json();
    expect((await call(portal, 'GET', `/api/trip/${trip.id}`, school)).statusCode).toBe(200);
    expect((await call(portal, 'GET', `/api/trip/${trip.id}`, grad)).statusCode).toBe(404);
    expect((await call(portal, 'DELETE', `/api/uber/trip/${trip.id}`, grad)).statusCode).toBe(404);
    const patch = await call(portal, 'PATCH', '/api/trip', grad, {
      where: { id: trip.id },
      update: { status: 'CANCELLED' },
    });
    expect(patch.statusCode).toBe(404);
    const drive = await call(portal, 'POST', '/api/uber/sandbox/driverState', grad, {
      driverState: 'END',
      runId: trip.runId,
    });
    expect(drive.statusCode).toBe(404);
    expect((await call(portal, 'POST', '/api/uber/sandbox', grad, { tripId: trip.id })).statusCode).toBe(404);
    expect((await call(portal, 'GET', '/api/trips/active', grad)).json()).toEqual([]);
    expect((await call(portal, 'GET', `/api/trip/${trip.id}`, school)).json().status).toBe('APPROVED');
  });

  it('asks a coach once per key when a ride costs too much', async () => {
    const key = randomUUID();
    const body = { ...(await toSchool()), fare: 120.5 };
    const [a, b] = await Promise.all([
      call(portal, 'POST', '/api/uber/askCoach', school, body, key),
      call(portal, 'POST', '/api/uber/askCoach', school, body, key),
    ]);
    expect(a.json().message).toBe('We got your request');
    expect(b.statusCode).toBe(200);
    const rows = await db().select().from(tickets).where(eq(tickets.id, key));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body).toContain('$120.50');
  });
});

describe('Flexible rides to a new place', () => {
  const cafe = {
    kind: 'custom',
    name: 'Aunt Rosa',
    address: '2400 W Cermak Rd',
    city: 'Chicago',
    state: 'IL',
    zip: '60608',
  };

  it('keeps one request waiting per student: the same ride again answers it, another ride is refused', async () => {
    const body = { rideReason: 'Flexible', pickup: { kind: 'home' }, dropoff: cafe };
    const first = await call(portal, 'POST', '/api/trip', school, body, randomUUID());
    expect(first.statusCode).toBe(200);
    // A reload sends the same ride under a new key: the waiting request, not a second one.
    const same = await call(portal, 'POST', '/api/trip', school, body, randomUUID());
    expect(same.statusCode).toBe(200);
    expect(same.json().id).toBe(first.json().id);
    const elsewhere = { ...body, dropoff: { ...cafe, name: 'Uncle Tony', address: '1200 S Halsted St' } };
    const other = await call(portal, 'POST', '/api/trip', school, elsewhere, randomUUID());
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(
      'You already asked for a ride to Aunt Rosa, and it is waiting for a coach to approve it. You can ask for another ride once a coach has answered.',
    );
    expect(await db().select().from(trips).where(eq(trips.status, 'NEEDS_APPROVAL'))).toHaveLength(1);

    // The database holds the rule too, whatever path a row takes.
    const [row] = await db().select().from(trips).where(eq(trips.id, first.json().id));
    const { id: _id, ...copy } = row!;
    await expect(
      db()
        .insert(trips)
        .values({ ...copy, idempotencyKey: randomUUID() }),
    ).rejects.toThrow();

    // Once a coach has answered, the student may ask again.
    const noReason = await call(
      portal,
      'POST',
      `/api/admin/rides/trips/${first.json().id}/decline`,
      coach,
      {},
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Say why it is declined.');
    const declined = await call(portal, 'POST', `/api/admin/rides/trips/${first.json().id}/decline`, coach, {
      reason: 'The place is too far for a program ride.',
    });
    expect(declined.json()).toMatchObject({ status: 'DECLINED' });
    const [kept] = await db().select().from(trips).where(eq(trips.id, first.json().id));
    expect(kept!.declineReason).toBe('The place is too far for a program ride.');
    expect((await call(portal, 'POST', '/api/trip', school, elsewhere, randomUUID())).statusCode).toBe(200);
  });

  it('waits for approval; a coach approves it and the place becomes the student’s own', async () => {
    const body = { rideReason: 'Flexible', pickup: { kind: 'home' }, dropoff: cafe };
    const ordered = await call(portal, 'POST', '/api/uber/trip', school, body, randomUUID());
    expect(ordered.statusCode).toBe(400);
    const key = randomUUID();
    const posted = await call(portal, 'POST', '/api/trip', school, body, key);
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toMatchObject({ status: 'NEEDS_APPROVAL', rideState: null, requestId: null });
    expect((await call(portal, 'POST', '/api/trip', school, body, key)).json().id).toBe(posted.json().id);
    expect(await db().select().from(trips)).toHaveLength(1);

    const queue = (await call(portal, 'GET', '/api/admin/rides', coach)).json();
    expect(queue.trips.map((t: { id: string }) => t.id)).toEqual([posted.json().id]);
    const id = posted.json().id;
    const approve = await call(portal, 'POST', `/api/admin/rides/trips/${id}/approve`, coach);
    expect(approve.json()).toEqual({ id, status: 'APPROVED' });
    // Decided once: a second click, whatever it says, is told who decided.
    const again = await call(portal, 'POST', `/api/admin/rides/trips/${id}/approve`, coach);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Already decided by Kevin Reed.');
    expect(
      (await call(portal, 'POST', `/api/admin/rides/trips/${id}/decline`, coach, { reason: 'Too far' }))
        .statusCode,
    ).toBe(409);
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'rides.trip.approve'));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.detail).toMatchObject({
      before: { status: 'NEEDS_APPROVAL' },
      after: { status: 'APPROVED' },
    });

    const options = (await call(portal, 'GET', '/api/uber/options', school)).json();
    expect(options.approved.map((p: { name: string }) => p.name)).toEqual(['Aunt Rosa']);
    // The approved place is now an ordinary Flexible ride.
    const now = await call(
      portal,
      'POST',
      '/api/uber/trip',
      school,
      { rideReason: 'Flexible', pickup: { kind: 'home' }, dropoff: options.approved[0].ref },
      randomUUID(),
    );
    expect(now.statusCode).toBe(200);
    expect(now.json().status).toBe('APPROVED');
    // Another student cannot use it.
    const stolen = await call(portal, 'POST', '/api/uber/trip/estimate', grad, {
      rideReason: 'Flexible',
      pickup: { kind: 'home' },
      dropoff: options.approved[0].ref,
    });
    expect(stolen.statusCode).toBe(404);
  });
});

describe('access and place requests', () => {
  it('needs a reason, makes one request and one ticket however often it is sent, and a coach turns Uber on', async () => {
    const empty = await call(portal, 'POST', '/api/uber/access', permit, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Reason is required');
    const body = { reason: 'I need to get to the DOT clinic' };
    const [a, b] = await Promise.all([
      call(portal, 'POST', '/api/uber/access', permit, body),
      call(portal, 'POST', '/api/uber/access', permit, body),
    ]);
    expect(a.json().message).toBe(
      'Your request for Uber access has been submitted. The team will get back to you as soon as possible.',
    );
    expect(b.statusCode).toBe(200);
    expect(await db().select().from(uberAccessRequests)).toHaveLength(1);
    const accessTickets = (await db().select().from(tickets)).filter((t) => t.tags.includes('uber_access'));
    expect(accessTickets).toHaveLength(1);

    const queue = (await call(portal, 'GET', '/api/admin/rides', coach)).json();
    expect(queue.access).toHaveLength(1);
    const id = queue.access[0].id;
    const enabled = await call(portal, 'POST', `/api/admin/rides/access/${id}/enable`, coach);
    expect(enabled.json()).toEqual({ id, status: 'enabled' });
    const again = await call(portal, 'POST', `/api/admin/rides/access/${id}/enable`, coach);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Already decided by Kevin Reed.');
    expect(
      (await call(portal, 'POST', `/api/admin/rides/access/${id}/decline`, coach, { reason: 'No' }))
        .statusCode,
    ).toBe(409);
    const [audit, ...more] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'rides.access.enable'));
    expect(more).toHaveLength(0);
    expect(audit!.detail).toMatchObject({
      before: { status: 'open', uberAccessEnabled: false },
      after: { status: 'enabled', uberAccessEnabled: true },
    });
    const options = (await call(portal, 'GET', '/api/uber/options', permit)).json();
    expect(options.uberAccessEnabled).toBe(true);
    expect(options.reasons.map((r: { reason: string }) => r.reason)).toEqual([
      'DOT Physical',
      'Permit Test',
      'Flexible',
    ]);
    expect(
      (await call(portal, 'POST', `/api/admin/rides/access/${randomUUID()}/enable`, coach)).statusCode,
    ).toBe(404);
  });

  it('needs every field of a place request and takes one a day', async () => {
    const full = {
      name: 'My job',
      address: '2400 W Cermak Rd',
      city: 'Chicago',
      state: 'IL',
      zip: '60608',
      reason: 'Work shifts',
    };
    for (const field of ['name', 'address', 'city', 'state', 'zip', 'reason'] as const) {
      const res = await call(portal, 'POST', '/api/uber/locationRequests', school, { ...full, [field]: '' });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().field).toBe(field);
    }
    const ok = await call(portal, 'POST', '/api/uber/locationRequests', school, full);
    expect(ok.json().message).toBe(
      'Success! Your request has been submitted. Please allow up to 2 days for approval per request.',
    );
    const again = await call(portal, 'POST', '/api/uber/locationRequests', school, {
      ...full,
      name: 'Other',
    });
    expect(again.statusCode).toBe(429);
    const state = (await call(portal, 'GET', '/api/uber/locationRequests', school)).json();
    expect(state.throttled).toBe(true);
    expect(state.requests).toHaveLength(1);
    expect((await call(portal, 'GET', '/api/uber/locationRequests', grad)).json().requests).toEqual([]);

    const queue = (await call(portal, 'GET', '/api/admin/rides', coach)).json();
    const id = queue.locations[0].id;
    expect(
      (await call(portal, 'POST', `/api/admin/rides/locations/${id}/approve`, coach)).json().status,
    ).toBe('approved');
    const options = (await call(portal, 'GET', '/api/uber/options', school)).json();
    expect(options.approved.map((p: { name: string }) => p.name)).toEqual(['My job']);
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'rides.location.approve'));
    expect(audits[0]!.detail).toMatchObject({ before: { status: 'open' }, after: { status: 'approved' } });
  });
});

describe('declining with a reason', () => {
  it('needs a reason, keeps it, audits it, shows it to the student and tells them by text', async () => {
    const since = new Date();
    // The school student reads Spanish; the coach deciding reads English.
    expect((await call(portal, 'PUT', '/api/user/locale', school, { locale: 'es' })).statusCode).toBe(200);
    await call(portal, 'POST', '/api/uber/access', permit, { reason: 'I need to get to the DOT clinic' });
    await call(portal, 'POST', '/api/uber/locationRequests', school, {
      name: 'My job',
      address: '2400 W Cermak Rd',
      city: 'Chicago',
      state: 'IL',
      zip: '60608',
      reason: 'Work shifts',
    });
    const queue = (await call(portal, 'GET', '/api/admin/rides', coach)).json();
    const access = queue.access[0].id;
    const place = queue.locations[0].id;

    for (const reason of [undefined, '   ', 'x'.repeat(301)]) {
      const res = await call(
        portal,
        'POST',
        `/api/admin/rides/access/${access}/decline`,
        coach,
        reason === undefined ? undefined : { reason },
      );
      expect(res.statusCode, String(reason)).toBe(400);
    }
    // Students and anonymous callers cannot decline anything.
    const body = { reason: 'You can get there another way. Talk to your coach.' };
    expect(
      (await call(portal, 'POST', `/api/admin/rides/access/${access}/decline`, permit, body)).statusCode,
    ).toBe(403);
    expect(
      (await call(portal, 'POST', `/api/admin/rides/access/${access}/decline`, null, body)).statusCode,
    ).toBe(401);

    expect(
      (await call(portal, 'POST', `/api/admin/rides/access/${access}/decline`, coach, body)).json(),
    ).toEqual({
      id: access,
      status: 'declined',
    });
    const placeReason = { reason: 'We could not confirm the address. Please check it and ask again.' };
    expect(
      (await call(portal, 'POST', `/api/admin/rides/locations/${place}/decline`, coach, placeReason)).json()
        .status,
    ).toBe('declined');

    // The student reads the reason where they ask again.
    const options = (await call(portal, 'GET', '/api/uber/options', permit)).json();
    expect(options.accessRequest).toMatchObject({ status: 'declined', declineReason: body.reason });
    const places = (await call(portal, 'GET', '/api/uber/locationRequests', school)).json();
    expect(places.requests[0]).toMatchObject({ status: 'declined', declineReason: placeReason.reason });
    // Another student sees nothing of it.
    expect((await call(portal, 'GET', '/api/uber/options', grad)).json().accessRequest).toBeNull();

    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'rides.access.decline'));
    expect(audit!.detail).toMatchObject({ after: { status: 'declined' }, reason: body.reason });
    // Told by e-mail and by text (each takes both), once each, with the reason.
    const all = (await db().select().from(messages).where(eq(messages.kind, 'ride-declined'))).filter(
      (m) => m.createdAt >= since,
    );
    expect(
      all
        .filter((m) => m.channel === 'email')
        .map((m) => m.to)
        .sort(),
    ).toEqual(['permit@example.org', 'school@example.org']);
    const sent = all.filter((m) => m.channel === 'sms');
    expect(sent.map((m) => m.to).sort()).toEqual(['+13125550104', '+13125550105']);
    // A sent message's text is blanked in the table (only its hash stays): read the words from the outbox.
    const newest = (to: string) => async () => (await portal.messagesTo(to))[0]?.text ?? '';
    await expect.poll(newest('school@example.org')).toContain(placeReason.reason);
    // Each in its student's language, the request named in it too.
    await expect.poll(newest('+13125550105')).toMatch(/^Freeway: un coach dijo que no a tu lugar My job\./);
    await expect.poll(newest('+13125550104')).toContain('your request for Uber rides');
    await call(portal, 'PUT', '/api/user/locale', school, { locale: 'en' });
  });
});

describe('spending', () => {
  it('shows total spending only to students the flag targets', async () => {
    expect((await call(portal, 'GET', '/api/flags', school)).json()).toEqual({ rideSpending: true });
    expect((await call(portal, 'GET', '/api/flags', grad)).json()).toEqual({ rideSpending: false });
    expect((await call(portal, 'GET', '/api/trips/totalSpending', grad)).statusCode).toBe(403);
    const trip = (
      await call(portal, 'POST', '/api/uber/trip', school, await toSchool(), randomUUID())
    ).json();
    await call(portal, 'POST', '/api/uber/sandbox/driverState', school, {
      driverState: 'END',
      runId: trip.runId,
    });
    const spent = (await call(portal, 'GET', '/api/trips/totalSpending', school)).json();
    expect(spent.totalSpending).toBeCloseTo(trip.estimate, 2);
  });
});

/** A provider whose quotes the test sets, to reach fares, empty answers and failures the formula cannot. */
function scriptedProvider() {
  const state: { estimate: RideEstimate | null; fail: boolean; orders: number } = {
    estimate: null,
    fail: false,
    orders: 0,
  };
  const port: RidesPort = {
    products: async () => [{ productId: 'p-x', name: 'Uber X', capacity: 4 }],
    estimate: async () => state.estimate,
    requestRide: async () => {
      state.orders += 1;
      if (state.fail) throw new Error('provider down');
      return { requestId: randomUUID(), runId: null, state: 'processing' };
    },
    getRide: async (requestId) => ({ requestId, state: 'processing', driver: null, fare: null }),
    cancelRide: async () => {},
  };
  return { port, state };
}

describe('the fare cap and what the provider answers', () => {
  let scripted: TestPortal;
  const provider = scriptedProvider();
  let student: string;
  const quote = (fare: number | null, extra: Partial<RideEstimate> = {}): RideEstimate => ({
    fare,
    fareId: fare == null ? null : 'fare-1',
    productId: 'p-x',
    faresUnavailable: false,
    noCarsAvailable: false,
    miles: 10,
    minutes: 20,
    ...extra,
  });

  beforeAll(async () => {
    scripted = await startTestPortal(env, { ports: { rides: provider.port } });
    student = await scripted.signIn('school@example.org');
  });
  afterAll(async () => {
    await scripted.close();
  });

  it('refuses a fare of 100 and orders one of 99.99', async () => {
    const [row] = await scripted.database.db
      .select({ id: users.schoolId })
      .from(users)
      .where(eq(users.email, 'school@example.org'));
    const body = {
      rideReason: 'Trucking School',
      pickup: { kind: 'home' },
      dropoff: { kind: 'location', id: row!.id },
    };
    provider.state.estimate = quote(100);
    const refused = await call(scripted, 'POST', '/api/uber/trip', student, body, randomUUID());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: "Sorry, we can't order this Uber ride right now because it costs > $100",
      field: 'fare',
    });
    expect(provider.state.orders).toBe(0);

    for (const empty of [
      null,
      quote(null, { noCarsAvailable: true }),
      quote(null, { faresUnavailable: true }),
    ]) {
      provider.state.estimate = empty;
      const res = await call(scripted, 'POST', '/api/uber/trip', student, body, randomUUID());
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        message: 'No Uber driver was found. Try again in a few minutes!',
        field: 'noCars',
      });
    }

    // The provider fails: nothing is kept, and a retry with the same key orders it.
    provider.state.estimate = quote(99.99);
    provider.state.fail = true;
    const key = randomUUID();
    const failed = await call(scripted, 'POST', '/api/uber/trip', student, body, key);
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toBe('Something went wrong. Try again in a few minutes!');
    expect(await scripted.database.db.select().from(trips)).toHaveLength(0);
    provider.state.fail = false;
    const ok = await call(scripted, 'POST', '/api/uber/trip', student, body, key);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'APPROVED', estimate: 99.99 });
  });
});
