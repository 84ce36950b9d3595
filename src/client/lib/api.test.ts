// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listFlags, setFlag } from '@shared/contracts/program.endpoints';
import { call } from './api';

function stubServer() {
  const keys: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      keys.push((init.headers as Record<string, string>)['idempotency-key'] ?? null);
      return new Response('[]', { status: 200 });
    }),
  );
  return keys;
}

describe('the one HTTP client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a key with every write its endpoint marks as replayable, a new one per call', async () => {
    expect(setFlag.idempotency).not.toBe('none');
    const keys = stubServer();
    await call(setFlag, { body: { flag: 'checklistTip' } });
    await call(setFlag, { body: { flag: 'checklistTip' } });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it("sends the caller's own key when it has one, and none with a read", async () => {
    const keys = stubServer();
    await call(setFlag, { body: { flag: 'checklistTip' } }, { idempotencyKey: 'tap-0001' });
    await call(listFlags, {});
    expect(keys).toEqual(['tap-0001', null]);
  });
});
