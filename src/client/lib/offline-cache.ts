import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';
import type { QueryClient } from '@tanstack/react-query';
import { clear, createStore, del, get, set } from 'idb-keyval';
import { getLocale } from '@shared/locale';
import { keptParts } from './offline-keep';

/**
 * The signed-in student's last answers and waiting writes, kept in IndexedDB under their user id, so a
 * page reloaded without signal shows what they saw and sends what they did once the signal is back.
 * Loaded only for a signed-in student (lib/offline.ts), so the sign-in download does not carry it.
 */
const store = createStore('freeway-offline', 'query-cache');
/** Older than a week, the last state is too old to show as the student's own. */
const MAX_AGE_MS = 7 * 86_400_000;
/** Raised when the shape of what is kept changes, so an old copy is dropped instead of misread. */
const VERSION = '1';
/**
 * A copy kept in another language is dropped too: its answers carry the other language's words (step and
 * class texts, listings), which would show until the screens' refetch, and for as long as there is no signal.
 */
const buster = () => `${VERSION}:${getLocale()}`;
/** Answers change often while a screen loads; writing them at most once a second is enough. */
const SAVE_EVERY_MS = 1_000;

const keyOf = (userId: string) => `cache:${userId}`;

function persisterFor(userId: string): Persister {
  return {
    persistClient: (client: PersistedClient) => set(keyOf(userId), client, store),
    restoreClient: () => get<PersistedClient>(keyOf(userId), store),
    removeClient: () => del(keyOf(userId), store),
  };
}

/** Puts the student's kept cache back into the client, then sends waiting writes if there is signal. */
export async function restore(client: QueryClient, userId: string): Promise<void> {
  await persistQueryClientRestore({
    queryClient: client,
    persister: persisterFor(userId),
    maxAge: MAX_AGE_MS,
    buster: buster(),
  });
  // What was kept is shown at once, but is as old as the last visit: every screen asks the server again as
  // soon as there is signal (a coach may have approved a document meanwhile). Without signal the fetch
  // waits and the kept answer stays on screen. An answer already fetched by this page (on a slow link the
  // session often arrives before the kept copy is read) is current and stays valid.
  const pageOpenedAt = performance.timeOrigin;
  await client.invalidateQueries({
    refetchType: 'none',
    predicate: (query) => query.state.dataUpdatedAt < pageOpenedAt,
  });
  void client.resumePausedMutations();
}

/**
 * Saves the cache on every change: writes at once (a reload right after a tap must not lose it), answers
 * at most once a second. The returned function stops saving, dropping a save not yet made.
 */
export function keep(client: QueryClient, userId: string): () => void {
  const persister = persisterFor(userId);
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!stopped)
      void persistQueryClientSave({
        queryClient: client,
        persister,
        buster: buster(),
        dehydrateOptions: keptParts,
      });
  };
  const later = () => {
    timer ??= setTimeout(save, SAVE_EVERY_MS);
  };
  const changed = (type: string) => type === 'added' || type === 'removed' || type === 'updated';
  const offQueries = client.getQueryCache().subscribe((e) => changed(e.type) && later());
  const offMutations = client.getMutationCache().subscribe((e) => changed(e.type) && save());
  const onHide = () => document.visibilityState === 'hidden' && timer !== undefined && save();
  document.addEventListener('visibilitychange', onHide);
  save();
  return () => {
    stopped = true;
    clearTimeout(timer);
    offQueries();
    offMutations();
    document.removeEventListener('visibilitychange', onHide);
  };
}

/** Sign-out, a 401, another person signing in: nothing of anyone stays on the phone. */
export function forgetAll(): Promise<void> {
  return clear(store);
}
