// @vitest-environment jsdom
import { dehydrate, hydrate, onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keptParts, keepsQuery } from './offline-keep';
import { queued, queuedWrites } from './offline-queue';
import { completionsQuery } from './progress';
import { createQueryClient } from './query-client';

/** The progress module's key (lib/progress.ts), untyped so a test can put any shape in. */
const COMPLETIONS: readonly unknown[] = completionsQuery.queryKey;

const STEP = '/program/permit/find_dot_clinic';

/** The requests the API client made, with their Idempotency-Key. */
function stubServer(answer: () => Response | Promise<Response>) {
  const sent: { url: string; body: string; key: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({
        url,
        body: String(init.body),
        key: (init.headers as Record<string, string>)['idempotency-key'] ?? null,
      });
      return answer();
    }),
  );
  return sent;
}

const ok = () => new Response(JSON.stringify({ ok: true }), { status: 200 });
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('queued writes', () => {
  beforeEach(() => onlineManager.setOnline(true));
  afterEach(() => {
    vi.unstubAllGlobals();
    onlineManager.setOnline(true);
  });

  it('made without signal, a step waits, survives a reload, and goes out once with its key', async () => {
    const sent = stubServer(ok);
    const before = createQueryClient();
    before.setQueryData(COMPLETIONS, []);
    onlineManager.setOnline(false);
    const write = queued(STEP);
    void before
      .getMutationCache()
      .build(before, { mutationKey: queuedWrites.completeStep })
      .execute(write)
      .catch(() => {});
    await tick();

    // Nothing went out; the checklist already shows it done.
    expect(sent).toEqual([]);
    expect(before.getQueryData<{ url: string }[]>(COMPLETIONS)?.map((c) => c.url)).toEqual([STEP]);
    const [waiting] = before.getMutationCache().getAll();
    expect(waiting?.state.isPaused).toBe(true);

    // A reload: what is kept (as lib/offline-cache.ts keeps it) goes into a new client.
    const kept = JSON.parse(JSON.stringify(dehydrate(before, keptParts))) as ReturnType<typeof dehydrate>;
    expect(kept.mutations).toHaveLength(1);
    const after = createQueryClient();
    hydrate(after, kept);
    await after.resumePausedMutations();
    expect(sent).toEqual([]);

    onlineManager.setOnline(true);
    await after.resumePausedMutations();
    await vi.waitFor(() => expect(after.getMutationCache().getAll()[0]?.state.status).toBe('success'));
    expect(sent).toEqual([
      { url: '/api/completion', body: JSON.stringify({ url: STEP }), key: write.idempotencyKey },
    ]);
    await after.resumePausedMutations();
    expect(sent).toHaveLength(1);
  });

  it("a kept write waits for the server's session and goes out only under its maker's", async () => {
    const sent = stubServer(ok);
    localStorage.setItem('freeway.offline-owner', 'marcus');
    const mine = queued(STEP);
    const before = createQueryClient();
    onlineManager.setOnline(false);
    for (const write of [mine, mine])
      void before
        .getMutationCache()
        .build(before, { mutationKey: queuedWrites.completeStep })
        .execute(write)
        .catch(() => {});
    await tick();
    const kept = JSON.parse(JSON.stringify(dehydrate(before, keptParts))) as ReturnType<typeof dehydrate>;
    onlineManager.setOnline(true);

    // Reloaded with signal, the session put back from the phone is Marcus's: nothing goes out on its word.
    // Reloaded without signal, the session put back from the phone is Marcus's; the signal returns.
    const sendAfterReload = async (sessionNow: string) => {
      onlineManager.setOnline(false);
      const after = createQueryClient();
      after.mount();
      let answer: (user: object) => void = () => {};
      after.setQueryDefaults(['user', 'session'], {
        queryFn: () => new Promise((resolve) => (answer = resolve)),
      });
      hydrate(after, { ...kept, mutations: kept.mutations.slice(0, 1) });
      after.setQueryData(['user', 'session'], { uuid: 'marcus', role: 'student' }, { updatedAt: 1 });
      // The page asked for the session without signal: that fetch waits, paused.
      void after.prefetchQuery({ queryKey: ['user', 'session'], staleTime: 0 });
      onlineManager.setOnline(true);
      await tick();
      // Nothing goes out on the kept copy's word; the write asked the server who is signed in (TanStack
      // refetches on the signal's return only after the waiting writes, so waiting for that would hang).
      expect(sent).toEqual([]);
      answer({ uuid: sessionNow, role: 'student' });
      await vi.waitFor(() => expect(after.getMutationCache().getAll()[0]?.state.status).toBe('success'));
      after.unmount();
    };

    await sendAfterReload('robert');
    expect(sent).toEqual([]);
    await sendAfterReload('marcus');
    expect(sent.map((s) => s.key)).toEqual([mine.idempotencyKey]);
    localStorage.clear();
  });

  it('a write answered by the server is not kept; one under way is, so a reload sends it again with its key', async () => {
    let answer: (r: Response) => void = () => {};
    const sent = stubServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    const client = createQueryClient();
    const running = client
      .getMutationCache()
      .build(client, { mutationKey: queuedWrites.completeStep })
      .execute(queued(STEP));
    await tick();
    expect(sent).toHaveLength(1);
    expect(dehydrate(client, keptParts).mutations).toHaveLength(1);
    answer(ok());
    await running;
    expect(dehydrate(client, keptParts).mutations).toHaveLength(0);
  });

  it('no signal is retried; an answer from the server is not', async () => {
    let calls = 0;
    stubServer(() => {
      calls += 1;
      return new Response(JSON.stringify({ code: 'FORBIDDEN', message: 'No' }), { status: 403 });
    });
    const client = createQueryClient();
    await expect(
      client
        .getMutationCache()
        .build(client, { mutationKey: queuedWrites.completeStep })
        .execute(queued(STEP)),
    ).rejects.toMatchObject({ status: 403 });
    expect(calls).toBe(1);
  });
});

describe('what the phone keeps', () => {
  const queryWith = (client: QueryClient, key: readonly unknown[], data: unknown) => {
    client.setQueryData(key, data);
    return client.getQueryCache().find({ queryKey: key })!;
  };

  it('keeps answers, never document photos, files or queries that opt out', () => {
    const client = new QueryClient();
    expect(keepsQuery(queryWith(client, COMPLETIONS, [{ url: STEP }]))).toBe(true);
    expect(keepsQuery(queryWith(client, ['spaces', 'docs/license.jpg'], 'data:image/jpeg;base64,AAAA'))).toBe(
      false,
    );
    expect(keepsQuery(queryWith(client, ['resume'], 'data:application/pdf;base64,AAAA'))).toBe(false);
    expect(keepsQuery(queryWith(client, ['photo'], new Blob(['x'])))).toBe(false);
    client.setQueryDefaults(['secret'], { meta: { persist: false } });
    expect(keepsQuery(queryWith(client, ['secret'], { a: 1 }))).toBe(false);
  });

  it('keeps only writes that can go out again after a reload', async () => {
    stubServer(() => new Promise<Response>(() => {}));
    const client = createQueryClient();
    void client
      .getMutationCache()
      .build(client, { mutationFn: () => new Promise(() => {}) })
      .execute(undefined);
    void client
      .getMutationCache()
      .build(client, { mutationKey: queuedWrites.helpTicket })
      .execute(queued({ subject: 'Help', body: 'Where is my permit?' }));
    await tick();
    const kept = dehydrate(client, keptParts).mutations;
    expect(kept.map((m) => m.mutationKey)).toEqual([queuedWrites.helpTicket]);
  });
});
