import { afterEach, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from './harness.js';

let portal: TestPortal | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

/** Four code requests from one connection, each naming a different client in X-Forwarded-For. */
async function forgedClients(p: TestPortal): Promise<number[]> {
  const out: number[] = [];
  for (let i = 1; i <= 4; i++) {
    const res = await p.app.inject({
      method: 'POST',
      url: '/api/sendgrid/sendToken',
      headers: { 'x-forwarded-for': `203.0.113.${i}` },
      payload: { to: 'school@example.org' },
    });
    out.push(res.statusCode);
  }
  return out;
}

// Each test starts its own portal, which on a busy machine takes as long as a file's start hook may (60 s).
describe('the client address behind proxies', { timeout: 60_000 }, () => {
  it('ignores a forged X-Forwarded-For when TRUST_PROXY is unset: the per-IP limit holds', async () => {
    portal = await startTestPortal({ RATE_LIMIT_PER_IP: '3' });
    expect(await forgedClients(portal)).toEqual([200, 200, 200, 429]);
  });

  it('ignores it in production too unless TRUST_PROXY is set', async () => {
    portal = await startTestPortal({
      NODE_ENV: 'production',
      PORTAL_DEMO: '1',
      SESSION_SECRET: 'x'.repeat(32),
      FILE_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      RATE_LIMIT_PER_IP: '3',
    });
    expect(await forgedClients(portal)).toEqual([200, 200, 200, 429]);
  });

  it('believes the configured proxy: TRUST_PROXY=1 counts each forwarded client on its own', async () => {
    portal = await startTestPortal({ RATE_LIMIT_PER_IP: '3', TRUST_PROXY: '1' });
    expect(await forgedClients(portal)).toEqual([200, 200, 200, 200]);
  });

  it('believes only proxies in the configured CIDR list', async () => {
    portal = await startTestPortal({ RATE_LIMIT_PER_IP: '3', TRUST_PROXY: '10.0.0.0/8' });
    // inject() connects from 127.0.0.1, which is not in the list.
    expect(await forgedClients(portal)).toEqual([200, 200, 200, 429]);
    await portal.close();
    portal = await startTestPortal({ RATE_LIMIT_PER_IP: '3', TRUST_PROXY: '10.0.0.0/8,127.0.0.0/8' });
    expect(await forgedClients(portal)).toEqual([200, 200, 200, 200]);
  });
});
