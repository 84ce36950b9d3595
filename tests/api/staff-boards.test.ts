import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, locations, trips, workforceBoards } from '@server/db/schema/index.js';
import { auditSummary } from '@shared/domain/audit.js';
import { usePortal, ROOMY_LIMITS, useFreshDemo } from './harness.js';

/** Workforce boards and their One Stop offices, managed by admins in the console (decision 041). */
const portal = usePortal(ROOMY_LIMITS);
const cookies = useFreshDemo(portal, ['coach', 'admin', 'new', 'school']);

const db = () => portal.database.db;

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
) {
  return portal.app.inject({
    method,
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}
const facts = (id: string, body: object) =>
  call('PATCH', `/api/admin/students/${id}/facts`, cookies.coach, body);
const actions = async () => (await db().select().from(auditLog)).map((a) => a.action);

const board = { name: 'Will County Workforce Board', link: 'https://workforce.example.org/will' };
const office = {
  name: 'American Job Center Joliet',
  address: '2400 Glenwood Ave',
  city: 'Joliet',
  state: 'il',
  zip: '60435',
  hours: 'Mon-Fri 8:30am-4:30pm',
  phone: '(815) 555-0142',
  latitude: 41.5067,
  longitude: -88.1028,
};

describe('/api/admin/boards', () => {
  it('lets an admin add a board with a slug made from its name, change it and remove it, each audited', async () => {
    const created = await call('POST', '/api/admin/boards', cookies.admin, board);
    expect(created.statusCode, created.body).toBe(200);
    const made = created.json();
    expect(made).toMatchObject({
      name: board.name,
      slug: 'wb-will-county-workforce-board',
      link: board.link,
      students: 0,
      offices: [],
    });

    // A slug is never typed: one sent is refused, and a rename keeps the slug content reads.
    expect(
      (await call('POST', '/api/admin/boards', cookies.admin, { ...board, slug: 'mine' })).statusCode,
    ).toBe(400);
    const renamed = await call('PUT', `/api/admin/boards/${made.id}`, cookies.admin, {
      name: 'Will County One Stop',
      link: '',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Will County One Stop', slug: made.slug, link: null });

    // A second board of a name that makes the same words gets a slug of its own.
    const twin = (
      await call('POST', '/api/admin/boards', cookies.admin, { name: 'Will County: Workforce Board!' })
    ).json();
    expect(twin.slug).toBe('wb2-will-county-workforce-board');

    const list = (await call('GET', '/api/admin/boards', cookies.coach)).json();
    expect(list.boards.map((b: { name: string }) => b.name)).toEqual(
      expect.arrayContaining(['Will County One Stop', 'Will County: Workforce Board!']),
    );

    expect((await call('DELETE', `/api/admin/boards/${made.id}`, cookies.admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/boards/${made.id}`, cookies.admin)).statusCode).toBe(404);
    expect(await actions()).toEqual(
      expect.arrayContaining(['boards.create', 'boards.update', 'boards.remove']),
    );
    const update = (await db().select().from(auditLog)).find((a) => a.action === 'boards.update')!;
    expect(update.detail).toMatchObject({
      before: { name: board.name, link: board.link },
      after: { name: 'Will County One Stop', link: null },
    });
    expect(auditSummary(update.action, update.detail as Record<string, unknown>, null)).toBe(
      'Changed the workforce board Will County One Stop',
    );
  });

  it('adds, changes and removes One Stop offices; content offices read-only under their board', async () => {
    const made = (await call('POST', '/api/admin/boards', cookies.admin, board)).json();
    const added = await call('POST', `/api/admin/boards/${made.id}/offices`, cookies.admin, office);
    expect(added.statusCode, added.body).toBe(200);
    const [joliet] = added.json().offices;
    expect(joliet).toMatchObject({ name: office.name, state: 'IL', phone: '+18155550142', managed: true });

    const changed = await call('PUT', `/api/admin/boards/${made.id}/offices/${joliet.id}`, cookies.admin, {
      ...office,
      hours: 'Mon-Thu 9am-4pm',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().offices[0].hours).toBe('Mon-Thu 9am-4pm');

    // Without coordinates, the ride destination is found from the address.
    const { latitude: _a, longitude: _b, ...noPoint } = office;
    const found = await call('POST', `/api/admin/boards/${made.id}/offices`, cookies.admin, {
      ...noPoint,
      name: 'Downtown office',
      address: '100 W Randolph St',
      city: 'Chicago',
      zip: '60601',
    });
    expect(found.statusCode, found.body).toBe(200);
    const downtown = found.json().offices.find((o: { name: string }) => o.name === 'Downtown office');
    expect(downtown.latitude).toBeCloseTo(41.88, 1);

    // The seeded board lists its offices from content, which cannot be changed here.
    const seeded = (await call('GET', '/api/admin/boards', cookies.coach))
      .json()
      .boards.find((b: { slug: string }) => b.slug === 'wb-chicago');
    expect(seeded.offices.map((o: { managed: boolean }) => o.managed)).toEqual([false, false]);
    const content = seeded.offices[0].id;
    expect(
      (await call('PUT', `/api/admin/boards/${seeded.id}/offices/${content}`, cookies.admin, office))
        .statusCode,
    ).toBe(409);
    expect(
      (await call('DELETE', `/api/admin/boards/${seeded.id}/offices/${content}`, cookies.admin)).statusCode,
    ).toBe(409);
    // Another board's office is not this board's.
    expect(
      (await call('DELETE', `/api/admin/boards/${seeded.id}/offices/${joliet.id}`, cookies.admin)).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/admin/boards/${made.id}/offices`, cookies.admin, office)).statusCode,
    ).toBe(409);

    const removed = await call('DELETE', `/api/admin/boards/${made.id}/offices/${joliet.id}`, cookies.admin);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().offices.map((o: { name: string }) => o.name)).toEqual(['Downtown office']);

    // Removing the board takes the offices made for it along.
    expect((await call('DELETE', `/api/admin/boards/${made.id}`, cookies.admin)).statusCode).toBe(200);
    expect(await db().select().from(locations).where(eq(locations.id, downtown.id))).toEqual([]);
    const entries = await db().select().from(auditLog);
    expect(entries.map((a) => a.action)).toEqual(
      expect.arrayContaining(['boards.addOffice', 'boards.updateOffice', 'boards.removeOffice']),
    );
    const add = entries.find((a) => a.action === 'boards.addOffice')!;
    expect(auditSummary(add.action, add.detail as Record<string, unknown>, null)).toBe(
      `Added the One Stop office ${office.name} of ${board.name}`,
    );
    expect(entries.find((a) => a.action === 'boards.remove')!.detail).toMatchObject({
      before: { offices: ['Downtown office'] },
    });
  });

  it('is offered on the student page; once assigned with an office, One Stop rides go there only', async () => {
    const made = (await call('POST', '/api/admin/boards', cookies.admin, board)).json();
    const id = await portal.idOf('school@example.org');
    const choices = (await call('GET', `/api/admin/students/${id}/facts`, cookies.coach)).json().boards;
    expect(choices).toContainEqual({ id: made.id, name: board.name });

    expect((await facts(id, { wbId: made.id })).statusCode).toBe(200);
    expect((await call('GET', '/api/user/session', cookies.school)).json().wb.name).toBe(board.name);
    let options = (await call('GET', '/api/uber/options', cookies.school)).json();
    expect(options.destinations['One Stop']).toEqual([]);

    const joliet = (await call('POST', `/api/admin/boards/${made.id}/offices`, cookies.admin, office))
      .json()
      .offices.find((o: { name: string }) => o.name === office.name);
    options = (await call('GET', '/api/uber/options', cookies.school)).json();
    expect(options.reasons.map((r: { reason: string }) => r.reason)).toContain('One Stop');
    expect(options.destinations['One Stop']).toEqual([
      expect.objectContaining({
        ref: { kind: 'location', id: joliet.id },
        name: office.name,
        address: '2400 Glenwood Ave, Joliet, IL 60435',
      }),
    ]);
    const ride = (dropoff: string) => ({
      rideReason: 'One Stop',
      pickup: { kind: 'home' },
      dropoff: { kind: 'location', id: dropoff },
    });
    const estimate = await call('POST', '/api/uber/trip/estimate', cookies.school, ride(joliet.id));
    expect(estimate.statusCode, estimate.body).toBe(200);
    // The seeded board's offices are no longer this student's One Stop.
    const [loop] = await db().select().from(locations).where(eq(locations.slug, 'wb-chicago-loop'));
    expect((await call('POST', '/api/uber/trip', cookies.school, ride(loop!.id))).statusCode).toBe(400);
    expect(await db().select().from(trips)).toHaveLength(0);

    // A board with no link offers no One Stop ride (spec 001 §6).
    expect(
      (await call('PUT', `/api/admin/boards/${made.id}`, cookies.admin, { name: board.name, link: null }))
        .statusCode,
    ).toBe(200);
    options = (await call('GET', '/api/uber/options', cookies.school)).json();
    expect(options.reasons.map((r: { reason: string }) => r.reason)).not.toContain('One Stop');

    // Assigned (or wait-listed), the board cannot be removed.
    const listed = (await call('GET', '/api/admin/boards', cookies.coach)).json().boards;
    expect(listed.find((b: { id: string }) => b.id === made.id).students).toBe(1);
    const refused = await call('DELETE', `/api/admin/boards/${made.id}`, cookies.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Students are assigned to or wait-listed with this board. Choose another board for them first.',
    );
    expect((await facts(id, { wbId: null, wfbFundingStatus: null, waitlistWbId: made.id })).statusCode).toBe(
      200,
    );
    expect((await call('DELETE', `/api/admin/boards/${made.id}`, cookies.admin)).statusCode).toBe(409);
    expect((await facts(id, { waitlistWbId: null })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/boards/${made.id}`, cookies.admin)).statusCode).toBe(200);
  });

  it('lets coaches read the list and only admins change it; students and anonymous callers get nothing', async () => {
    const seeded = (await db().select().from(workforceBoards))[0]!.id;
    const anyId = randomUUID();
    expect((await call('GET', '/api/admin/boards', cookies.coach)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/boards', cookies.new)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/boards')).statusCode).toBe(401);
    const writes: [Parameters<typeof call>[0], string, object?][] = [
      ['POST', '/api/admin/boards', board],
      ['PUT', `/api/admin/boards/${seeded}`, board],
      ['DELETE', `/api/admin/boards/${seeded}`],
      ['POST', `/api/admin/boards/${seeded}/offices`, office],
      ['PUT', `/api/admin/boards/${seeded}/offices/${anyId}`, office],
      ['DELETE', `/api/admin/boards/${seeded}/offices/${anyId}`],
    ];
    for (const [method, url, payload] of writes) {
      expect((await call(method, url, cookies.coach, payload)).statusCode, `coach ${method} ${url}`).toBe(
        403,
      );
      expect((await call(method, url, cookies.new, payload)).statusCode, `student ${method} ${url}`).toBe(
        403,
      );
      expect((await call(method, url, undefined, payload)).statusCode, `anonymous ${method} ${url}`).toBe(
        401,
      );
    }
    expect((await db().select().from(workforceBoards)).length).toBe(1);
    expect(await actions()).not.toContain('boards.create');
  });

  it('refuses bad values with a clear message, never a 5xx', async () => {
    const boardCases: [object, string][] = [
      [{ ...board, name: ' ' }, 'Enter the board’s name.'],
      [{ ...board, link: 'http://workforce.example.org' }, 'Enter a full link that starts with https://.'],
      [{ ...board, link: 'javascript:alert(1)' }, 'Enter a full link that starts with https://.'],
      [
        { ...board, link: 'https://user:pw@workforce.example.org' },
        'Enter a full link that starts with https://.',
      ],
    ];
    for (const [payload, message] of boardCases) {
      const res = await call('POST', '/api/admin/boards', cookies.admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const duplicate = await call('POST', '/api/admin/boards', cookies.admin, {
      name: 'chicago cook workforce partnership',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('A workforce board with this name is already in the list.');

    const made = (await call('POST', '/api/admin/boards', cookies.admin, board)).json();
    const officeCases: [object, string][] = [
      [{ ...office, name: '' }, 'Enter the office’s name.'],
      [{ ...office, zip: '604' }, 'Enter a 5-digit ZIP code.'],
      [{ ...office, state: 'Illinois' }, 'Enter the two-letter state, e.g. IL.'],
      [{ ...office, phone: '555' }, 'Enter a 10-digit US phone number.'],
      [{ ...office, latitude: null }, 'Enter both latitude and longitude, or neither.'],
    ];
    for (const [payload, message] of officeCases) {
      const res = await call('POST', `/api/admin/boards/${made.id}/offices`, cookies.admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const nowhere = await call('POST', `/api/admin/boards/${made.id}/offices`, cookies.admin, {
      ...office,
      latitude: undefined,
      longitude: undefined,
      city: 'Nowhereville',
      zip: '00000',
    });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().message).toBe(
      'We could not find this address on the map. Enter its latitude and longitude.',
    );
    expect((await call('PUT', `/api/admin/boards/not-a-board`, cookies.admin, board)).json().message).toBe(
      'This workforce board is not in the list.',
    );
    expect(
      (await call('POST', `/api/admin/boards/${randomUUID()}/offices`, cookies.admin, office)).statusCode,
    ).toBe(404);
  });
});
