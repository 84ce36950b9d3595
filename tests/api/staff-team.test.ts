import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, sessions, users } from '@server/db/schema/index.js';
import { usePortal, useSignIns } from './harness.js';

const portal = usePortal();
const cookies = useSignIns(portal, ['admin', 'coach', 'school']);
let adminId: string;
let lenaCookie: string;

function inject(method: 'GET' | 'POST', url: string, cookie: string | null, payload?: object, key?: string) {
  return portal.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });
}

beforeAll(async () => {
  adminId = await portal.idOf('admin@example.org');
}, 60_000);

describe('who may manage staff', () => {
  const calls: [string, 'GET' | 'POST', string, object | undefined][] = [
    ['list', 'GET', '/api/admin/team', undefined],
    [
      'invite',
      'POST',
      '/api/admin/team',
      { firstName: 'A', lastName: 'B', email: 'x@program.org', role: 'coach' },
    ],
    ['role', 'POST', `/api/admin/team/${randomUUID()}/role`, { role: 'admin' }],
    ['deactivate', 'POST', `/api/admin/team/${randomUUID()}/deactivate`, undefined],
    ['reactivate', 'POST', `/api/admin/team/${randomUUID()}/reactivate`, undefined],
  ];
  it.each(calls)('%s: 401 anonymous, 403 student, 403 coach', async (_name, method, url, body) => {
    expect((await inject(method, url, null, body)).statusCode).toBe(401);
    expect((await inject(method, url, cookies.school, body)).statusCode).toBe(403);
    const byCoach = await inject(method, url, cookies.coach, body);
    expect(byCoach.statusCode).toBe(403);
    expect(byCoach.json().message).toBe('Only an admin can manage staff.');
  });

  it('lists staff for an admin, never students', async () => {
    const res = await inject('GET', '/api/admin/team', cookies.admin);
    expect(res.statusCode).toBe(200);
    const { staff, viewerId } = res.json() as {
      staff: { email: string; role: string; active: boolean }[];
      viewerId: string;
    };
    expect(viewerId).toBe(adminId);
    expect(staff.map((s) => s.email)).toEqual(
      expect.arrayContaining(['admin@example.org', 'coach@example.org']),
    );
    expect(staff.find((s) => s.email === 'admin@example.org')).toMatchObject({ role: 'admin', active: true });
    expect(staff.some((s) => s.email === 'school@example.org')).toBe(false);
  });
});

describe('inviting', () => {
  it('adds one staff member for a double submit and e-mails how to sign in', async () => {
    const key = randomUUID();
    const body = {
      firstName: 'Lena',
      lastName: 'Park',
      email: ' Lena.Park@Program.org ',
      role: 'careerCoach',
    };
    const first = await inject('POST', '/api/admin/team', cookies.admin, body, key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      email: 'lena.park@program.org',
      role: 'careerCoach',
      active: true,
      lastSeenAt: null,
    });
    const again = await inject('POST', '/api/admin/team', cookies.admin, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    // A second submit with a new key is refused, not a second person.
    const other = await inject('POST', '/api/admin/team', cookies.admin, body, randomUUID());
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('lena.park@program.org is already on the staff list.');
    const rows = await portal.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'lena.park@program.org'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: 'careerCoach', phone: null, status: null });

    // The invitation goes out through the message queue, a moment after the answer.
    const mail = await vi.waitFor(
      async () => {
        const sent = await portal.messagesTo('lena.park@program.org');
        expect(sent).toHaveLength(1);
        return sent;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(mail[0]!.subject).toBe('You are invited to the Freeway staff console');
    expect(mail[0]!.text).toContain('Renee added you to the Freeway program staff as Career Coach.');
    expect(mail[0]!.text).toMatch(
      /open http:\/\/[^ ]+\/login, choose "E-mail", enter lena\.park@program\.org/,
    );

    const [audit] = await portal.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'team.invite'), eq(auditLog.subjectUserId, first.json().id)));
    expect(audit).toMatchObject({ actorId: adminId, detail: { before: null, after: 'careerCoach' } });
  });

  it('lets the invited person sign in by e-mail code with no phone, and lands them on /staff', async () => {
    const code = await portal.requestCode({ to: 'lena.park@program.org' });
    const res = await inject('POST', '/api/login', null, { email: 'lena.park@program.org', token: code });
    expect(res.statusCode).toBe(200);
    expect(res.json().redirectTo).toBe('/staff');
  });

  it('refuses a student address and bad input with clear words', async () => {
    const taken = await inject('POST', '/api/admin/team', cookies.admin, {
      firstName: 'X',
      lastName: 'Y',
      email: 'school@example.org',
      role: 'coach',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      'This e-mail belongs to a student. Use another address for a staff account.',
    );
    const bad = await inject('POST', '/api/admin/team', cookies.admin, {
      firstName: '',
      lastName: 'Y',
      email: 'nope',
      role: 'boss',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).not.toContain('"statusCode":500');
  });
});

describe('roles, deactivation and the last admin', () => {
  it('changes a role, audited with before and after', async () => {
    const id = await portal.idOf('lena.park@program.org');
    const res = await inject('POST', `/api/admin/team/${id}/role`, cookies.admin, { role: 'instructor' });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('instructor');
    const [audit] = await portal.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'team.changeRole'), eq(auditLog.subjectUserId, id)));
    expect(audit).toMatchObject({ actorId: adminId, detail: { before: 'careerCoach', after: 'instructor' } });
  });

  it('ends the sessions of a deactivated member at once and refuses their sign-in until reactivated', async () => {
    const cookie = await portal.signIn('lena.park@program.org');
    expect((await inject('GET', '/api/admin/counts', cookie)).statusCode).toBe(200);
    const id = await portal.idOf('lena.park@program.org');
    const res = await inject('POST', `/api/admin/team/${id}/deactivate`, cookies.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().active).toBe(false);
    expect(await portal.database.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect((await inject('GET', '/api/admin/counts', cookie)).statusCode).toBe(401);
    expect((await inject('GET', '/api/user/session', cookie)).statusCode).toBe(401);

    // No code is sent to a deactivated address, and a guess is refused like any wrong code.
    const before = (await portal.messagesTo('lena.park@program.org')).length;
    expect(
      (await inject('POST', '/api/sendgrid/sendToken', null, { to: 'lena.park@program.org' })).statusCode,
    ).toBe(200);
    expect((await portal.messagesTo('lena.park@program.org')).length).toBe(before);
    const login = await inject('POST', '/api/login', null, {
      email: 'lena.park@program.org',
      token: '123456',
    });
    expect(login.statusCode).toBe(400);

    const [audit] = await portal.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'team.deactivate'), eq(auditLog.subjectUserId, id)));
    expect(audit).toMatchObject({
      actorId: adminId,
      detail: { before: 'active', after: 'deactivated', sessionsEnded: 2 },
    });

    const back = await inject('POST', `/api/admin/team/${id}/reactivate`, cookies.admin);
    expect(back.json().active).toBe(true);
    lenaCookie = await portal.signIn('lena.park@program.org');
    expect((await inject('GET', '/api/admin/counts', lenaCookie)).statusCode).toBe(200);
  });

  it('never leaves the program without an active admin', async () => {
    const self = await inject('POST', `/api/admin/team/${adminId}/deactivate`, cookies.admin);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toContain('at least one active admin');
    const demote = await inject('POST', `/api/admin/team/${adminId}/role`, cookies.admin, { role: 'coach' });
    expect(demote.statusCode).toBe(409);

    // With a second admin, the first may step down; then the second is the last one.
    const lena = await portal.idOf('lena.park@program.org');
    expect(
      (await inject('POST', `/api/admin/team/${lena}/role`, cookies.admin, { role: 'admin' })).statusCode,
    ).toBe(200);
    const down = await inject('POST', `/api/admin/team/${adminId}/role`, cookies.admin, { role: 'coach' });
    expect(down.statusCode).toBe(200);
    // The former admin's open session no longer manages staff.
    expect((await inject('GET', '/api/admin/team', cookies.admin)).statusCode).toBe(403);
    const last = await inject('POST', `/api/admin/team/${lena}/deactivate`, lenaCookie);
    expect(last.statusCode).toBe(409);
    expect(
      (await inject('POST', `/api/admin/team/${adminId}/role`, lenaCookie, { role: 'admin' })).statusCode,
    ).toBe(200);
  });

  it('answers 404 for an unknown id and for a student id', async () => {
    expect(
      (await inject('POST', `/api/admin/team/${randomUUID()}/deactivate`, cookies.admin)).statusCode,
    ).toBe(404);
    const studentId = await portal.idOf('school@example.org');
    expect((await inject('POST', `/api/admin/team/${studentId}/deactivate`, cookies.admin)).statusCode).toBe(
      404,
    );
    expect((await inject('POST', `/api/admin/team/not-an-id/deactivate`, cookies.admin)).statusCode).toBe(
      400,
    );
  });
});
