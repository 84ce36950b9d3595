import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '@shared/i18n.js';
import { usePortal } from './harness.js';

const portal = usePortal();
let student: string;
beforeAll(async () => {
  // Queries a route could run with what a person sent, had a field escaped the contracts' string rule.
  portal.app.post('/api/test/echo-text', async (request) => {
    await portal.database.db.execute(sql`select ${(request.body as { v: string }).v}::text`);
    return {};
  });
  portal.app.post('/api/test/echo-number', async (request) => {
    await portal.database.db.execute(sql`select ${(request.body as { v: string }).v}::float4`);
    return {};
  });
  student = await portal.signIn('school@example.org');
});

const ticket = (subject: string, headers: Record<string, string> = {}) =>
  portal.app.inject({
    method: 'POST',
    url: '/api/zendesk/createTicket',
    headers: { cookie: student, ...headers },
    payload: { subject, body: 'Where is my stipend?' },
  });

describe('the one string rule', () => {
  it.each([
    ['a NUL character', 'Hello\u0000there'],
    ['a lone high surrogate', 'Broken \ud83d emoji'],
    ['a lone low surrogate', 'Broken \ude00 emoji'],
  ])('refuses %s with a clear 400', async (_what, subject) => {
    const res = await ticket(subject);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION', message: t('security.badText'), field: 'subject' });
  });

  it('accepts whole emoji and accents', async () => {
    expect((await ticket('José needs help 🚚')).statusCode).toBe(200);
  });

  it('maps the database refusing text or a number to 400, not 500', async () => {
    const nul = await portal.app.inject({
      method: 'POST',
      url: '/api/test/echo-text',
      payload: { v: 'a\u0000b' },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe(t('security.badText'));
    const big = await portal.app.inject({
      method: 'POST',
      url: '/api/test/echo-number',
      payload: { v: '1e300' },
    });
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe(t('security.numberOutOfRange'));
  });
});

describe('URLs and methods', () => {
  it('answers a path parameter over the limit with the portal 414 body, never echoing the path', async () => {
    const long = 'x'.repeat(300);
    const res = await portal.app.inject({ url: `/api/location/${long}`, headers: { cookie: student } });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ code: 'URI_TOO_LONG', message: t('security.uriTooLong') });
    expect(res.body).not.toContain(long);
  });

  it('answers 405 with Allow for a method a known path does not have', async () => {
    const res = await portal.app.inject({ method: 'DELETE', url: '/api/user/session' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json().code).toBe('METHOD_NOT_ALLOWED');
    const withParam = await portal.app.inject({ method: 'PUT', url: '/api/hellosign/signing/abc' });
    expect(withParam.statusCode).toBe(405);
    expect(withParam.headers.allow).toBe('GET, HEAD, POST');
  });

  it('still answers 404 for a path nothing serves', async () => {
    expect((await portal.app.inject({ method: 'DELETE', url: '/api/no-such-thing' })).statusCode).toBe(404);
  });
});

describe('rate limits', () => {
  it('counts a signed-in person apart from strangers behind the same address', async () => {
    // The help-desk form allows 20 an hour; anonymous calls from the same IP spend only their own budget.
    for (let i = 0; i < 20; i++) {
      await portal.app.inject({
        method: 'POST',
        url: '/api/zendesk/createTicket',
        payload: { subject: 'x', body: 'y' },
      });
    }
    const stranger = await portal.app.inject({
      method: 'POST',
      url: '/api/zendesk/createTicket',
      payload: { subject: 'x', body: 'y' },
    });
    expect(stranger.statusCode).toBe(429);
    expect((await ticket('Still my own budget')).statusCode).toBe(200);
  });
});
