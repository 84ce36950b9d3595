import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devEvents, uploads, users } from '@server/db/schema/index.js';
import { sharpPortrait } from './analysis-images.js';
import { usePortal, ROOMY_LIMITS, codeFrom, startTestPortal, useSignIns } from './harness.js';

const portal = usePortal(ROOMY_LIMITS);
const cookies = useSignIns(portal, ['training', 'permit', 'coach']);

const call = (method: 'POST' | 'PATCH', url: string, cookie: string | undefined, payload: object) =>
  portal.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

/** Runs `action` and returns the code of the first new message to `to` after it. */
async function nextCode(to: string, action: () => Promise<{ statusCode: number; body: string }>) {
  const before = (await portal.messagesTo(to)).length;
  const res = await action();
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  for (let i = 0; i < 100; i++) {
    const list = await portal.messagesTo(to);
    const fresh = list.slice(0, list.length - before).find((m) => /\b\d{6}\b/.test(m.text));
    if (fresh) return codeFrom(fresh.text);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code for ${to}`);
}

async function currentOf(cookie: string): Promise<{ email: string; phone: string }> {
  return (await portal.app.inject({ url: '/api/user/session', headers: { cookie } })).json();
}

/**
 * A change's two codes: one to the address on file (step 1), then, with it, one to the new address
 * (step 2). Returns both codes.
 */
async function askNewCode(
  cookie: string,
  kind: 'email' | 'phone',
  body: Record<string, string>,
): Promise<{ currentCode: string; code: string }> {
  const me = await currentOf(cookie);
  const currentTo = kind === 'email' ? me.email : me.phone;
  const newTo =
    kind === 'email' ? body.email!.toLowerCase() : `+1${body.phone!.replace(/\D/g, '').slice(-10)}`;
  const currentCode = await nextCode(currentTo, () =>
    call('POST', `/api/account/${kind}/current-code`, cookie, body),
  );
  const code = await nextCode(newTo, () =>
    call('POST', `/api/account/${kind}/code`, cookie, { ...body, currentCode }),
  );
  return { currentCode, code };
}

const userBy = async (id: 'email' | 'phone', value: string) =>
  (await portal.database.db.select().from(users).where(eq(users[id], value)))[0];

describe('e-mail change', () => {
  it('checks every rule of spec 001 §5 "E-mail" on the server', async () => {
    const cases: [object, string][] = [
      [{ email: '', confirmEmail: '' }, 'Email address is required'],
      [{ email: 'nope', confirmEmail: 'nope' }, 'Must be a valid email address'],
      [
        { email: 'Training@example.org', confirmEmail: 'training@example.org' },
        'This is already your current email address',
      ],
      [{ email: 'jo.new@example.org', confirmEmail: '' }, 'Please confirm your email address'],
      [{ email: 'jo.new@example.org', confirmEmail: 'jo.other@example.org' }, 'Email addresses do not match'],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/account/email/code', cookies.training, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('answers an address of another account like any other before its code (issue 38)', async () => {
    const res = await call('POST', '/api/account/email/code', cookies.training, {
      email: 'permit@example.org',
      confirmEmail: 'permit@example.org',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('currentCode');
  });

  it('refuses staff and anonymous callers', async () => {
    const body = { email: 'x.y@example.org', confirmEmail: 'x.y@example.org' };
    expect((await call('POST', '/api/account/email/code', cookies.coach, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/account/email/code', undefined, body)).statusCode).toBe(401);
    expect(
      (await call('PATCH', '/api/user', undefined, { email: 'x.y@example.org', code: '123456' })).statusCode,
    ).toBe(401);
  });

  it('saves the new address only with the code sent to it, tells the old one and queues the help-desk update', async () => {
    const newEmail = 'dana.training@gmail.com';
    const { code } = await askNewCode(cookies.training, 'email', { email: newEmail, confirmEmail: newEmail });

    // Another student cannot use this code, and a wrong code is refused.
    const stolen = await call('PATCH', '/api/user', cookies.permit, { email: newEmail, code });
    expect(stolen.statusCode).toBe(400);
    const wrong = await call('PATCH', '/api/user', cookies.training, {
      email: newEmail,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^Token incorrect/);

    const ok = await call('PATCH', '/api/user', cookies.training, { email: newEmail, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe(newEmail);
    expect(ok.json().emailRating.rating).toBeDefined();
    const again = await call('PATCH', '/api/user', cookies.training, { email: newEmail, code });
    expect(again.statusCode).toBe(200);

    const saved = await userBy('email', newEmail);
    expect(saved?.emailRating).toBe(ok.json().emailRating.rating);
    const session = await portal.app.inject({
      method: 'GET',
      url: '/api/user/session',
      headers: { cookie: cookies.training },
    });
    expect(session.json().email).toBe(newEmail);

    let notice: { subject: string | null }[] = [];
    for (let i = 0; i < 50 && notice.length === 0; i++) {
      notice = (await portal.messagesTo('training@example.org')).filter((m) =>
        m.subject?.includes('was changed'),
      );
      if (!notice.length) await new Promise((r) => setTimeout(r, 100));
    }
    expect(notice.length).toBe(1);

    let events: { payload: unknown }[] = [];
    for (let i = 0; i < 50 && events.length === 0; i++) {
      events = await portal.database.db
        .select()
        .from(devEvents)
        .where(eq(devEvents.port, 'helpdesk.patchUser'));
      if (!events.length) await new Promise((r) => setTimeout(r, 100));
    }
    expect(events[0]?.payload).toEqual({ email: 'training@example.org', fields: { email: newEmail } });
  });
});

describe('phone change', () => {
  it('checks every rule of spec 001 §5 "Phone" on the server', async () => {
    const me = await portal.app.inject({
      method: 'GET',
      url: '/api/user/session',
      headers: { cookie: cookies.permit },
    });
    const current = me.json().phone as string;
    const cases: [object, string][] = [
      [{ phone: '', confirmPhone: '' }, 'Phone number is required'],
      [{ phone: '312 555 012', confirmPhone: '312 555 012' }, 'Must be a valid 10 digit US phone number.'],
      [{ phone: current, confirmPhone: current }, 'This is already your current phone number'],
      [{ phone: '(312) 555-0177', confirmPhone: '' }, 'Please confirm your phone number'],
      [{ phone: '(312) 555-0177', confirmPhone: '312.555.0178' }, 'Phone numbers do not match'],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/account/phone/code', cookies.permit, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('texts a code to the new number and stores it with +1', async () => {
    const { code } = await askNewCode(cookies.permit, 'phone', {
      phone: '+1 (312) 555-0177',
      confirmPhone: '312.555.0177',
    });
    const ok = await call('PATCH', '/api/user', cookies.permit, { phone: '312-555-0177', code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().phone).toBe('+13125550177');
    expect((await userBy('phone', '+13125550177'))?.email).toBe('permit@example.org');
  });

  it('answers a number of another account like any other before its code (issue 38)', async () => {
    const other = await userBy('email', 'school@example.org');
    const res = await call('POST', '/api/account/phone/code', cookies.permit, {
      phone: other!.phone,
      confirmPhone: other!.phone,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('currentCode');
  });
});

describe('a change starts at the address on file', () => {
  it('sends the first code to the current e-mail, and no code goes to the new address without it', async () => {
    const instructor = await portal.signIn('instructor@example.org');
    const newEmail = 'lee.instructor@gmail.com';
    const body = { email: newEmail, confirmEmail: newEmail };

    const none = await call('POST', '/api/account/email/code', instructor, body);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      field: 'currentCode',
      message: 'Enter the 6-digit code we sent to your current address.',
    });

    const currentCode = await nextCode('instructor@example.org', () =>
      call('POST', '/api/account/email/current-code', instructor, body),
    );
    const [toCurrent] = await portal.messagesTo('instructor@example.org');
    expect(toCurrent!.subject).toContain('change your e-mail');
    expect(await portal.messagesTo(newEmail)).toEqual([]);

    const wrong = await call('POST', '/api/account/email/code', instructor, {
      ...body,
      currentCode: currentCode === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      field: 'currentCode',
      message: expect.stringMatching(/^Token incorrect/),
    });
    expect(await portal.messagesTo(newEmail)).toEqual([]);

    // Another student's session cannot use it either: codes are bound to their owner.
    const stolen = await call('POST', '/api/account/email/code', cookies.permit, {
      email: 'someone.else@gmail.com',
      confirmEmail: 'someone.else@gmail.com',
      currentCode,
    });
    expect(stolen.statusCode).toBe(400);

    // Queued messages go out in a job: give a wrongly sent one the time to show up.
    await new Promise((r) => setTimeout(r, 500));
    expect(await portal.messagesTo(newEmail)).toEqual([]);
    const code = await nextCode(newEmail, () =>
      call('POST', '/api/account/email/code', instructor, { ...body, currentCode }),
    );
    expect(code).toMatch(/^\d{6}$/);
  });

  it('checks the new address before anything is sent to the current one', async () => {
    const bad = await call('POST', '/api/account/phone/current-code', cookies.training, {
      phone: '312 555 01',
      confirmPhone: '312 555 01',
    });
    expect(bad.json().message).toBe('Must be a valid 10 digit US phone number.');
  });

  it('a phone change texts the current phone first, tells it afterwards, and ends every other session', async () => {
    const here = await portal.signIn('school@example.org');
    const elsewhere = await portal.signIn('school@example.org');
    const oldPhone = (await currentOf(here)).phone;
    const { currentCode, code } = await askNewCode(here, 'phone', {
      phone: '312 555 0188',
      confirmPhone: '312 555 0188',
    });
    const before = (await portal.messagesTo(oldPhone)).length;
    const ok = await call('PATCH', '/api/user', here, { phone: '3125550188', code });
    expect(ok.statusCode).toBe(200);

    const session = (cookie: string) =>
      portal.app.inject({ url: '/api/user/session', headers: { cookie } }).then((r) => r.statusCode);
    expect(await session(here)).toBe(200);
    expect(await session(elsewhere)).toBe(401);

    let notice: { text: string }[] = [];
    for (let i = 0; i < 50 && notice.length === 0; i++) {
      notice = (await portal.messagesTo(oldPhone))
        .slice(0, -before || undefined)
        .filter((m) => m.text.includes('phone number was changed'));
      if (!notice.length) await new Promise((r) => setTimeout(r, 100));
    }
    expect(notice[0]!.text).toContain('ending in 0188');

    // The proof from the old phone is spent with the change.
    const reuse = await call('POST', '/api/account/phone/code', here, {
      phone: '312 555 0189',
      confirmPhone: '312 555 0189',
      currentCode,
    });
    expect(reuse.statusCode).toBe(400);
  });

  it('an e-mail change ends every other session too', async () => {
    const here = await portal.signIn('new@example.org');
    const elsewhere = await portal.signIn('new@example.org');
    const newEmail = 'sam.new@gmail.com';
    const { code } = await askNewCode(here, 'email', { email: newEmail, confirmEmail: newEmail });
    expect((await call('PATCH', '/api/user', here, { email: newEmail, code })).statusCode).toBe(200);
    const status = (cookie: string) =>
      portal.app.inject({ url: '/api/user/session', headers: { cookie } }).then((r) => r.statusCode);
    expect(await status(here)).toBe(200);
    expect(await status(elsewhere)).toBe(401);
  });
});

describe('PATCH /api/usersMetrics', () => {
  it('records the upload date and the photo path of the owner only', async () => {
    const form = new FormData();
    form.append('folder', 'profilePhoto');
    form.append('file', new Blob([new Uint8Array(await sharpPortrait())], { type: 'image/jpeg' }), 'me.jpg');
    const req = new Request('http://x/api/spaces', { method: 'POST', body: form });
    const upload = await portal.app.inject({
      method: 'POST',
      url: '/api/spaces',
      headers: { cookie: cookies.permit, 'content-type': req.headers.get('content-type')! },
      payload: Buffer.from(await req.arrayBuffer()),
    });
    expect(upload.statusCode).toBe(200);
    const path = upload.json().path as string;
    const date = new Date().toISOString();

    const stolen = await call('PATCH', '/api/usersMetrics', cookies.training, {
      profilePhotoUploadDate: date,
      profilePhotoPath: path,
    });
    expect(stolen.statusCode).toBe(404);
    const ok = await call('PATCH', '/api/usersMetrics', cookies.permit, {
      profilePhotoUploadDate: date,
      profilePhotoPath: path,
    });
    expect(ok.statusCode).toBe(200);
    const session = await portal.app.inject({
      method: 'GET',
      url: '/api/user/session',
      headers: { cookie: cookies.permit },
    });
    expect(session.json().profilePhotoPath).toBe(path);
    expect(session.json().userMetrics.profilePhotoUploadDate).toBe(date);

    expect(
      (await call('PATCH', '/api/usersMetrics', undefined, { profilePhotoUploadDate: date })).statusCode,
    ).toBe(401);
    expect(
      (await call('PATCH', '/api/usersMetrics', cookies.coach, { profilePhotoUploadDate: date })).statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', '/api/usersMetrics', cookies.permit, { profilePhotoUploadDate: 'yesterday' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('profile photo', () => {
  async function uploadPhoto(cookie: string) {
    const form = new FormData();
    form.append('folder', 'profilePhoto');
    form.append('file', new Blob([new Uint8Array(await sharpPortrait())], { type: 'image/jpeg' }), 'me.jpg');
    const req = new Request('http://x/api/spaces', { method: 'POST', body: form });
    const res = await portal.app.inject({
      method: 'POST',
      url: '/api/spaces',
      headers: { cookie, 'content-type': req.headers.get('content-type')! },
      payload: Buffer.from(await req.arrayBuffer()),
    });
    expect(res.statusCode).toBe(200);
    return res.json().path as string;
  }
  const photoRows = async (email: string) => {
    const owner = (await userBy('email', email))!;
    return (await portal.database.db.select().from(uploads).where(eq(uploads.userId, owner.id))).filter(
      (u) => u.folder === 'profilePhoto',
    );
  };

  it('a new photo replaces the old one: its row and its stored file are gone', async () => {
    const school = await portal.signIn('school@example.org');
    const first = await uploadPhoto(school);
    const [firstRow] = await photoRows('school@example.org');
    expect(await portal.ports.storage.get(firstRow!.objectKey)).not.toBeNull();

    const second = await uploadPhoto(school);
    const rows = await photoRows('school@example.org');
    expect(rows.map((r) => `profilePhoto/${r.id}`)).toEqual([second]);
    expect(await portal.ports.storage.get(firstRow!.objectKey)).toBeNull();
    expect((await userBy('email', 'school@example.org'))!.profilePhotoPath).toBe(second);
    const old = await portal.app.inject({
      url: `/api/spaces?path=${encodeURIComponent(first)}`,
      headers: { cookie: school },
    });
    expect(old.statusCode).toBe(404);
    // The client then records the date with the path it got back.
    const patched = await call('PATCH', '/api/usersMetrics', school, {
      profilePhotoUploadDate: new Date().toISOString(),
      profilePhotoPath: second,
    });
    expect(patched.statusCode).toBe(200);
  });

  it('refuses a path whose id is not a uuid with a clear 400', async () => {
    for (const path of ['profilePhoto/------------------------------------', 'profilePhoto/not-an-id']) {
      const res = await call('PATCH', '/api/usersMetrics', cookies.permit, {
        profilePhotoUploadDate: new Date().toISOString(),
        profilePhotoPath: path,
      });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().message).toBe('Choose a photo you uploaded for your profile.');
    }
  });
});

describe('change codes', () => {
  it('a code stops working after five wrong tries', async () => {
    const newEmail = 'school.person@gmail.com';
    const school = await portal.signIn('school@example.org');
    const { code } = await askNewCode(school, 'email', { email: newEmail, confirmEmail: newEmail });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await call('PATCH', '/api/user', school, { email: newEmail, code: wrong });
    // Five wrong codes in a row make the next guess wait (the count shared with sign-in): let it pass.
    for (const table of ['sign_in_failures', 'sign_in_client_failures'])
      await portal.database.db.execute(
        sql`update ${sql.identifier(table)} set last_failure_at = now() - interval '1 hour'`,
      );
    const late = await call('PATCH', '/api/user', school, { email: newEmail, code });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/ask for a new code/);
  });

  it('limits how many codes a student may ask for', async () => {
    const onhold = await portal.signIn('onhold@example.org');
    const asked = { phone: '312 555 0199', confirmPhone: '312 555 0199' };
    const { currentCode } = await askNewCode(onhold, 'phone', asked);
    const body = { ...asked, currentCode };
    for (let i = 0; i < 4; i++)
      expect((await call('POST', '/api/account/phone/code', onhold, body)).statusCode).toBe(200);
    const sixth = await call('POST', '/api/account/phone/code', onhold, body);
    expect(sixth.statusCode).toBe(429);
  });

  it('refuses a malformed code with a clear message', async () => {
    const res = await call('PATCH', '/api/user', cookies.training, { phone: '3125550123', code: '12ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The code is 6 digits.');
  });
});

describe('help desk down', () => {
  it('still saves the change; the help-desk update only fails in its job', async () => {
    const failing = await startTestPortal(
      { RATE_LIMIT_PER_IP: '1000', CODES_PER_ADDRESS: '100', JOB_RETRY_DELAY_SECONDS: '1' },
      {
        ports: {
          helpdesk: {
            createTicket: async () => ({ externalId: 'x' }),
            patchUser: async () => {
              throw new Error('help desk is down');
            },
            addNote: async () => {},
          },
        },
      },
    );
    try {
      const cookie = await failing.signIn('permit@example.org');
      const permitPhone = (await failing.app.inject({ url: '/api/user/session', headers: { cookie } })).json()
        .phone as string;
      const codeTo = async (to: string, url: string, payload: object) => {
        const before = (await failing.messagesTo(to)).length;
        await failing.app.inject({ method: 'POST', url, headers: { cookie }, payload });
        for (let i = 0; i < 100; i++) {
          const list = await failing.messagesTo(to);
          if (list.length > before) return codeFrom(list[0]!.text);
          await new Promise((r) => setTimeout(r, 100));
        }
        return '';
      };
      const body = { phone: '3125550166', confirmPhone: '3125550166' };
      const currentCode = await codeTo(permitPhone, '/api/account/phone/current-code', body);
      const code = await codeTo('+13125550166', '/api/account/phone/code', { ...body, currentCode });
      const res = await failing.app.inject({
        method: 'PATCH',
        url: '/api/user',
        headers: { cookie },
        payload: { phone: '3125550166', code },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().phone).toBe('+13125550166');
    } finally {
      await failing.close();
    }
  });
});

describe('graduates', () => {
  it('a graduate’s new phone is synced to the post-program system', async () => {
    const grad = await portal.signIn('grad@example.org');
    const { code } = await askNewCode(grad, 'phone', { phone: '312 555 0155', confirmPhone: '312 555 0155' });
    expect((await call('PATCH', '/api/user', grad, { phone: '3125550155', code })).statusCode).toBe(200);
    let synced: { payload: unknown }[] = [];
    for (let i = 0; i < 50 && synced.length === 0; i++) {
      synced = (
        await portal.database.db.select().from(devEvents).where(eq(devEvents.port, 'crm.postProgramSync'))
      ).filter((e) => (e.payload as { phone: string }).phone === '+13125550155');
      if (!synced.length) await new Promise((r) => setTimeout(r, 100));
    }
    expect(synced[0]?.payload).toMatchObject({ email: 'grad@example.org', phone: '+13125550155' });
  });
});
