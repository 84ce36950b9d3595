import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TimelinePage } from '@shared/contracts/staff-texts.js';
import { TEXT_MAX_LENGTH } from '@shared/domain/texts.js';
import { auditLog, studentTexts, users } from '@server/db/schema/index.js';
import { countUnhandledReplies } from '@server/features/staff/texts.service.js';
import { usePortal, useFreshDemo } from './harness.js';

const SECRET = 'a-webhook-secret-for-tests';
const portal = usePortal({ RATE_LIMIT_PER_IP: '1000', CODES_PER_ADDRESS: '100', SMS_WEBHOOK_SECRET: SECRET });
const cookies = useFreshDemo(portal, ['coach', 'school', 'training']);
let studentId: string;
let phone: string;

beforeEach(async () => {
  const [row] = await db()
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(eq(users.email, 'school@example.org'));
  studentId = row!.id;
  phone = row!.phone!;
});

const db = () => portal.database.db;
function inject(
  method: 'GET' | 'POST',
  url: string,
  cookie: string | null,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return portal.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    ...(payload ? { payload } : {}),
  });
}
const text = (body: string, cookie: string | null = cookies.coach, key = randomUUID()) =>
  inject('POST', `/api/admin/students/${studentId}/texts`, cookie, { body }, { 'idempotency-key': key });
const reply = (body: string) => inject('POST', '/api/dev/sms/reply', null, { from: phone, body });
async function timeline(cookie = cookies.coach): Promise<TimelinePage> {
  const res = await inject('GET', `/api/admin/students/${studentId}/timeline`, cookie);
  if (res.statusCode !== 200) throw new Error(`timeline ${res.statusCode} ${res.body}`);
  return res.json();
}
const replies = async () =>
  (await inject('GET', '/api/admin/texts/replies', cookies.coach)).json() as {
    count: number;
    replies: { id: string; body: string; student: { id: string } }[];
  };

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('condition not reached');
}

describe('a coach texts a student', () => {
  it('sends one text per Idempotency-Key through the SMS port, shows it on the timeline and audits it', async () => {
    const key = randomUUID();
    const [first, second] = await Promise.all([
      text('Hi Marcus, your permit test is Tuesday at 9.', cookies.coach, key),
      text('Hi Marcus, your permit test is Tuesday at 9.', cookies.coach, key),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);

    const sent = await until(
      () => portal.messagesTo(phone),
      (list) => list.some((m) => m.text === 'Hi Marcus, your permit test is Tuesday at 9.'),
    );
    expect(sent.filter((m) => m.text.startsWith('Hi Marcus'))).toHaveLength(1);
    expect(await db().select().from(studentTexts)).toHaveLength(1);

    const page = await timeline();
    expect(page.entries[0]).toMatchObject({
      kind: 'text',
      actor: 'staff',
      actorName: 'Kevin Reed',
      title: 'Texted the student',
      body: 'Hi Marcus, your permit test is Tuesday at 9.',
    });
    const audit = (await db().select().from(auditLog)).filter((a) => a.action === 'texts.send');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.subjectUserId).toBe(studentId);
    expect(audit[0]!.detail).toMatchObject({ after: 'Hi Marcus, your permit test is Tuesday at 9.' });
  });

  it('refuses an empty or too long text with a clear 400, and sends nothing', async () => {
    const empty = await text('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Write the text first.');
    const long = await text('x'.repeat(TEXT_MAX_LENGTH + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(`Keep a text to ${TEXT_MAX_LENGTH} characters or fewer.`);
    expect(await db().select().from(studentTexts)).toHaveLength(0);
  });

  it('answers 404 for someone who is not a student', async () => {
    const res = await inject(
      'POST',
      `/api/admin/students/${randomUUID()}/texts`,
      cookies.coach,
      { body: 'Hello' },
      { 'idempotency-key': randomUUID() },
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('replies', () => {
  it('land on the timeline and in the counted Replies queue until a coach handles them', async () => {
    expect((await text('Can you come to orientation Friday?')).statusCode).toBe(200);
    const received = await reply('Yes I will be there');
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().studentId).toBe(studentId);

    expect((await timeline()).entries[0]).toMatchObject({
      kind: 'text',
      actor: 'student',
      title: 'Texted back',
      body: 'Yes I will be there',
    });
    const queue = await replies();
    expect(queue.count).toBe(1);
    expect(queue.replies[0]).toMatchObject({ body: 'Yes I will be there', student: { id: studentId } });
    expect(await countUnhandledReplies(db())).toBe(1);

    const handled = await inject(
      'POST',
      `/api/admin/texts/replies/${queue.replies[0]!.id}/handled`,
      cookies.coach,
    );
    expect(handled.statusCode).toBe(200);
    expect((await replies()).count).toBe(0);
    expect(await countUnhandledReplies(db())).toBe(0);
    const again = await inject(
      'POST',
      `/api/admin/texts/replies/${queue.replies[0]!.id}/handled`,
      cookies.coach,
    );
    expect(again.statusCode).toBe(200);
    expect((await db().select().from(auditLog)).filter((a) => a.action === 'texts.handle')).toHaveLength(1);
  });

  it('count as answered when a coach texts the student back', async () => {
    await reply('Who is this?');
    expect((await replies()).count).toBe(1);
    expect((await text('Kevin, your coach at the program.')).statusCode).toBe(200);
    expect((await replies()).count).toBe(0);
  });

  it('from a number that is no student’s are refused with 404', async () => {
    const res = await inject('POST', '/api/dev/sms/reply', null, { from: '+13125559999', body: 'hi' });
    expect(res.statusCode).toBe(404);
    expect(await countUnhandledReplies(db())).toBe(0);
  });
});

describe('opt-out words', () => {
  it('STOP refuses further texts with a clear 409, START lets them through again', async () => {
    expect((await text('Reminder: class at 10.')).statusCode).toBe(200);
    await reply('STOP');
    const refused = await text('Are you still coming?');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/opted out of texts/);
    expect((await db().select().from(studentTexts)).filter((m) => m.direction === 'out')).toHaveLength(1);

    const detail = (await inject('GET', `/api/admin/students/${studentId}`, cookies.coach)).json();
    expect(detail.textsOptedOut).toBe(true);
    expect((await timeline()).entries[0]).toMatchObject({ title: 'Opted out of texts', body: 'STOP' });

    await reply('start');
    expect((await text('Welcome back!')).statusCode).toBe(200);
    expect(
      (await inject('GET', `/api/admin/students/${studentId}`, cookies.coach)).json().textsOptedOut,
    ).toBe(false);
  });
});

describe('who may text and read', () => {
  it('refuses the student, another student and anonymous callers', async () => {
    for (const [cookie, status] of [
      [cookies.school, 403],
      [cookies.training, 403],
      [null, 401],
    ] as const) {
      expect((await text('hello', cookie)).statusCode).toBe(status);
      expect((await inject('GET', `/api/admin/students/${studentId}/timeline`, cookie)).statusCode).toBe(
        status,
      );
      expect((await inject('GET', '/api/admin/texts/replies', cookie)).statusCode).toBe(status);
      expect(
        (await inject('POST', `/api/admin/texts/replies/${randomUUID()}/handled`, cookie)).statusCode,
      ).toBe(status);
    }
    expect(await db().select().from(studentTexts)).toHaveLength(0);
  });
});

describe('POST /api/twilio/sms (the provider’s webhook)', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const hook = (fields: Record<string, string>, headers: Record<string, string>) =>
    portal.app.inject({
      method: 'POST',
      url: '/api/twilio/sms',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: form(fields),
    });

  it('refuses a missing or wrong secret with 401 and records nothing', async () => {
    const fields = { From: phone, Body: 'hello', MessageSid: 'SM1' };
    expect((await hook(fields, {})).statusCode).toBe(401);
    expect((await hook(fields, { 'x-webhook-secret': 'not-the-secret-at-all' })).statusCode).toBe(401);
    const basic = `Basic ${Buffer.from('twilio:wrong-secret-value').toString('base64')}`;
    expect((await hook(fields, { authorization: basic })).statusCode).toBe(401);
    expect(await db().select().from(studentTexts)).toHaveLength(0);
  });

  it('records a reply once per MessageSid with the right secret (header or Basic auth)', async () => {
    const fields = { From: phone, Body: 'Running late', MessageSid: 'SM2' };
    const first = await hook(fields, { 'x-webhook-secret': SECRET });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/text\/xml/);
    const basic = `Basic ${Buffer.from(`twilio:${SECRET}`).toString('base64')}`;
    expect((await hook(fields, { authorization: basic })).statusCode).toBe(200);
    expect(await db().select().from(studentTexts)).toHaveLength(1);
    expect((await replies()).count).toBe(1);
    await hook({ From: phone, Body: 'Stop', MessageSid: 'SM3' }, { 'x-webhook-secret': SECRET });
    expect((await text('Still there?')).statusCode).toBe(409);
  });
});

describe('the timeline', () => {
  it('pages newest first and shows the student’s steps, uploads and staff notes with who did them', async () => {
    const note = await inject(
      'POST',
      '/api/notes',
      cookies.coach,
      { studentId, type: 'call', body: 'Called about the permit test.' },
      { 'idempotency-key': randomUUID() },
    );
    expect(note.statusCode).toBe(200);
    const first = await timeline();
    expect(first.entries[0]).toMatchObject({
      kind: 'note',
      actor: 'staff',
      actorName: 'Kevin Reed',
      body: 'Called about the permit test.',
    });
    const kinds = new Set(first.entries.map((e) => e.kind));
    expect(kinds.has('step')).toBe(true);
    const at = first.entries.map((e) => e.at);
    expect([...at].sort().reverse()).toEqual(at);

    const page = (
      await inject('GET', `/api/admin/students/${studentId}/timeline?limit=2`, cookies.coach)
    ).json();
    expect(page.entries).toHaveLength(2);
    expect(page.nextOffset).toBe(2);
    const next = (
      await inject('GET', `/api/admin/students/${studentId}/timeline?limit=2&offset=2`, cookies.coach)
    ).json() as TimelinePage;
    expect(next.entries[0]!.id).toBe(first.entries[2]!.id);
  });
});

describe('limits and the demo mailbox', () => {
  it('lets one coach send 30 texts in ten minutes, then answers 429', async () => {
    for (let i = 0; i < 30; i++) expect((await text(`Reminder ${i}`)).statusCode).toBe(200);
    expect((await text('One too many')).statusCode).toBe(429);
    expect((await db().select().from(studentTexts)).filter((m) => m.direction === 'out')).toHaveLength(30);
  });

  it('answers a text from the dev mailbox’s reply form through the same path as a real reply', async () => {
    const page = await portal.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    const res = await portal.app.inject({
      method: 'POST',
      url: '/dev/mailbox/reply',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ from: phone, body: 'Quit' }).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/dev/mailbox?replied=1');
    expect((await replies()).replies[0]).toMatchObject({ body: 'Quit', keyword: 'stop' });
    expect((await text('Hello?')).statusCode).toBe(409);
  });
});
