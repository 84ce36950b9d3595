import { beforeAll, describe, expect, it } from 'vitest';
import { PROGRESS_FORM, PROGRESS_PING } from '@shared/page-data.js';
import { usePortal, ROOMY_LIMITS } from './harness.js';

// Decision 039: "this step is done" as a plain HTML form, for a page whose script has not run. The same
// rule as POST /api/completion, answered with a redirect.
const portal = usePortal(ROOMY_LIMITS);
const rules = '/program/welcome/program_rules';
let newcomer: string;

beforeAll(async () => {
  newcomer = await portal.signIn('new@example.org');
});

function post(fields: Record<string, string>, cookie?: string, headers: Record<string, string> = {}) {
  return portal.app.inject({
    method: 'POST',
    url: PROGRESS_FORM,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function doneBy(cookie: string): Promise<string[]> {
  const res = await portal.app.inject({ method: 'GET', url: '/api/completion', headers: { cookie } });
  return (res.json() as { url: string }[]).map((c) => c.url);
}

describe('the plain form that marks a step done', () => {
  it('marks a step the student may mark and sends the browser back to the checklist; a second tap adds nothing', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await post({ url: rules, next: '/program/welcome' }, newcomer);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/program/welcome');
    }
    expect((await doneBy(newcomer)).filter((url) => url === rules)).toHaveLength(1);
  });

  it('without a place to go back to, sends the browser on to the step it opened', async () => {
    const student = await portal.signIn('permit@example.org');
    const res = await post({ url: '/program/permit/find_dot_clinic' }, student);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/program/permit/find_dot_clinic');
    expect(await doneBy(student)).toContain('/program/permit/find_dot_clinic');
  });

  it('never sends the browser to another site', async () => {
    for (const next of ['//elsewhere.example/x', 'https://elsewhere.example/', '/\\elsewhere.example']) {
      const res = await post({ url: rules, next }, newcomer);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(rules);
    }
  });

  it('sends a caller without a session to sign in, and records nothing', async () => {
    const res = await post({ url: rules });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login');
  });

  it('refuses what the student may not mark themselves, with the API’s message, and records nothing', async () => {
    const school = await post({ url: '/program/school/enrollment' }, newcomer);
    expect(school.statusCode).toBe(403);
    const unknown = await post({ url: '/program/welcome/no_such_step' }, newcomer);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/step/i);
    const done = await doneBy(newcomer);
    expect(done).not.toContain('/program/school/enrollment');
    expect(done).not.toContain('/program/welcome/no_such_step');
  });

  it('marks only the caller’s own steps: a field naming another student is ignored', async () => {
    const other = await portal.signIn('setup@example.org');
    const before = await doneBy(other);
    const res = await post(
      { url: '/program/welcome/rides', userId: await portal.idOf('setup@example.org') },
      newcomer,
    );
    expect(res.statusCode).toBe(303);
    expect(await doneBy(other)).toEqual(before);
    expect(await doneBy(newcomer)).toContain('/program/welcome/rides');
  });

  it('refuses a coach, and a post from another site', async () => {
    const coach = await portal.signIn('coach@example.org');
    expect((await post({ url: rules }, coach)).statusCode).toBe(403);
    const foreign = await post({ url: '/program/welcome/meet_your_coach' }, newcomer, {
      origin: 'https://elsewhere.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(foreign.statusCode).toBe(403);
    expect(await doneBy(newcomer)).not.toContain('/program/welcome/meet_your_coach');
  });
});

/** What a browser sends for `<a ping>` when a link is followed before the page's script runs. */
function ping(url: string, cookie?: string, headers: Record<string, string> = {}) {
  return portal.app.inject({
    method: 'POST',
    url: `${PROGRESS_PING}?${new URLSearchParams({ url })}`,
    headers: { 'content-type': 'text/ping', ...(cookie ? { cookie } : {}), ...headers },
    payload: 'PING',
  });
}

describe('the ping of a checklist link followed before the script ran', () => {
  it('marks the step the student opened, once however often it is sent, and answers with nothing', async () => {
    const student = await portal.signIn('permit@example.org');
    for (let i = 0; i < 2; i++) {
      const res = await ping('/program/permit/find_dmv', student, { 'sec-fetch-site': 'same-origin' });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
    }
    expect((await doneBy(student)).filter((url) => url === '/program/permit/find_dmv')).toHaveLength(1);
  });

  it('refuses a caller without a session, a coach, a step the student may not mark and another site', async () => {
    const student = await portal.signIn('setup@example.org');
    const coach = await portal.signIn('coach@example.org');
    expect((await ping('/program/welcome/meet_your_coach')).statusCode).toBe(401);
    expect((await ping('/program/welcome/meet_your_coach', coach)).statusCode).toBe(403);
    expect((await ping('/program/school/enrollment', student)).statusCode).toBe(403);
    expect((await ping('', student)).statusCode).toBe(400);
    const foreign = await ping('/program/welcome/meet_your_coach', student, {
      origin: 'https://elsewhere.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(foreign.statusCode).toBe(403);
    const done = await doneBy(student);
    expect(done).not.toContain('/program/welcome/meet_your_coach');
    expect(done).not.toContain('/program/school/enrollment');
  });
});
