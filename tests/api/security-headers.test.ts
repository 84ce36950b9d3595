import { PROGRAM_CONTACTS } from '../program-contacts.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '@shared/i18n.js';
import { usePortal, startTestPortal } from './harness.js';

const portal = usePortal({ PUBLIC_URL: 'http://portal.example.org' });
let student: string;
beforeAll(async () => {
  // Demo mode (the harness reads codes from the dev outbox) runs only on an http:// address.
  student = await portal.signIn('school@example.org');
});

const logout = (headers: Record<string, string>) =>
  portal.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: student, ...headers } });

describe('cross-site requests', () => {
  it.each([
    ['a foreign Origin', { origin: 'https://evil.example.com' }],
    ['Origin null', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['a look-alike host', { origin: 'http://portal.example.org.evil.com' }],
  ])('refuses an unsafe call with %s', async (_what, headers) => {
    const res = await logout(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'FORBIDDEN', message: t('security.crossSite') });
    // The session survived: the refused sign-out did nothing.
    const session = await portal.app.inject({ url: '/api/user/session', headers: { cookie: student } });
    expect(session.statusCode).toBe(200);
  });

  it('refuses a cross-site JSON write before reading it', async () => {
    const res = await portal.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: { cookie: student, origin: 'https://evil.example.com' },
      payload: { status: '99_Withdrew', from: '4_School' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('lets the portal itself, same-site fetches and non-browser callers through', async () => {
    const own = await portal.app.inject({
      method: 'POST',
      url: '/api/zendesk/createTicket',
      headers: { cookie: student, origin: 'http://portal.example.org', 'sec-fetch-site': 'same-origin' },
      payload: { subject: 'Hi', body: 'A question' },
    });
    expect(own.statusCode).toBe(200);
    const byHost = await portal.app.inject({
      method: 'POST',
      url: '/api/zendesk/createTicket',
      headers: { cookie: student, host: 'localhost:3000', origin: 'http://localhost:3000' },
      payload: { subject: 'Hi', body: 'A question' },
    });
    expect(byHost.statusCode).toBe(200);
    const curl = await portal.app.inject({
      method: 'POST',
      url: '/api/zendesk/createTicket',
      headers: { cookie: student },
      payload: { subject: 'Hi', body: 'A question' },
    });
    expect(curl.statusCode).toBe(200);
  });

  it('lets safe methods through from anywhere', async () => {
    const res = await portal.app.inject({
      url: '/api/user/session',
      headers: { cookie: student, origin: 'https://evil.example.com', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });

  it("exempts the e-signature provider's server callback, proven by its own hash", async () => {
    const res = await portal.app.inject({
      method: 'POST',
      url: '/api/hellosign/callback',
      headers: {
        origin: 'https://api.hellosign.com',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'nothing=here',
    });
    // Reached the route: a body without its `json` field is the route's own 400, not the origin check's 403.
    expect(res.statusCode).toBe(400);
  });
});

describe('headers', () => {
  it('sends no-store on every personal API answer', async () => {
    for (const url of ['/api/user/session', '/api/programSteps/checklist', '/api/no-such-thing']) {
      const res = await portal.app.inject({ url, headers: { cookie: student } });
      expect({ url, cc: res.headers['cache-control'] }).toEqual({ url, cc: 'no-store' });
    }
    const refused = await portal.app.inject({ url: '/api/user/session' });
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('gives API answers only the headers a resource needs, none of the page headers', async () => {
    for (const url of ['/api/user/session', '/api/no-such-thing']) {
      const res = await portal.app.inject({ url, headers: { cookie: student } });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['cache-control']).toBe('no-store');
      for (const pageOnly of [
        'content-security-policy',
        'x-frame-options',
        'permissions-policy',
        'referrer-policy',
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ]) {
        expect({ url, [pageOnly]: res.headers[pageOnly] }).toEqual({ url, [pageOnly]: undefined });
      }
    }
  });

  it("keeps a route's own framing policy (a PDF shown inside the portal)", async () => {
    const res = await portal.app.inject({
      url: '/api/learning/pdfs/non_driving_activities',
      headers: { cookie: student },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'self'; frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives pages base-uri none, framing refused both ways, and only microphone and camera', async () => {
    const res = await portal.app.inject({ url: '/dev/mailbox' });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    const policy = String(res.headers['permissions-policy']);
    expect(policy).toContain('microphone=(self)');
    expect(policy).toContain('camera=(self)');
    const allowed = policy.split(', ').filter((p) => !p.endsWith('=()'));
    expect(allowed.sort()).toEqual(['camera=(self)', 'microphone=(self)']);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-xss-protection']).toBe('0');
  });

  it('serves /api/docs outside production', async () => {
    expect((await portal.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
  });
});

it('hides /api/docs in production', async () => {
  const prod = await startTestPortal({
    NODE_ENV: 'production',
    PORTAL_DEMO: '0',
    SESSION_SECRET: 'a'.repeat(48),
    FILE_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    PUBLIC_URL: 'https://portal.example.org',
    ...PROGRAM_CONTACTS,
  });
  try {
    expect((await prod.app.inject({ url: '/api/docs' })).statusCode).toBe(404);
    expect((await prod.app.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
    // HTTPS only: API answers keep HSTS though they drop the page headers.
    const api = await prod.app.inject({ url: '/api/user/session' });
    expect(api.headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(api.headers['content-security-policy']).toBeUndefined();
  } finally {
    await prod.close();
  }
}, 60_000);

describe('the 30-second update check', () => {
  it('answers a bare 304 of a few headers while the worker has not changed', async () => {
    const first = await portal.app.inject({ url: '/service-worker-version' });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{4,12}"$/);
    expect(first.body).toBe(etag.slice(1, -1));

    const check = await portal.app.inject({
      url: '/service-worker-version',
      headers: { 'if-none-match': etag },
    });
    expect(check.statusCode).toBe(304);
    expect(check.body).toBe('');
    // Security headers stay on the stored answer; repeating them 120 times an hour would cost ~60 KB.
    const names = Object.keys(check.headers).filter((n) => !['date', 'content-length'].includes(n));
    expect(names.sort()).toEqual(['cache-control', 'connection', 'etag']);
  });

  it('answers the current version to a check that holds an old one', async () => {
    const check = await portal.app.inject({
      url: '/service-worker-version',
      headers: { 'if-none-match': '"old-version"' },
    });
    expect(check.statusCode).toBe(200);
    expect(check.headers['x-content-type-options']).toBe('nosniff');
  });
});
