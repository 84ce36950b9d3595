import type { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@shared/contracts/user';
import { sessionKey } from './session-key';

/**
 * Who the kept cache belongs to (a user id, nothing else), so a reload knows, before any request, whether
 * there is something of a signed-in student to put back on screen, and whose waiting writes it holds.
 */
const OWNER_KEY = 'freeway.offline-owner';

export function keptOwner(): string | null {
  try {
    return localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}

export function setKeptOwner(userId: string | null): void {
  try {
    if (userId) localStorage.setItem(OWNER_KEY, userId);
    else localStorage.removeItem(OWNER_KEY);
  } catch {
    // Storage refused (private mode): the portal works, only without the kept copy.
  }
}

/**
 * The session as the server answered it to this page since `since` (by default since the page opened, so
 * not the copy put back from the phone): that answer if there is one, else a fetch made now. Rejects when
 * the server could not be asked.
 */
export async function serverSession(
  client: QueryClient,
  since = performance.timeOrigin,
): Promise<SessionUser | null> {
  const state = () =>
    client.getQueryCache().find<SessionUser | null>({ queryKey: sessionKey, exact: true })?.state;
  const answered = () => {
    const now = state();
    return now?.status === 'success' && !now.isInvalidated && now.dataUpdatedAt >= since ? now : undefined;
  };
  // Asked for here rather than waited for: when the signal returns, TanStack refetches queries only after
  // the waiting writes have gone out, and these writes wait for this answer. A fetch paused while there
  // was no signal is started again (TanStack would resume it only after the writes).
  if (!answered())
    await client.refetchQueries(
      { queryKey: sessionKey, exact: true },
      { cancelRefetch: state()?.fetchStatus === 'paused' },
    );
  const now = answered();
  if (!now) throw state()?.error ?? Object.assign(new Error('The session could not be read.'), { status: 0 });
  return now.data ?? null;
}
