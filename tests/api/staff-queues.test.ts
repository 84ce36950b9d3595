import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { photoFolderOf } from '@shared/domain/documents.js';
import { auditLog, documents, users } from '@server/db/schema/index.js';
import { usePortal, ROOMY_LIMITS } from './harness.js';
import { plainPhoto, uploadTo } from './uploads.js';

const portal = usePortal(ROOMY_LIMITS);
let school: string;
let permit: string;
let grad: string;
let kevin: string;
let tanya: string;

beforeAll(async () => {
  await portal.database.db.insert(users).values({
    role: 'coach',
    email: 'tanya.coach@example.org',
    phone: '+13125550188',
    firstName: 'Tanya',
    lastName: 'Brooks',
    status: null,
    city: 'Chicago',
    state: 'IL',
  });
  [school, permit, grad, kevin, tanya] = await Promise.all([
    portal.signIn('school@example.org'),
    portal.signIn('permit@example.org'),
    portal.signIn('grad@example.org'),
    portal.signIn('coach@example.org'),
    portal.signIn('tanya.coach@example.org'),
  ]);
});

const db = () => portal.database.db;
const post = (url: string, cookie: string | null, payload?: object) =>
  portal.app.inject({
    method: 'POST',
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
const get = (url: string, cookie: string | null) =>
  portal.app.inject({ url, headers: cookie ? { cookie } : {} });

/** Two coaches decide at the same moment: exactly one wins and the other is told who decided. */
async function race(url: string, payload?: object) {
  const [a, b] = await Promise.all([post(url, kevin, payload), post(url, tanya, payload)]);
  expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  const [winner, loser] = a.statusCode === 200 ? [kevin, b] : [tanya, a];
  const name = winner === kevin ? 'Kevin Reed' : 'Tanya Brooks';
  expect(loser.json()).toEqual({ code: 'CONFLICT', message: `Already decided by ${name}.` });
  return name;
}

/** A photo of a folder the student still has to upload (its status is set back to incomplete first). */
async function uploadPhoto(cookie: string, folder: string, email: string): Promise<string> {
  const spec = photoFolderOf(folder)!;
  const [owner] = await db().select().from(users).where(eq(users.email, email));
  await db()
    .update(documents)
    .set({ [spec.statusKey]: 'incomplete' })
    .where(eq(documents.userId, owner!.id));
  const res = await uploadTo(portal, cookie, folder, {
    name: 'p.jpg',
    type: 'image/jpeg',
    data: await plainPhoto(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { path: string }).path.split('/')[1]!;
}

describe('every queue decides an item once', () => {
  it('documents: two coaches at once, one approves, the other gets 409 naming them; once audited', async () => {
    const id = await uploadPhoto(school, 'cdlALicense', 'school@example.org');
    await race(`/api/admin/documents/${id}/approve`);
    // A later send-back, by either coach, is refused the same way.
    const late = await post(`/api/admin/documents/${id}/reject`, kevin, { reason: 'blurry' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^Already decided by (Kevin Reed|Tanya Brooks)\.$/);
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'documents.approve'));
    expect(audit.filter((a) => a.detail.uploadId === id)).toHaveLength(1);
  });

  it('documents: a send-back and an approval at once, one of them wins', async () => {
    const id = await uploadPhoto(school, 'dotPhysical', 'school@example.org');
    const [a, b] = await Promise.all([
      post(`/api/admin/documents/${id}/reject`, kevin, { reason: 'The photo is blurry.' }),
      post(`/api/admin/documents/${id}/approve`, tanya),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('stipends: approve once, then mark paid once', async () => {
    const asked = await post('/api/paypal/requestStipend', school, {
      email: 'pay@example.org',
      reasonNotes: 'Attendance: full',
      week: 1,
      answers: { week1: { ready: 4, hardest: 'Backing up the trailer' } },
    });
    expect(asked.statusCode).toBe(200);
    const list = (await get('/api/admin/stipends', kevin)).json() as { id: string }[];
    const id = list[0]!.id;
    await race(`/api/admin/stipends/${id}/approve`);
    await race(`/api/admin/stipends/${id}/paid`);
    const declined = await post(`/api/admin/stipends/${id}/decline`, kevin, { reason: 'x' });
    expect(declined.statusCode).toBe(409);
  });

  it('payouts: approve once, then mark paid once', async () => {
    await db().update(users).set({ state: 'NV' }).where(eq(users.email, 'grad@example.org'));
    const asked = await portal.app.inject({
      method: 'POST',
      url: '/api/paypal/requestBonusPayout',
      headers: { cookie: grad, 'idempotency-key': randomUUID() },
      payload: { reason: 'fees', email: 'andre.pay@example.org' },
    });
    expect(asked.statusCode).toBe(200);
    const id = asked.json().uuid as string;
    await race(`/api/admin/payouts/${id}/approve`);
    await race(`/api/admin/payouts/${id}/paid`);
  });

  it('rides: an access request turned on and declined at once, one wins; a Flexible ride decided once', async () => {
    expect((await post('/api/uber/access', permit, { reason: 'No car' })).statusCode).toBe(200);
    const queue = (await get('/api/admin/rides', kevin)).json() as { access: { id: string }[] };
    const id = queue.access[0]!.id;
    const [a, b] = await Promise.all([
      post(`/api/admin/rides/access/${id}/enable`, kevin),
      post(`/api/admin/rides/access/${id}/decline`, tanya, { reason: 'Not for a program step.' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().message).toBe(
      `Already decided by ${a.statusCode === 200 ? 'Kevin Reed' : 'Tanya Brooks'}.`,
    );

    const cafe = {
      kind: 'custom',
      name: 'Cafe',
      address: '2400 W Cermak Rd',
      city: 'Chicago',
      state: 'IL',
      zip: '60608',
    };
    const trip = await portal.app.inject({
      method: 'POST',
      url: '/api/trip',
      headers: { cookie: school, 'idempotency-key': randomUUID() },
      payload: { rideReason: 'Flexible', pickup: { kind: 'home' }, dropoff: cafe },
    });
    expect(trip.statusCode, trip.body).toBe(200);
    await race(`/api/admin/rides/trips/${trip.json().id}/decline`, { reason: 'The place is too far.' });
  });

  it('tickets: two coaches mark one solved at once; one wins, once audited', async () => {
    expect((await post('/api/uber/access', grad, { reason: 'No car' })).statusCode).toBe(200);
    const open = (await get('/api/admin/tickets', kevin)).json() as { id: string }[];
    const id = open[0]!.id;
    await race(`/api/admin/tickets/${id}/solve`);
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'tickets.solve'));
    expect(audit.filter((a) => a.detail.ticketId === id)).toHaveLength(1);
  });

  it('students and anonymous callers cannot decide', async () => {
    const id = await uploadPhoto(permit, 'dotPhysical', 'permit@example.org');
    expect((await post(`/api/admin/documents/${id}/approve`, permit)).statusCode).toBe(403);
    expect((await post(`/api/admin/documents/${id}/approve`, school)).statusCode).toBe(403);
    expect((await post(`/api/admin/documents/${id}/approve`, null)).statusCode).toBe(401);
  });
});

describe('the audit log', () => {
  it('names the object of each row and filters by student, coach, action and day on the server', async () => {
    const id = await uploadPhoto(permit, 'birthCertificate', 'permit@example.org');
    expect((await post(`/api/admin/documents/${id}/reject`, tanya, { reason: 'Cut off' })).statusCode).toBe(
      200,
    );
    const [student] = await db().select().from(users).where(eq(users.email, 'permit@example.org'));
    const name = `${student!.firstName} ${student!.lastName}`;

    const all = (await get('/api/admin/audit', kevin)).json() as { summary: string; action: string }[];
    expect(all[0]!.summary).toBe(`Sent back Birth Certificate of ${name} (Cut off)`);

    const byStudent = (await get(`/api/admin/audit?studentName=${student!.lastName}`, kevin)).json();
    expect(byStudent.length).toBeGreaterThan(0);
    expect(byStudent.every((e: { subject: { name: string } }) => e.subject.name === name)).toBe(true);

    const byCoach = (await get('/api/admin/audit?coach=tanya', kevin)).json();
    expect(byCoach.length).toBeGreaterThan(0);
    expect(byCoach.every((e: { actor: { name: string } }) => e.actor.name === 'Tanya Brooks')).toBe(true);

    const byAction = (await get('/api/admin/audit?action=documents.reject', kevin)).json();
    // The race above may have sent one back too: every row is a send-back, the newest this one.
    expect(byAction.length).toBeGreaterThan(0);
    expect(byAction.every((e: { action: string }) => e.action === 'documents.reject')).toBe(true);
    expect(byAction[0].summary).toBe(`Sent back Birth Certificate of ${name} (Cut off)`);

    const today = new Date().toISOString().slice(0, 10);
    const thisDay = (await get(`/api/admin/audit?from=${today}&to=${today}`, kevin)).json();
    expect(thisDay).toHaveLength(all.length);
    expect((await get('/api/admin/audit?to=2020-01-01', kevin)).json()).toEqual([]);

    const backwards = await get('/api/admin/audit?from=2026-02-02&to=2026-02-01', kevin);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('The start date must be on or before the end date.');
    const notADay = await get('/api/admin/audit?from=2026-02-31', kevin);
    expect(notADay.statusCode).toBe(400);
    expect(notADay.json().message).toBe('Enter the date as YYYY-MM-DD.');
    expect((await get('/api/admin/audit?action=drop.table', kevin)).statusCode).toBe(400);
  });

  it('exports the same rows as CSV with a header row, and formulas in cells are made text', async () => {
    // A name a spreadsheet would run as a formula.
    await db()
      .update(users)
      .set({ firstName: '=HYPERLINK("http://evil.example")', lastName: 'X' })
      .where(eq(users.email, 'training@example.org'));
    const training = await portal.signIn('training@example.org');
    const id = await uploadPhoto(training, 'birthCertificate', 'training@example.org');
    expect((await post(`/api/admin/documents/${id}/approve`, kevin)).statusCode).toBe(200);
    const res = await get('/api/admin/audit.csv?action=documents.approve&studentName=evil.example', kevin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('When (UTC),Coach,Action,What,Student,Student e-mail');
    expect(lines).toHaveLength(2);
    const cells = lines[1]!.split(',');
    expect(cells.slice(1, 3)).toEqual(['Kevin Reed', 'Approved a document']);
    expect(lines[1]).toContain(',"Approved Birth Certificate of =HYPERLINK(""http://evil.example"") X",');
    // The student cell starts with "=": it is prefixed with a quote, so it shows as text.
    expect(lines[1]).toContain(',"\'=HYPERLINK(""http://evil.example"") X",training@example.org');
  });

  it('is for staff only, in JSON and CSV', async () => {
    for (const url of ['/api/admin/audit', '/api/admin/audit.csv']) {
      expect((await get(url, school)).statusCode).toBe(403);
      expect((await get(url, permit)).statusCode).toBe(403);
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await get(url, tanya)).statusCode).toBe(200);
    }
  });
});
