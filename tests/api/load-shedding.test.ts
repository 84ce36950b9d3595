import { expect, it } from 'vitest';
import { usePortal } from './harness.js';

const portal = usePortal({ MAX_IN_FLIGHT: '3' });

it('sheds requests past MAX_IN_FLIGHT with 503, Retry-After and a plain message, and frees the slots after', async () => {
  for (let i = 0; i < 20; i++) {
    expect((await portal.app.inject({ url: '/api/user/session' })).statusCode).toBe(401);
  }
  const burst = await Promise.all(
    Array.from({ length: 10 }, () => portal.app.inject({ url: '/api/user/session' })),
  );
  const shed = burst.filter((r) => r.statusCode === 503);
  expect(shed.length).toBeGreaterThan(0);
  expect(burst.filter((r) => r.statusCode === 401).length).toBeGreaterThan(0);
  expect(shed[0]!.headers['retry-after']).toBe('2');
  expect(shed[0]!.json()).toEqual({
    code: 'UNAVAILABLE',
    message: 'We are very busy right now. Please try again in a minute.',
  });
  expect((await portal.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  expect((await portal.app.inject({ url: '/api/user/session' })).statusCode).toBe(401);
});
