import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@shared/contracts/user';
import { UNAUTHORIZED_EVENT } from './api';
import { keptOwner as owner, setKeptOwner as setOwner } from './offline-owner';
import { isQueuedWrite } from './offline-queue';
import { sessionKey } from './session-key';

/** A cache that takes longer than this to read is skipped: the network may well be quicker. */
const RESTORE_WAIT_MS = 2_000;

const loadCache = () => import('./offline-cache');

/** TanStack starts out assuming a signal; a page opened without one pauses its requests from the start. */
export function trackSignal(): void {
  if (navigator.onLine === false) onlineManager.setOnline(false);
}

/** True while the phone has a signal. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    // A page rendered on the server is drawn as online; the phone's own answer follows on hydration.
    () => true,
  );
}

/** Before the first render: what the signed-in student saw last, back in the query cache. */
export async function restoreKeptCache(client: QueryClient): Promise<void> {
  const userId = owner();
  // Whoever opens the sign-in page itself wants to sign in: the kept copy would only move them on to a
  // session that may have ended. (The portal's own start page, `/`, still opens on the kept copy.)
  if (!userId || location.pathname === '/login') return;
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, RESTORE_WAIT_MS));
  const restored = loadCache()
    .then((cache) => cache.restore(client, userId))
    .catch(() => {
      // An unreadable or unreachable cache is done without: the screens ask the server as usual.
    });
  await Promise.race([restored, timeout]);
}

/** Someone else's kept answers and waiting writes: off the screen, and the writes never sent. */
function dropAnswersOfOthers(client: QueryClient): void {
  const session = JSON.stringify(sessionKey);
  void client.resetQueries({ predicate: (query) => query.queryHash !== session });
  const mutations = client.getMutationCache();
  for (const write of mutations.getAll())
    if (isQueuedWrite(write.options.mutationKey)) mutations.remove(write);
}

/**
 * Keeps the cache of a signed-in student (never of staff) while they are signed in, under their id; drops
 * every kept copy when the session ends (sign-out empties the client, a 401, another person signing in).
 * A network error is not the end of a session: the last answer stays, and so does the kept copy.
 */
export function keepCacheWhileSignedIn(client: QueryClient): void {
  let keeping: { userId: string; stop: () => void } | null = null;
  // A 401 answers with the previous user (to show the session-expired modal): do not start keeping again for it.
  let ended: SessionUser | null = null;

  const forget = () => {
    keeping?.stop();
    keeping = null;
    setOwner(null);
    void loadCache()
      .then((cache) => cache.forgetAll())
      .catch(() => {});
  };

  const follow = (user: SessionUser | null | undefined) => {
    if (user === undefined) return;
    if (!user || user.role !== 'student') {
      if (keeping || owner()) {
        dropAnswersOfOthers(client);
        forget();
      }
      return;
    }
    if (user === ended || keeping?.userId === user.uuid) return;
    const previous = keeping?.userId ?? owner();
    // Someone else's kept answers may be on screen (put back before the session answered): gone at once,
    // and every screen asks the server again for this person.
    if (previous && previous !== user.uuid) dropAnswersOfOthers(client);
    if (keeping || (previous && previous !== user.uuid)) forget();
    setOwner(user.uuid);
    const userId = user.uuid;
    const entry = { userId, stop: () => {} };
    keeping = entry;
    void loadCache()
      .then((cache) => {
        if (keeping === entry) entry.stop = cache.keep(client, userId);
      })
      .catch(() => {});
  };

  client.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== JSON.stringify(sessionKey)) return;
    if (event.type === 'removed') forget();
    else if (event.type === 'updated' && event.action.type === 'success')
      follow(event.action.data as SessionUser | null);
  });
  window.addEventListener(UNAUTHORIZED_EVENT, () => {
    ended = client.getQueryData<SessionUser | null>(sessionKey) ?? null;
    forget();
  });
  follow(client.getQueryData<SessionUser | null>(sessionKey));
}
