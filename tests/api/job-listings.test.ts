import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobListings } from '@server/db/schema/index.js';
import { codeFrom, startTestPortal, usePortal, ROOMY_LIMITS } from './harness.js';

/** The program's job listings (decision 044): kept in the console, read on the job board. */

const portal = usePortal(ROOMY_LIMITS);
let careers: string;
let admin: string;
let coach: string;
let grad: string;

beforeAll(async () => {
  careers = await portal.signIn('careers@example.org');
  admin = await portal.signIn('admin@example.org');
  coach = await portal.signIn('coach@example.org');
  grad = await portal.signIn('grad@example.org');
}, 60_000);

const call = (opts: InjectOptions & { cookie?: string; key?: string }) =>
  portal.app.inject({
    ...opts,
    headers: {
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...(opts.key ? { 'idempotency-key': opts.key } : {}),
    },
  });

const listing = (over: Record<string, unknown> = {}) => ({
  title: 'CDL-A Local Driver',
  company: 'Lakeshore Freight Partners',
  address: '2600 S Halsted St',
  city: 'Chicago',
  state: 'il',
  zip: '60608',
  latitude: 41.8445,
  longitude: -87.6466,
  weeklyPayMin: 1200,
  weeklyPayMax: 1500,
  centsPerMile: null,
  homeTime: 'daily',
  routeType: 'local',
  equipment: 'dryVan',
  felonyFriendly: true,
  recordNote: 'Records older than 3 years are considered case by case.',
  newDriversWelcome: true,
  training: 'Two weeks riding with a trainer.',
  summary: 'Home every night. Deliveries to stores on the South Side.',
  applyUrl: 'https://jobs.lakeshore.test/apply',
  applyPhone: '(312) 555-0199',
  applyInstructions: '',
  ...over,
});

const create = (cookie: string, body: unknown, key = crypto.randomUUID()) =>
  call({ method: 'POST', url: '/api/admin/job-listings', cookie, key, payload: body as object });

const board = async (cookie = grad) => {
  const res = await call({ url: '/api/jobs?within=any&sort=newest', cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    jobs: { id: string; title: string; distanceMiles: number | null; applyInstructions: string | null }[];
  };
};

describe('a career coach keeps the listings', () => {
  it('adds a listing that a graduate finds on the board with its distance, once for a retried request', async () => {
    const key = crypto.randomUUID();
    const first = await create(careers, listing({ title: 'Night Yard Jockey' }), key);
    expect(first.statusCode, first.body).toBe(200);
    const made = first.json();
    expect(made).toMatchObject({
      title: 'Night Yard Jockey',
      state: 'IL',
      applyPhone: '+13125550199',
      applyInstructions: null,
      status: 'open',
      createdBy: 'Lena Brooks',
    });
    const again = await create(careers, listing({ title: 'Night Yard Jockey' }), key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(made.id);
    const rows = await portal.database.db
      .select()
      .from(jobListings)
      .where(eq(jobListings.title, 'Night Yard Jockey'));
    expect(rows).toHaveLength(1);

    const card = (await board()).jobs.find((j) => j.id === made.id);
    expect(card).toMatchObject({ title: 'Night Yard Jockey' });
    // grad@example.org lives at 1340 S Michigan Ave: about 1.3 miles from the yard.
    expect(card!.distanceMiles).toBeGreaterThan(0.5);
    expect(card!.distanceMiles).toBeLessThan(3);

    const [entry] = await portal.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'listings.create'));
    expect(entry?.detail).toMatchObject({
      listingId: made.id,
      subject: 'Night Yard Jockey — Lakeshore Freight Partners',
    });
  });

  it('finds the place from the address when no point is given', async () => {
    const res = await create(careers, listing({ title: 'Placed by ZIP', latitude: null, longitude: null }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().latitude).toEqual(expect.any(Number));
  });

  it('edits a listing, auditing only what changed; the same values again change nothing', async () => {
    const made = (await create(careers, listing({ title: 'Regional Driver' }))).json();
    const body = listing({
      title: 'Regional Driver',
      weeklyPayMax: 1700,
      applyUrl: '',
      applyPhone: '',
      applyInstructions: 'Ask for Dana at the front desk, weekdays 8–4.',
    });
    const res = await call({
      method: 'PUT',
      url: `/api/admin/job-listings/${made.id}`,
      cookie: admin,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      weeklyPayMax: 1700,
      applyUrl: null,
      applyPhone: null,
      updatedBy: 'Renee Okafor',
    });
    const same = await call({
      method: 'PUT',
      url: `/api/admin/job-listings/${made.id}`,
      cookie: careers,
      payload: body,
    });
    expect(same.json().updatedBy).toBe('Renee Okafor');
    const updates = (
      await portal.database.db.select().from(auditLog).where(eq(auditLog.action, 'listings.update'))
    ).filter((e) => (e.detail as { listingId?: string }).listingId === made.id);
    expect(updates).toHaveLength(1);
    expect(updates[0]!.detail).toMatchObject({
      before: { weeklyPayMax: 1500, applyUrl: 'https://jobs.lakeshore.test/apply' },
      after: { weeklyPayMax: 1700, applyUrl: null },
    });
    const card = (await board()).jobs.find((j) => j.id === made.id);
    expect(card?.applyInstructions).toBe('Ask for Dana at the front desk, weekdays 8–4.');
  });

  it('closes a listing: it leaves the board and a saved copy reads as no longer listed; reopening brings it back', async () => {
    const made = (await create(careers, listing({ title: 'Closing Soon Driver' }))).json();
    expect((await call({ method: 'PUT', url: `/api/jobs/${made.id}/saved`, cookie: grad })).statusCode).toBe(
      200,
    );
    const close = await call({
      method: 'POST',
      url: `/api/admin/job-listings/${made.id}/close`,
      cookie: careers,
    });
    expect(close.statusCode, close.body).toBe(200);
    expect(close.json()).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
    const twice = await call({
      method: 'POST',
      url: `/api/admin/job-listings/${made.id}/close`,
      cookie: careers,
    });
    expect(twice.json().status).toBe('closed');
    expect((await board()).jobs.some((j) => j.id === made.id)).toBe(false);
    const saved = (await call({ url: '/api/jobs/saved', cookie: grad })).json() as {
      jobs: { jobId: string; title: string; job: unknown }[];
    };
    expect(saved.jobs.find((j) => j.jobId === made.id)).toMatchObject({
      title: 'Closing Soon Driver',
      job: null,
    });
    expect((await call({ method: 'PUT', url: `/api/jobs/${made.id}/saved`, cookie: grad })).statusCode).toBe(
      404,
    );
    const closes = (
      await portal.database.db.select().from(auditLog).where(eq(auditLog.action, 'listings.close'))
    ).filter((e) => (e.detail as { listingId?: string }).listingId === made.id);
    expect(closes).toHaveLength(1);

    const reopen = await call({
      method: 'POST',
      url: `/api/admin/job-listings/${made.id}/reopen`,
      cookie: careers,
    });
    expect(reopen.json()).toMatchObject({ status: 'open', closedAt: null });
    expect((await board()).jobs.some((j) => j.id === made.id)).toBe(true);
  });

  it('lists open listings first for every staff member, and says who may change them', async () => {
    const asCoach = await call({ url: '/api/admin/job-listings', cookie: coach });
    expect(asCoach.statusCode).toBe(200);
    const body = asCoach.json() as { listings: { status: string }[]; canEdit: boolean };
    expect(body.canEdit).toBe(false);
    expect(body.listings.length).toBeGreaterThan(0);
    const statuses = body.listings.map((l) => l.status);
    expect(statuses).toEqual([...statuses].sort((a, b) => (a === b ? 0 : a === 'open' ? -1 : 1)));
    expect((await call({ url: '/api/admin/job-listings', cookie: careers })).json().canEdit).toBe(true);
  });
});

describe('who may do what', () => {
  it('lets a success coach read but not add, change or close', async () => {
    const made = (await create(careers, listing({ title: 'Coach Cannot Touch' }))).json();
    const add = await create(coach, listing());
    expect(add.statusCode).toBe(403);
    expect(add.json().message).toBe('Only career coaches and admins can add or change job listings.');
    const edit = await call({
      method: 'PUT',
      url: `/api/admin/job-listings/${made.id}`,
      cookie: coach,
      payload: listing(),
    });
    expect(edit.statusCode).toBe(403);
    const close = await call({
      method: 'POST',
      url: `/api/admin/job-listings/${made.id}/close`,
      cookie: coach,
    });
    expect(close.statusCode).toBe(403);
    const [row] = await portal.database.db.select().from(jobListings).where(eq(jobListings.id, made.id));
    expect(row).toMatchObject({ title: 'Coach Cannot Touch', status: 'open' });
  });

  it('refuses students (even with a bad body) and anonymous callers', async () => {
    expect((await call({ url: '/api/admin/job-listings', cookie: grad })).statusCode).toBe(403);
    expect((await create(grad, listing())).statusCode).toBe(403);
    expect((await create(grad, { nonsense: true })).statusCode).toBe(403);
    expect((await call({ url: '/api/admin/job-listings' })).statusCode).toBe(401);
    expect((await create('', listing())).statusCode).toBe(401);
  });

  it('answers 404 for a listing that does not exist and 400 for an id that is not one', async () => {
    const missing = await call({
      method: 'POST',
      url: `/api/admin/job-listings/${crypto.randomUUID()}/close`,
      cookie: careers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('There is no such listing.');
    expect(
      (await call({ method: 'POST', url: '/api/admin/job-listings/abc/close', cookie: careers })).statusCode,
    ).toBe(400);
  });
});

describe('every field is checked on the server', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['no title', { title: '  ' }, 'Enter the job title (up to 80 characters).'],
    ['a long company', { company: 'x'.repeat(61) }, 'Enter the company (up to 60 characters).'],
    ['a bad state', { state: 'Illinois' }, 'Enter the state as two letters, like IL.'],
    ['a bad ZIP', { zip: '606' }, 'Enter a 5-digit ZIP code.'],
    ['half a point', { longitude: null }, 'Give both latitude and longitude, or neither.'],
    ['hourly pay', { weeklyPayMin: 22 }, 'Enter weekly pay in whole dollars, between $200 and $10,000.'],
    [
      'pay upside down',
      { weeklyPayMin: 1600, weeklyPayMax: 1200 },
      'The weekly pay "up to" must be at least the "from" amount.',
    ],
    [
      'cents per mile',
      { centsPerMile: 5 },
      'Enter cents per mile as a whole number between 20 and 200, or leave it empty.',
    ],
    ['an unknown home time', { homeTime: 'never' }, 'Choose the home time.'],
    ['an unknown route', { routeType: 'moon' }, 'Choose the route.'],
    ['an unknown equipment', { equipment: 'rocket' }, 'Choose the equipment.'],
    [
      'a record answer that is not yes or no',
      { felonyFriendly: 'yes' },
      'Say whether the job is open to people with a record.',
    ],
    ['a long record note', { recordNote: 'x'.repeat(201) }, 'Keep the note about records to 200 characters.'],
    ['no summary', { summary: '' }, 'Say what the job is (up to 400 characters).'],
    [
      'an http link',
      { applyUrl: 'http://jobs.example.org' },
      'Enter a web address that starts with https://, or leave it empty.',
    ],
    [
      'a script link',
      { applyUrl: 'javascript:alert(1)' },
      'Enter a web address that starts with https://, or leave it empty.',
    ],
    ['a short phone', { applyPhone: '555-0199' }, 'Enter a 10-digit US phone number, or leave it empty.'],
    [
      'no way to apply',
      { applyUrl: '', applyPhone: null, applyInstructions: ' ' },
      'Say how to apply: a web address, a phone number or instructions.',
    ],
    ['a NUL character', { title: 'Driver\u0000' }, ''],
  ];
  it.each(cases)('refuses %s with a 400 and a plain message', async (_name, over, message) => {
    const res = await create(careers, listing(over));
    expect(res.statusCode, res.body).toBe(400);
    if (message) expect(res.json().message).toBe(message);
  });

  it('refuses an unknown field and an address the map does not know (with no point)', async () => {
    expect((await create(careers, { ...listing(), employer: 'x' })).statusCode).toBe(400);
    const nowhere = await create(
      careers,
      listing({
        address: '1 Nowhere Rd',
        city: 'Zzyzx',
        state: 'ZZ',
        zip: '00000',
        latitude: null,
        longitude: null,
      }),
    );
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().message).toBe(
      'That address was not found on the map. Check it, or give its latitude and longitude.',
    );
  });
});

describe('the demo listings', () => {
  it('are on the board in demo mode', async () => {
    expect((await board()).jobs.some((j) => j.id === 'lsf-101')).toBe(true);
  });

  it('never appear outside demo mode, where the board holds only the program’s listings', async () => {
    const sent: { to: string; text: string }[] = [];
    const prod = await startTestPortal(
      { PORTAL_DEMO: '0', RATE_LIMIT_PER_IP: '1000' },
      { ports: { email: { send: async (m) => void sent.push({ to: m.to, text: m.text }) } } },
    );
    try {
      const signIn = async (email: string) => {
        await prod.app.inject({ method: 'POST', url: '/api/sendgrid/sendToken', payload: { to: email } });
        let message: { text: string } | undefined;
        for (let i = 0; i < 100 && !message; i++) {
          message = sent.find((m) => m.to === email);
          if (!message) await new Promise((r) => setTimeout(r, 100));
        }
        const res = await prod.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email, token: codeFrom(message!.text) },
        });
        return `sid=${res.cookies.find((c) => c.name === 'sid')!.value}`;
      };
      const gradCookie = await signIn('grad@example.org');
      const empty = await prod.app.inject({ url: '/api/jobs?within=any', headers: { cookie: gradCookie } });
      expect(empty.statusCode, empty.body).toBe(200);
      expect(empty.json().total).toBe(0);

      const careersCookie = await signIn('careers@example.org');
      const made = await prod.app.inject({
        method: 'POST',
        url: '/api/admin/job-listings',
        headers: { cookie: careersCookie },
        payload: listing({ title: 'Program Partner Driver' }),
      });
      expect(made.statusCode, made.body).toBe(200);
      const res = await prod.app.inject({ url: '/api/jobs?within=any', headers: { cookie: gradCookie } });
      const ids = (res.json().jobs as { id: string }[]).map((j) => j.id);
      expect(ids).toEqual([made.json().id]);
      expect((await prod.ports.jobBoard.listings()).map((j) => j.company)).toEqual([
        'Lakeshore Freight Partners',
      ]);
      expect(
        (
          await prod.app.inject({
            method: 'PUT',
            url: '/api/jobs/lsf-101/saved',
            headers: { cookie: gradCookie },
          })
        ).statusCode,
      ).toBe(404);
    } finally {
      await prod.close();
    }
  }, 60_000);
});
