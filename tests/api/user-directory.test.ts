import { beforeAll, describe, expect, it } from 'vitest';
import type { UserCard } from '@shared/contracts/user.js';
import { usePortal, ROOMY_LIMITS, useSignIns } from './harness.js';

const portal = usePortal(ROOMY_LIMITS);
const cookies = useSignIns(portal, ['coach', 'school']);
let schoolId: string;
let permitId: string;

beforeAll(async () => {
  [schoolId, permitId] = await Promise.all([
    portal.idOf('school@example.org'),
    portal.idOf('permit@example.org'),
  ]);
}, 60_000);

const call = (method: 'GET' | 'POST', url: string, cookie: string | null, payload?: object) =>
  portal.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

describe('one person: GET user/{id}, GET user/byEmail/{email}, POST user/byQuery', () => {
  it('gives staff anyone, by id, e-mail or phone typed any way', async () => {
    const byId = await call('GET', `/api/user/${permitId}`, cookies.coach);
    expect(byId.statusCode).toBe(200);
    expect(byId.json<UserCard>()).toMatchObject({ email: 'permit@example.org', status: '3_Permit' });
    const byEmail = await call('GET', '/api/user/byEmail/PERMIT%40example.org', cookies.coach);
    expect(byEmail.json<UserCard>().uuid).toBe(permitId);
    const byPhone = await call('POST', '/api/user/byQuery', cookies.coach, { phone: '(312) 555-0104' });
    expect(byPhone.json<UserCard>().uuid).toBe(permitId);
  });

  it('answers staff 404 for no one, and 400 for a query that names none or two keys', async () => {
    expect(
      (await call('GET', '/api/user/00000000-0000-4000-8000-000000000000', cookies.coach)).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/user/byQuery', cookies.coach, { email: 'nobody@example.org' })).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/user/byQuery', cookies.coach, {})).statusCode).toBe(400);
    expect(
      (
        await call('POST', '/api/user/byQuery', cookies.coach, {
          email: 'a@example.org',
          phone: '3125550101',
        })
      ).statusCode,
    ).toBe(400);
    expect((await call('GET', '/api/user/not-an-id', cookies.coach)).statusCode).toBe(400);
  });

  it('lets a student read only themself, the same 403 whether or not the other person exists', async () => {
    expect((await call('GET', `/api/user/${schoolId}`, cookies.school)).json<UserCard>().email).toBe(
      'school@example.org',
    );
    expect(
      (await call('POST', '/api/user/byQuery', cookies.school, { phone: '312 555 0105' })).statusCode,
    ).toBe(200);
    for (const [method, url, body] of [
      ['GET', `/api/user/${permitId}`],
      ['GET', '/api/user/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/user/byEmail/permit%40example.org'],
      ['GET', '/api/user/byEmail/nobody%40example.org'],
      ['POST', '/api/user/byQuery', { phone: '3125550104' }],
      ['POST', '/api/user/byQuery', { email: 'nobody@example.org' }],
    ] as const) {
      const res = await call(method, url, cookies.school, body);
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('refuses an anonymous caller', async () => {
    expect((await call('GET', `/api/user/${permitId}`, null)).statusCode).toBe(401);
    expect((await call('GET', '/api/user/byEmail/permit%40example.org', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/user/byQuery', null, { uuid: permitId })).statusCode).toBe(401);
  });
});

describe('many people: GET users, POST users/byQuery', () => {
  it('pages through everyone for staff, with the total', async () => {
    const first = await call('GET', '/api/users?limit=3', cookies.coach);
    expect(first.statusCode).toBe(200);
    const page1 = first.json<{ users: UserCard[]; total: number }>();
    expect(page1.users).toHaveLength(3);
    const page2 = (await call('GET', '/api/users?limit=3&page=2', cookies.coach)).json<{
      users: UserCard[];
    }>();
    expect(page2.users.map((u) => u.uuid)).not.toContain(page1.users[0]!.uuid);
    const all = (await call('GET', '/api/users?limit=100', cookies.coach)).json<{
      users: UserCard[];
      total: number;
    }>();
    expect(all.users).toHaveLength(page1.total);
    expect((await call('GET', '/api/users?limit=101', cookies.coach)).statusCode).toBe(400);
  });

  it('filters by status, role and text (a name, an e-mail or part of a phone number)', async () => {
    const query = async (body: object) =>
      (await call('POST', '/api/users/byQuery', cookies.coach, body)).json<{
        users: UserCard[];
        total: number;
      }>();
    const inSchool = await query({ status: ['4_School', '95_OnHoldForSchool'] });
    expect(inSchool.users.map((u) => u.email).sort()).toEqual(['onhold@example.org', 'school@example.org']);
    expect((await query({ role: 'coach' })).users.every((u) => u.role === 'coach')).toBe(true);
    expect((await query({ text: '555-0104' })).users.map((u) => u.uuid)).toEqual([permitId]);
    expect((await query({ text: 'permit@' })).users.map((u) => u.uuid)).toEqual([permitId]);
    // A wildcard typed by a person matches only itself.
    expect((await query({ text: '%%' })).total).toBe(0);
    expect(
      (await call('POST', '/api/users/byQuery', cookies.coach, { text: 'x', extra: 1 })).statusCode,
    ).toBe(400);
  });

  it('refuses students 403 before reading their input, and anonymous callers 401', async () => {
    expect((await call('GET', '/api/users', cookies.school)).statusCode).toBe(403);
    expect((await call('POST', '/api/users/byQuery', cookies.school, { nonsense: true })).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/users', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/users/byQuery', null, {})).statusCode).toBe(401);
  });
});
