import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { completions, savedJobs, users } from '@server/db/schema/index.js';
import { contentDir } from '@server/paths.js';
import { usePortal, ROOMY_LIMITS, useSignIns } from './harness.js';

const portal = usePortal(ROOMY_LIMITS);
const cookies = useSignIns(portal, ['grad', 'school', 'coach']);
let gradId: string;

const JOB_BOARD = '/postprogram/career_services/job_board';

beforeAll(async () => {
  gradId = await portal.idOf('grad@example.org');
});

const inject = (opts: InjectOptions) => portal.app.inject(opts);
const headers = (cookie?: string) => (cookie ? { cookie } : {});
const get = (url: string, cookie?: string) => inject({ url, headers: headers(cookie) });
const put = (url: string, cookie?: string) => inject({ method: 'PUT', url, headers: headers(cookie) });
const del = (url: string, cookie?: string) => inject({ method: 'DELETE', url, headers: headers(cookie) });

interface Card {
  id: string;
  title: string;
  distanceMiles: number | null;
  homeTime: string;
  routeType: string;
  felonyFriendly: boolean;
  weeklyPayMin: number;
  weeklyPayMax: number;
  postedAt: string;
  logoUrl: string | null;
  saved: boolean;
}
const list = async (query: string, cookie = cookies.grad) => {
  const res = await get(`/api/jobs${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    origin: { label: string; source: string } | null;
    placeNotFound: boolean;
    jobs: Card[];
    page: number;
    pages: number;
    total: number;
    areaBoardUrl: string | null;
  };
};
const savedOf = async (cookie: string) =>
  ((await get('/api/jobs/saved', cookie)).json() as { jobs: { jobId: string; job: Card | null }[] }).jobs.map(
    (j) => j.jobId,
  );

describe('the job board', () => {
  it('lists jobs within 50 miles of the graduate, closest first, with the area board beside them', async () => {
    const body = await list('');
    expect(body.origin).toEqual({ label: 'Chicago, IL', source: 'home' });
    expect(body.areaBoardUrl).toBe('https://jobs.freeway.example/chicago');
    expect(body.total).toBeGreaterThan(10);
    expect(body.jobs).toHaveLength(10);
    expect(body.pages).toBe(Math.ceil(body.total / 10));
    const miles = body.jobs.map((j) => j.distanceMiles!);
    expect(miles.every((m) => m <= 50)).toBe(true);
    expect([...miles].sort((a, b) => a - b)).toEqual(miles);
    expect(body.jobs.some((j) => j.logoUrl?.startsWith('/api/jobs/employerIcons/'))).toBe(true);
  });

  it('widens, narrows and filters on the server', async () => {
    const near = await list('?within=25');
    const far = await list('?within=100');
    const any = await list('?within=any');
    expect(near.total).toBeLessThan(far.total);
    expect(far.total).toBeLessThan(any.total);
    expect(any.total).toBeGreaterThanOrEqual(40);
    const daily = await list('?within=any&home=daily&route=local');
    expect(daily.jobs.every((j) => j.homeTime === 'daily' && j.routeType === 'local')).toBe(true);
    const record = await list('?within=any&record=1');
    expect(record.total).toBeLessThan(any.total);
    expect(record.jobs.every((j) => j.felonyFriendly)).toBe(true);
  });

  it('sorts by pay and by newest, and pages without repeating a job', async () => {
    const pay = await list('?within=any&sort=pay');
    const mids = pay.jobs.map((j) => (j.weeklyPayMin + j.weeklyPayMax) / 2);
    expect([...mids].sort((a, b) => b - a)).toEqual(mids);
    const newest = await list('?within=any&sort=newest');
    const dates = newest.jobs.map((j) => Date.parse(j.postedAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const seen = new Set<string>();
    for (let page = 1; page <= newest.pages; page++)
      for (const j of (await list(`?within=any&sort=newest&page=${page}`)).jobs) seen.add(j.id);
    expect(seen.size).toBe(newest.total);
  });

  it('measures from a ZIP code or city the student types, and says when it cannot find one', async () => {
    const milwaukee = await list('?near=53202&within=25');
    expect(milwaukee.origin?.source).toBe('near');
    expect(milwaukee.origin?.label).toMatch(/Milwaukee, WI/);
    expect(milwaukee.total).toBeGreaterThan(0);
    expect(milwaukee.jobs.every((j) => j.distanceMiles! <= 25)).toBe(true);
    const unknown = await list('?near=Nowhere, ZZ');
    expect(unknown.placeNotFound).toBe(true);
    expect(unknown.origin?.source).toBe('home');
  });

  it('asks for a place when the student has none on file', async () => {
    const db = portal.database.db;
    const [row] = await db.select().from(users).where(eq(users.id, gradId));
    await db
      .update(users)
      .set({ latitude: null, longitude: null, zipcode: null, city: null })
      .where(eq(users.id, gradId));
    try {
      const body = await list('?within=25');
      expect(body.origin).toBeNull();
      expect(body.jobs.every((j) => j.distanceMiles === null)).toBe(true);
    } finally {
      await db
        .update(users)
        .set({ latitude: row!.latitude, longitude: row!.longitude, zipcode: row!.zipcode, city: row!.city })
        .where(eq(users.id, gradId));
    }
  });

  it.each([
    ['?within=30', 'Pick 25, 50 or 100 miles, or any distance.'],
    ['?home=sometimes', 'Pick a home time from the list.'],
    ['?route=moon', 'Pick a route type from the list.'],
    ['?sort=cheap', 'Sort by distance, pay or newest.'],
    ['?page=0', 'That page does not exist.'],
    ['?page=abc', 'That page does not exist.'],
    ['?page=40', 'That page does not exist.'],
    ['?record=yes', 'The record filter is on (1) or off (0).'],
    ['?near=%3Cscript%3E', 'Enter a 5-digit ZIP code or a city and state, like Chicago, IL.'],
    ['?color=blue', null],
  ])('refuses the bad filter %s with a 400 and a clear message', async (query, message) => {
    const res = await get(`/api/jobs${query}`, cookies.grad);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { code: string; message: string };
    expect(body.code).toBe('VALIDATION');
    if (message) expect(body.message).toBe(message);
    else expect(body.message.length).toBeGreaterThan(0);
  });

  it('completes "Look at trucking jobs near you" when the board is opened, and not by the browser', async () => {
    const db = portal.database.db;
    await db.delete(completions).where(eq(completions.userId, gradId));
    const refused = await inject({
      method: 'POST',
      url: '/api/completion',
      payload: { url: JOB_BOARD },
      headers: headers(cookies.grad),
    });
    expect(refused.statusCode).toBe(403);
    await list('');
    const done = (await get('/api/completion', cookies.grad)).json() as { url: string }[];
    expect(done.map((c) => c.url)).toContain(JOB_BOARD);
  });
});

describe('saved jobs', () => {
  it('saves once however often it is sent, shows it under Saved and on the list, and unsaves', async () => {
    const [first] = (await list('')).jobs;
    const url = `/api/jobs/${first!.id}/saved`;
    const [a, b] = await Promise.all([put(url, cookies.grad), put(url, cookies.grad)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json()).toEqual({ saved: true });
    expect((await put(url, cookies.grad)).statusCode).toBe(200);
    const rows = await portal.database.db.select().from(savedJobs).where(eq(savedJobs.userId, gradId));
    expect(rows.filter((r) => r.jobId === first!.id)).toHaveLength(1);
    expect(await savedOf(cookies.grad)).toEqual([first!.id]);
    expect((await list('')).jobs.find((j) => j.id === first!.id)?.saved).toBe(true);
    const saved = (await get('/api/jobs/saved', cookies.grad)).json() as { jobs: { job: Card | null }[] };
    expect(saved.jobs[0]!.job?.distanceMiles).not.toBeNull();

    expect((await del(url, cookies.grad)).json()).toEqual({ saved: false });
    expect((await del(url, cookies.grad)).statusCode).toBe(200);
    expect(await savedOf(cookies.grad)).toEqual([]);
  });

  it('refuses to save a job that is not on the board, and a malformed id', async () => {
    expect((await put('/api/jobs/no-such-job/saved', cookies.grad)).statusCode).toBe(404);
    expect((await put('/api/jobs/NOT%20A%20JOB/saved', cookies.grad)).statusCode).toBe(400);
  });

  it("keeps a closed listing's title on the saved list", async () => {
    await portal.database.db
      .insert(savedJobs)
      .values({ userId: gradId, jobId: 'closed-1', title: 'Old Job', company: 'Gone Freight' });
    const saved = (await get('/api/jobs/saved', cookies.grad)).json() as {
      jobs: { jobId: string; title: string; job: Card | null }[];
    };
    expect(saved.jobs.find((j) => j.jobId === 'closed-1')).toMatchObject({ title: 'Old Job', job: null });
    expect((await del('/api/jobs/closed-1/saved', cookies.grad)).statusCode).toBe(200);
  });

  it("lets no other student see or change someone's saved jobs", async () => {
    const [first] = (await list('')).jobs;
    await put(`/api/jobs/${first!.id}/saved`, cookies.grad);
    expect(await savedOf(cookies.school)).toEqual([]);
    expect((await list('', cookies.school)).jobs.find((j) => j.id === first!.id)?.saved ?? false).toBe(false);
    // Their unsave of the same job touches only their own list.
    expect((await del(`/api/jobs/${first!.id}/saved`, cookies.school)).statusCode).toBe(200);
    expect(await savedOf(cookies.grad)).toEqual([first!.id]);
    await del(`/api/jobs/${first!.id}/saved`, cookies.grad);
  });

  it('refuses a coach and an anonymous caller', async () => {
    for (const [method, url] of [
      ['GET', '/api/jobs'],
      ['GET', '/api/jobs/saved'],
      ['PUT', '/api/jobs/lsf-101/saved'],
      ['DELETE', '/api/jobs/lsf-101/saved'],
    ] as const) {
      expect(
        (await inject({ method, url, headers: headers(cookies.coach) })).statusCode,
        `${method} ${url}`,
      ).toBe(403);
      expect((await inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('in Spanish', () => {
  type Texts = { title: string; recordNote: string | null; training: string | null; summary: string };
  const spanish = (
    JSON.parse(readFileSync(join(contentDir, 'jobs', 'listings.es.json'), 'utf8')) as {
      jobs: Record<string, Texts>;
    }
  ).jobs;
  const texts = (j: Texts) => ({
    title: j.title,
    recordNote: j.recordNote,
    training: j.training,
    summary: j.summary,
  });
  const setLocale = async (locale: string) => {
    const res = await inject({
      method: 'PUT',
      url: '/api/user/locale',
      payload: { locale },
      headers: headers(cookies.grad),
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it("gives a Spanish-reading student the listings' words in Spanish: the same jobs, filters and order", async () => {
    const query = '?within=100&record=1&sort=pay';
    const english = await list(query);
    await setLocale('es');
    try {
      const inSpanish = await list(query);
      expect(inSpanish.total).toBe(english.total);
      expect(inSpanish.jobs.map((j) => [j.id, j.weeklyPayMin, j.weeklyPayMax, j.distanceMiles])).toEqual(
        english.jobs.map((j) => [j.id, j.weeklyPayMin, j.weeklyPayMax, j.distanceMiles]),
      );
      for (const job of inSpanish.jobs as (Card & Texts)[])
        expect(texts(job)).toEqual(texts(spanish[job.id]!));
      expect(inSpanish.jobs[0]!.title).not.toBe(english.jobs[0]!.title);

      // A job saved in Spanish reads in Spanish under Saved.
      const id = inSpanish.jobs[0]!.id;
      expect((await put(`/api/jobs/${id}/saved`, cookies.grad)).statusCode).toBe(200);
      const saved = (await get('/api/jobs/saved', cookies.grad)).json() as {
        jobs: { jobId: string; title: string; job: (Card & Texts) | null }[];
      };
      const row = saved.jobs.find((j) => j.jobId === id)!;
      expect(row.title).toBe(spanish[id]!.title);
      expect(texts(row.job!)).toEqual(texts(spanish[id]!));
      await del(`/api/jobs/${id}/saved`, cookies.grad);
    } finally {
      await setLocale('en');
    }
    expect((await list(query)).jobs.map((j) => j.title)).toEqual(english.jobs.map((j) => j.title));
  });
});

describe('employer logos', () => {
  it('serves a small SVG that the browser keeps, with a 304 for a repeat and a 404 for no logo', async () => {
    const { jobs } = await list('?within=any');
    const logo = jobs.find((j) => j.logoUrl)!.logoUrl!;
    const res = await get(logo, cookies.grad);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.body.startsWith('<svg')).toBe(true);
    const again = await inject({
      url: logo,
      headers: { cookie: cookies.grad, 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect((await get('/api/jobs/employerIcons/nobody', cookies.grad)).statusCode).toBe(404);
    expect((await get('/api/jobs/employerIcons/..%2Fsecret', cookies.grad)).statusCode).toBe(400);
    expect((await get(logo)).statusCode).toBe(401);
  });
});
