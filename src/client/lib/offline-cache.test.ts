// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@shared/locale';
import { keep, restore } from './offline-cache';
import { completionsQuery } from './progress';
import { createQueryClient } from './query-client';

/** The progress module's key (lib/progress.ts), untyped so a test can put any shape in. */
const COMPLETIONS: readonly unknown[] = completionsQuery.queryKey;

// IndexedDB stands in as a map: what is under test is which kept answers count as current.
vi.mock('idb-keyval', () => {
  const kept = new Map<string, unknown>();
  return {
    createStore: () => ({}),
    get: (key: string) => Promise.resolve(kept.get(key)),
    set: (key: string, value: unknown) => Promise.resolve(void kept.set(key, value)),
    del: (key: string) => Promise.resolve(void kept.delete(key)),
    clear: () => Promise.resolve(kept.clear()),
  };
});

const session = ['user', 'session'];
const lastVisit = performance.timeOrigin - 3_600_000;

describe('restoring what the phone kept', () => {
  it('marks the last visit stale, but not an answer this page already has from the server', async () => {
    const before = createQueryClient();
    before.setQueryData(session, { uuid: 'u1', firstName: 'Old' }, { updatedAt: lastVisit });
    before.setQueryData(COMPLETIONS, [{ url: '/a' }], { updatedAt: lastVisit });
    const stop = keep(before, 'u1');
    await vi.waitFor(async () => expect(await (await import('idb-keyval')).get('cache:u1')).toBeTruthy());
    stop();

    // On a slow link the session arrives before the kept copy has been read.
    const page = createQueryClient();
    page.setQueryData(session, { uuid: 'u1', firstName: 'New' });
    await restore(page, 'u1');

    expect(page.getQueryData(session)).toEqual({ uuid: 'u1', firstName: 'New' });
    expect(page.getQueryState(session)?.isInvalidated).toBe(false);
    expect(page.getQueryData(COMPLETIONS)).toEqual([{ url: '/a' }]);
    expect(page.getQueryState(COMPLETIONS)?.isInvalidated).toBe(true);
  });

  afterEach(() => setLocale('en'));

  it('drops a copy kept in another language: its answers carry that language', async () => {
    const before = createQueryClient();
    before.setQueryData(COMPLETIONS, [{ url: '/b' }], { updatedAt: lastVisit });
    const stop = keep(before, 'u2');
    await vi.waitFor(async () => expect(await (await import('idb-keyval')).get('cache:u2')).toBeTruthy());
    stop();

    setLocale('es');
    const page = createQueryClient();
    await restore(page, 'u2');
    expect(page.getQueryData(COMPLETIONS)).toBeUndefined();

    // In the language it was kept in, it comes back.
    setLocale('en');
    const again = createQueryClient();
    const kept = createQueryClient();
    kept.setQueryData(COMPLETIONS, [{ url: '/b' }], { updatedAt: lastVisit });
    const stopAgain = keep(kept, 'u2');
    await vi.waitFor(async () => expect(await (await import('idb-keyval')).get('cache:u2')).toBeTruthy());
    stopAgain();
    await restore(again, 'u2');
    expect(again.getQueryData(COMPLETIONS)).toEqual([{ url: '/b' }]);
  });
});
