import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, coachAssignments, documents, messages, users } from '@server/db/schema/index.js';
import { consoleAreas } from '@server/console-areas.js';
import { importFile } from '@server/features/staff/enrolment.service.js';
import { usePortal, useSignIns } from './harness.js';
import { historyOf } from './status-history.js';

/** Enrolment (issue 37 item 2): staff add one student or import many from a CSV file. */
const portal = usePortal({
  RATE_LIMIT_PER_IP: '1000',
  CODES_PER_ADDRESS: '100',
  PUBLIC_URL: 'http://portal.example.org',
});
const cookies = useSignIns(portal, ['coach', 'new'], 120_000);

const db = () => portal.database.db;
const post = (url: string, cookie: string | undefined, payload: object, key?: string) =>
  portal.app.inject({
    method: 'POST',
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const userBy = async (email: string) =>
  (await db().select().from(users).where(eq(users.email, email)))[0] ?? null;
const coachId = async () => (await userBy('coach@example.org'))!.id;

/** The welcome messages that arrived for an address (the queue delivers them to the dev outbox). */
async function welcomesTo(to: string, expected: number) {
  for (let i = 0; i < 100; i++) {
    const list = await portal.messagesTo(to);
    if (list.length >= expected) return list;
    await new Promise((r) => setTimeout(r, 100));
  }
  return portal.messagesTo(to);
}
const queuedWelcomes = async (to: string) =>
  (await db().select().from(messages).where(eq(messages.to, to))).filter(
    (m) => m.kind === 'enrolment-welcome',
  );

const maria = {
  firstName: 'María',
  lastName: 'Gómez',
  email: ' Maria.Gomez@Example.org ',
  phone: '(312) 555-0190',
  dateOfBirth: '1990-04-12',
  locale: 'es',
};

describe('POST /api/admin/students (add one student)', () => {
  it('enrols the student at 0_New with their coach, audits it, and welcomes them once in Spanish by e-mail and text', async () => {
    const key = randomUUID();
    const body = { ...maria, coachId: await coachId() };
    const res = await post('/api/admin/students', cookies.coach, body, key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'María Gómez', welcome: ['email', 'sms'] });
    // A retry of the same request answers the same and creates nothing more.
    const again = await post('/api/admin/students', cookies.coach, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(res.json().id);

    const row = (await userBy('maria.gomez@example.org'))!;
    expect(row).toMatchObject({
      role: 'student',
      status: '0_New',
      phone: '+13125550190',
      firstName: 'María',
      dateOfBirth: '1990-04-12',
      locale: 'es',
      uberAccessEnabled: false,
      schoolId: null,
    });
    const [assignment] = await db()
      .select()
      .from(coachAssignments)
      .where(eq(coachAssignments.studentId, row.id));
    expect(assignment?.coachId).toBe(await coachId());
    expect(await historyOf(portal, 'maria.gomez@example.org')).toEqual([
      { from: null, to: '0_New', path: 'enrolment', by: 'coach@example.org', reason: null },
    ]);
    const audits = (await db().select().from(auditLog).where(eq(auditLog.subjectUserId, row.id))).filter(
      (a) => a.action === 'students.enrol',
    );
    expect(audits).toHaveLength(1);

    const mail = await welcomesTo('maria.gomez@example.org', 1);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Te damos la bienvenida a Freeway');
    expect(mail[0]!.text).toContain('http://portal.example.org');
    expect(mail[0]!.text).toContain('tu correo electrónico o tu número de celular');
    const sms = await welcomesTo('+13125550190', 1);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain('te damos la bienvenida');
    expect(sms[0]!.text).toContain('http://portal.example.org');
    expect(await queuedWelcomes('maria.gomez@example.org')).toHaveLength(1);

    // The new student signs in with a code and starts at the beginning of the program.
    const own = await portal.signIn('maria.gomez@example.org');
    const session = await portal.app.inject({ url: '/api/user/session', headers: { cookie: own } });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ status: '0_New', email: 'maria.gomez@example.org' });
    const [docs] = await db().select().from(documents).where(eq(documents.userId, row.id));
    expect(docs).toBeDefined();

    // The audit log reads it as a sentence.
    const log = await portal.app.inject({ url: '/api/admin/audit', headers: { cookie: cookies.coach } });
    expect(JSON.stringify(log.json())).toContain('Enrolled María Gómez');
  });

  it('refuses an e-mail address or phone number already enrolled with a 409 naming the field', async () => {
    const byEmail = await post('/api/admin/students', cookies.coach, { ...maria, phone: '312 555 0191' });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json()).toMatchObject({
      field: 'email',
      message: 'A student with this e-mail address is already enrolled.',
    });
    const byPhone = await post('/api/admin/students', cookies.coach, {
      ...maria,
      email: 'someone.else@example.org',
    });
    expect(byPhone.statusCode).toBe(409);
    expect(byPhone.json()).toMatchObject({
      field: 'phone',
      message: 'A student with this phone number is already enrolled.',
    });
    const staffEmail = await post('/api/admin/students', cookies.coach, {
      ...maria,
      email: 'coach@example.org',
      phone: '312 555 0192',
    });
    expect(staffEmail.json()).toMatchObject({
      field: 'email',
      message: 'This e-mail address belongs to a staff member.',
    });
    expect(await userBy('someone.else@example.org')).toBeNull();
  });

  it('refuses bad input with the reason, and an unknown coach', async () => {
    const cases: [object, string][] = [
      [{ email: 'not-an-address' }, 'The e-mail address is not valid.'],
      [{ phone: '555-01' }, 'The phone number is not a US number with 10 digits.'],
      [{ firstName: '  ' }, 'The first name is missing.'],
      [{ dateOfBirth: '2020-01-01' }, 'The date of birth makes the student younger than 18.'],
    ];
    for (const [change, message] of cases) {
      const res = await post('/api/admin/students', cookies.coach, {
        ...maria,
        email: 'fresh@example.org',
        phone: '3125550193',
        ...change,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await post('/api/admin/students', cookies.coach, { ...maria, locale: 'fr' })).statusCode).toBe(
      400,
    );
    const unknownCoach = await post('/api/admin/students', cookies.coach, {
      ...maria,
      email: 'fresh@example.org',
      phone: '3125550193',
      coachId: randomUUID(),
    });
    expect(unknownCoach.statusCode).toBe(404);
    const studentAsCoach = await post('/api/admin/students', cookies.coach, {
      ...maria,
      email: 'fresh@example.org',
      phone: '3125550193',
      coachId: (await userBy('new@example.org'))!.id,
    });
    expect(studentAsCoach.statusCode).toBe(404);
    expect(await userBy('fresh@example.org')).toBeNull();
  });
});

const header = 'first_name,last_name,email,phone,date_of_birth,language,coach_email';
const file = [
  header,
  'Ana,Ruiz,ana.ruiz@example.org,312-555-0160,1991-02-03,es,coach@example.org',
  'Ben,Cole,ben.cole@example.org,(312) 555-0161,,en,',
  'Cal,Dunn,not-an-email,312 555 0162,,,',
  '"Dee, Jr.",Eng,new@example.org,312 555 0163,,,',
  'Eve,Fox,eve.fox@example.org,+1 312 555 0101,,,',
  'Gus,Hale,ana.ruiz@example.org,312 555 0164,,,',
  'Ivy,Jo,ivy.jo@example.org,312 555 0165,,,nobody@example.org',
].join('\r\n');

describe('CSV import', () => {
  it('previews each row as new, already enrolled (by e-mail or phone) or wrong with the reason, saving nothing', async () => {
    const res = await post('/api/admin/enrolment/preview', cookies.coach, { csv: file });
    expect(res.statusCode).toBe(200);
    const { rows, counts } = res.json() as {
      rows: { row: number; status: string; reason: string | null; name: string }[];
      counts: object;
    };
    expect(rows.map((r) => [r.row, r.status, r.reason])).toEqual([
      [2, 'new', null],
      [3, 'new', null],
      [4, 'wrong', 'Row 4: the e-mail address is not valid'],
      [5, 'enrolled', 'Row 5: a student with this e-mail address is enrolled'],
      [6, 'enrolled', 'Row 6: a student with this phone number is enrolled'],
      [7, 'wrong', 'Row 7: the e-mail address is already on row 2'],
      [8, 'wrong', 'Row 8: no staff member has the coach’s e-mail address'],
    ]);
    expect(rows[3]!.name).toBe('Dee, Jr. Eng');
    expect(counts).toEqual({ new: 2, enrolled: 2, wrong: 3 });
    expect(await userBy('ana.ruiz@example.org')).toBeNull();
  });

  it('imports the good rows in one go, reports the bad ones, and adds nobody the second time', async () => {
    const before = (await db().select({ id: users.id }).from(users)).length;
    const res = await post('/api/admin/enrolment/import', cookies.coach, { csv: file }, randomUUID());
    expect(res.statusCode).toBe(200);
    expect(res.json().counts).toEqual({ added: 2, enrolled: 2, wrong: 3 });
    expect((await db().select({ id: users.id }).from(users)).length).toBe(before + 2);
    // The bad rows' data is nowhere.
    expect(
      await db()
        .select()
        .from(users)
        .where(inArray(users.phone, ['+13125550162', '+13125550164', '+13125550165'])),
    ).toEqual([]);
    const ana = (await userBy('ana.ruiz@example.org'))!;
    expect(ana).toMatchObject({
      status: '0_New',
      locale: 'es',
      phone: '+13125550160',
      dateOfBirth: '1991-02-03',
    });
    const [assignment] = await db()
      .select()
      .from(coachAssignments)
      .where(eq(coachAssignments.studentId, ana.id));
    expect(assignment?.coachId).toBe(await coachId());
    expect((await userBy('ben.cole@example.org'))!.locale).toBe('en');

    // A new request (another key) with the same file: every good row is now already enrolled.
    const again = await post('/api/admin/enrolment/import', cookies.coach, { csv: file }, randomUUID());
    expect(again.json().counts).toEqual({ added: 0, enrolled: 4, wrong: 3 });
    expect((await db().select({ id: users.id }).from(users)).length).toBe(before + 2);
    const audits = (await db().select().from(auditLog)).filter(
      (a) => a.action === 'students.enrol' && (a.subjectUserId === ana.id || a.detail.source === 'file'),
    );
    expect(audits).toHaveLength(2);
    // One welcome each, however often the file is imported.
    expect(await welcomesTo('ana.ruiz@example.org', 1)).toHaveLength(1);
    expect(await queuedWelcomes('ana.ruiz@example.org')).toHaveLength(1);
    expect(await queuedWelcomes('+13125550160')).toHaveLength(1);
    expect((await welcomesTo('ana.ruiz@example.org', 1))[0]!.subject).toBe(
      'Te damos la bienvenida a Freeway',
    );
    expect((await welcomesTo('ben.cole@example.org', 1))[0]!.subject).toBe('Welcome to Freeway');
  });

  it('enrols all the new rows or none: a failure on the last one leaves nobody imported', async () => {
    const before = (await db().select({ id: users.id }).from(users)).length;
    const csv = `${header}\r\nZed,Young,zed@example.org,3125550170,,,\r\nAmy,Zane,amy.zane@example.org,3125550171,,,`;
    // The queue fails when the second student's welcome is written (2 messages per student).
    let enqueued = 0;
    const jobs: typeof portal.jobs = {
      enqueue: async (...args) => {
        if (++enqueued > 2) throw new Error('queue down');
        return portal.jobs.enqueue(...args);
      },
      start: (handlers) => portal.jobs.start(handlers),
      stop: () => portal.jobs.stop(),
    };
    const viewer = {
      userId: await coachId(),
      sessionId: 'x',
      role: 'coach',
      status: null,
      email: 'coach@example.org',
      firstName: 'C',
      locale: 'en',
    } as const;
    await expect(
      importFile(
        { db: db(), jobs, publicUrl: 'http://portal.example.org', areas: consoleAreas },
        viewer,
        csv,
      ),
    ).rejects.toThrow('queue down');
    expect(enqueued).toBe(3);
    expect((await db().select({ id: users.id }).from(users)).length).toBe(before);
    expect(await userBy('zed@example.org')).toBeNull();
    expect(await queuedWelcomes('zed@example.org')).toEqual([]);
  });

  it('refuses a file that cannot be read, saving nothing', async () => {
    const before = (await db().select({ id: users.id }).from(users)).length;
    const broken = `${header}\r\nZed,Young,zed@example.org,3125550170,,,\r\n"Unclosed,Quote,x@example.org,3125550171,,,`;
    const res = await post('/api/admin/enrolment/import', cookies.coach, { csv: broken }, randomUUID());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Row 3: a quote (") opens and never closes. Save the file again as CSV.');
    expect((await db().select({ id: users.id }).from(users)).length).toBe(before);
  });

  it('refuses files it cannot read with a clear message', async () => {
    const cases: [string, string][] = [
      ['', 'The file has no student rows under its header row.'],
      [header, 'The file has no student rows under its header row.'],
      ['first_name,email\r\nA,a@example.org', 'The header row lacks these columns: last_name.'],
      [
        [
          header,
          ...Array.from(
            { length: 501 },
            (_, i) => `A,B,a${i}@example.org,312555${String(i).padStart(4, '0')},,,`,
          ),
        ].join('\n'),
        'The file has more than 500 students. Split it into smaller files.',
      ],
      ['x'.repeat(200_001), 'The file is larger than 200 KB. Split it into smaller files.'],
    ];
    for (const [csv, message] of cases) {
      const res = await post('/api/admin/enrolment/preview', cookies.coach, { csv });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('who may enrol', () => {
  it('refuses students and anonymous callers on every enrolment call, revealing nothing', async () => {
    const calls: [string, string, object][] = [
      ['GET', '/api/admin/enrolment/coaches', {}],
      ['POST', '/api/admin/students', { ...maria, email: 'probe@example.org' }],
      ['POST', '/api/admin/enrolment/preview', { csv: file }],
      ['POST', '/api/admin/enrolment/import', { csv: file }],
    ];
    for (const [method, url, payload] of calls) {
      const asStudent = await portal.app.inject({
        method: method as 'GET',
        url,
        headers: { cookie: cookies.new },
        ...(method === 'POST' ? { payload } : {}),
      });
      expect(asStudent.statusCode).toBe(403);
      // The same answer whether or not the file names enrolled people.
      expect(asStudent.body).not.toContain('enrolled');
      expect(asStudent.body).not.toContain('Row');
      const anonymous = await portal.app.inject({
        method: method as 'GET',
        url,
        ...(method === 'POST' ? { payload } : {}),
      });
      expect(anonymous.statusCode).toBe(401);
    }
    expect(await userBy('probe@example.org')).toBeNull();
  });

  it('lists the staff who may be a success coach', async () => {
    const res = await portal.app.inject({
      url: '/api/admin/enrolment/coaches',
      headers: { cookie: cookies.coach },
    });
    expect(res.statusCode).toBe(200);
    const names = (res.json().coaches as { id: string; name: string }[]).map((c) => c.id);
    expect(names).toContain(await coachId());
    expect(names).not.toContain((await userBy('new@example.org'))!.id);
  });

  it('never offers or takes a deactivated coach, by the form or by a file', async () => {
    const [gone] = await db()
      .insert(users)
      .values({ role: 'coach', email: 'gone.coach@example.org', firstName: 'Gone', lastName: 'Coach' })
      .returning({ id: users.id });
    await db().update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone!.id));
    const list = await portal.app.inject({
      url: '/api/admin/enrolment/coaches',
      headers: { cookie: cookies.coach },
    });
    expect((list.json().coaches as { id: string }[]).map((c) => c.id)).not.toContain(gone!.id);
    const form = await post('/api/admin/students', cookies.coach, {
      ...maria,
      email: 'new.person@example.org',
      phone: '(312) 555-0177',
      coachId: gone!.id,
    });
    expect(form.statusCode).toBe(404);
    expect(await userBy('new.person@example.org')).toBeNull();
    const csv =
      'first_name,last_name,email,phone,coach_email\nAna,Lee,ana.lee@example.org,(312) 555-0178,gone.coach@example.org\n';
    const preview = await post('/api/admin/enrolment/preview', cookies.coach, { csv });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().rows[0].status).toBe('wrong');
  });
});

describe('a student without a mobile phone', () => {
  it('is enrolled by e-mail alone, welcomed by e-mail naming it, and signs in with it', async () => {
    const res = await post('/api/admin/students', cookies.coach, {
      firstName: 'Rosa',
      lastName: 'Díaz',
      email: 'rosa.diaz@example.org',
      locale: 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().welcome).toEqual(['email']);
    expect((await userBy('rosa.diaz@example.org'))!.phone).toBeNull();
    const [mail] = await welcomesTo('rosa.diaz@example.org', 1);
    expect(mail!.text).toContain('enter this e-mail address');
    const own = await portal.signIn('rosa.diaz@example.org');
    const session = await portal.app.inject({ url: '/api/user/session', headers: { cookie: own } });
    expect(session.json()).toMatchObject({ status: '0_New', phone: '' });
  });

  it('imports a file without a phone column, or with an empty phone, and still checks a typed one', async () => {
    const csv = [
      'first_name,last_name,email,phone',
      'Tom,Reyes,tom.reyes@example.org,',
      'Eva,Lind,eva.lind@example.org,555',
    ].join('\n');
    const preview = (await post('/api/admin/enrolment/preview', cookies.coach, { csv })).json();
    expect(preview.rows.map((r: { status: string }) => r.status)).toEqual(['new', 'wrong']);
    const noColumn = 'first_name,last_name,email\nIda,Moss,ida.moss@example.org\n';
    const imported = await post(
      '/api/admin/enrolment/import',
      cookies.coach,
      { csv: noColumn },
      randomUUID(),
    );
    expect(imported.statusCode).toBe(200);
    expect((await userBy('ida.moss@example.org'))!.phone).toBeNull();
  });
});
