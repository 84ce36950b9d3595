import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '@server/db/schema/index.js';
import { usePortal, ROOMY_LIMITS, useSignIns } from './harness.js';

/** A student's date of birth: set by a coach from the enrolment papers, shown beside each document reviewed. */
const portal = usePortal(ROOMY_LIMITS);
const cookies = useSignIns(portal, ['coach', 'new', 'school'], 60_000);

const db = () => portal.database.db;
const put = (id: string, cookie: string | undefined, dateOfBirth: unknown) =>
  portal.app.inject({
    method: 'PUT',
    url: `/api/admin/students/${id}/birth-date`,
    headers: cookie ? { cookie } : {},
    payload: { dateOfBirth },
  });

describe('PUT /api/admin/students/:id/birth-date', () => {
  it('lets a coach set it once (the same date again is not a second audit entry) and shows it on the page', async () => {
    const id = await portal.idOf('new@example.org');
    const before = await portal.app.inject({
      url: `/api/admin/students/${id}`,
      headers: { cookie: cookies.coach },
    });
    expect(before.json().profile.dateOfBirth).toBeNull();
    expect((await put(id, cookies.coach, '1990-04-12')).json()).toEqual({ dateOfBirth: '1990-04-12' });
    expect((await put(id, cookies.coach, '1990-04-12')).statusCode).toBe(200);
    const page = await portal.app.inject({
      url: `/api/admin/students/${id}`,
      headers: { cookie: cookies.coach },
    });
    expect(page.json().profile.dateOfBirth).toBe('1990-04-12');
    const entries = (await db().select().from(auditLog)).filter((a) => a.action === 'students.setBirthDate');
    expect(entries).toHaveLength(1);
    // The log is exported as CSV: the date itself never goes into it.
    expect(JSON.stringify(entries[0]!.detail)).not.toContain('1990');
    const log = await portal.app.inject({ url: '/api/admin/audit', headers: { cookie: cookies.coach } });
    expect(JSON.stringify(log.json())).toContain('Set the date of birth of');
  });

  it('refuses dates that cannot be right with the reason', async () => {
    const id = await portal.idOf('new@example.org');
    const cases: [unknown, string][] = [
      ['1990-02-30', 'Enter a real date as YYYY-MM-DD.'],
      ['04/12/1990', 'Enter a real date as YYYY-MM-DD.'],
      [
        `${new Date().getUTCFullYear() - 10}-01-01`,
        'Students must be at least 18 years old. Check the date.',
      ],
      ['1901-01-01', 'That makes the student older than 90. Check the year.'],
    ];
    for (const [value, message] of cases) {
      const res = await put(id, cookies.coach, value);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await put(id, cookies.coach, 19900412)).statusCode).toBe(400);
  });

  it('is for staff only, and only about a student', async () => {
    const id = await portal.idOf('new@example.org');
    expect((await put(id, cookies.new, '1990-04-12')).statusCode).toBe(403);
    expect((await put(id, cookies.school, '1990-04-12')).statusCode).toBe(403);
    expect((await put(id, undefined, '1990-04-12')).statusCode).toBe(401);
    expect((await put(await portal.idOf('coach@example.org'), cookies.coach, '1990-04-12')).statusCode).toBe(
      404,
    );
    expect((await put('00000000-0000-4000-8000-000000000000', cookies.coach, '1990-04-12')).statusCode).toBe(
      404,
    );
  });
});

describe('the document queue', () => {
  it('shows each student’s date of birth on file beside their document', async () => {
    const queue = await portal.app.inject({
      url: '/api/admin/documents',
      headers: { cookie: cookies.coach },
    });
    const items = queue.json() as { student: { id: string; dateOfBirth: string | null } }[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const [row] = await db()
        .select({ dateOfBirth: users.dateOfBirth })
        .from(users)
        .where(eq(users.id, item.student.id));
      expect(item.student.dateOfBirth).toBe(row!.dateOfBirth);
    }
    expect(items.some((i) => i.student.dateOfBirth !== null)).toBe(true);
  });
});
