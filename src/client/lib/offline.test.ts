// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepCacheWhileSignedIn } from './offline';
import { queuedWrites } from './offline-queue';
import { completionsQuery } from './progress';
import { createQueryClient } from './query-client';
import { sessionKey } from './session';

/** The progress module's key (lib/progress.ts), untyped so a test can put any shape in. */
const COMPLETIONS: readonly unknown[] = completionsQuery.queryKey;

vi.mock('./offline-cache', () => ({
  keep: () => () => {},
  restore: () => Promise.resolve(),
  forgetAll: () => Promise.resolve(),
}));

const student = (uuid: string) => ({ uuid, role: 'student', firstName: uuid, status: 'school' });

afterEach(() => localStorage.clear());

describe('the kept answers of the phone', () => {
  it("drops another student's answers, put back before the session answered, when someone else signs in", () => {
    localStorage.setItem('freeway.offline-owner', 'marcus');
    const client = createQueryClient();
    // What Marcus's kept copy put back on this page before the session probe answered.
    client.setQueryData(['user', 'flags'], ['checklistTip']);
    client.setQueryData(COMPLETIONS, [{ url: '/program/school/1' }]);
    keepCacheWhileSignedIn(client);

    client.setQueryData(sessionKey, student('robert'));

    expect(client.getQueryData(['user', 'flags'])).toBeUndefined();
    expect(client.getQueryData(COMPLETIONS)).toBeUndefined();
    expect(client.getQueryData(sessionKey)).toEqual(student('robert'));
    expect(localStorage.getItem('freeway.offline-owner')).toBe('robert');
  });

  it("drops another student's waiting writes, put back with their answers, when someone else signs in", () => {
    localStorage.setItem('freeway.offline-owner', 'marcus');
    const client = createQueryClient();
    const mutations = client.getMutationCache();
    mutations.build(client, { mutationKey: queuedWrites.completeStep });
    mutations.build(client, { mutationKey: ['account', 'name'] });
    keepCacheWhileSignedIn(client);

    client.setQueryData(sessionKey, student('marcus'));
    expect(mutations.getAll()).toHaveLength(2);
    client.setQueryData(sessionKey, student('robert'));

    expect(mutations.getAll().map((m) => m.options.mutationKey)).toEqual([['account', 'name']]);
  });

  it("keeps the same student's answers on screen when their session answers", () => {
    localStorage.setItem('freeway.offline-owner', 'marcus');
    const client = createQueryClient();
    client.setQueryData(COMPLETIONS, [{ url: '/program/school/1' }]);
    keepCacheWhileSignedIn(client);

    client.setQueryData(sessionKey, student('marcus'));

    expect(client.getQueryData(COMPLETIONS)).toEqual([{ url: '/program/school/1' }]);
  });

  it('drops the kept answers when the server says nobody is signed in', () => {
    localStorage.setItem('freeway.offline-owner', 'marcus');
    const client = createQueryClient();
    client.setQueryData(COMPLETIONS, [{ url: '/program/school/1' }]);
    keepCacheWhileSignedIn(client);

    client.setQueryData(sessionKey, null);

    expect(client.getQueryData(COMPLETIONS)).toBeUndefined();
    expect(localStorage.getItem('freeway.offline-owner')).toBeNull();
  });
});
