import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@shared/contracts/user';
import type { Viewer } from '@shared/domain/program';
import { getSession } from '@shared/contracts/user.endpoints';
import { ApiError, call, UNAUTHORIZED_EVENT } from './api';
import { queryClient } from './query-client';
import { sessionKey } from './session-key';

export { sessionKey };

/**
 * GET /api/user/session. Null means "signed out". A 401 while someone was signed in is a lost session,
 * which raises the sessionExpired modal instead of silently dropping them on the login page.
 */
export const sessionQuery = queryOptions({
  queryKey: sessionKey,
  queryFn: async (): Promise<SessionUser | null> => {
    try {
      return await call(getSession, {}, { quiet401: true });
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        if (queryClient.getQueryData(sessionKey)) {
          window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT));
          return queryClient.getQueryData<SessionUser>(sessionKey) ?? null;
        }
        return null;
      }
      throw err;
    }
  },
  staleTime: 5 * 60_000,
});

export function useSession() {
  return useQuery(sessionQuery);
}

export function viewerOf(user: SessionUser): Viewer {
  if (user.role !== 'student' || !user.status) return { role: user.role === 'student' ? 'coach' : user.role };
  return { role: 'student', status: user.status };
}
