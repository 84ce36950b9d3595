import { describe, expect, it } from 'vitest';
import { loadEnv } from '@server/env.js';

const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(32),
  FILE_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
};

describe('demo mode and the public address', () => {
  it('refuses to start in demo mode on an https PUBLIC_URL, naming the variable', () => {
    expect(() =>
      loadEnv({ ...production, PORTAL_DEMO: '1', PUBLIC_URL: 'https://portal.example.org' }),
    ).toThrow(/PORTAL_DEMO: demo mode shows every sign-in code/);
    // Outside production demo mode is on by default, so an https address needs PORTAL_DEMO=0 there too.
    expect(() => loadEnv({ PUBLIC_URL: 'https://portal.example.org' })).toThrow(/Set PORTAL_DEMO=0/);
  });

  it('starts demo mode on http and an https production without demo', () => {
    expect(loadEnv({ PORTAL_DEMO: '1', PUBLIC_URL: 'http://localhost:3000' }).demo).toBe(true);
    expect(loadEnv({ ...production, PUBLIC_URL: 'https://portal.example.org' }).demo).toBe(false);
    expect(loadEnv({ PORTAL_DEMO: '0', PUBLIC_URL: 'https://portal.example.org' }).demo).toBe(false);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless set, in production too', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv(production).TRUST_PROXY).toBe(false);
  });

  it('takes a hop count or a list of addresses and CIDR ranges', () => {
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
    ]);
  });

  it('refuses anything else with a message naming the variable', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must be a hop count/);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });
});
