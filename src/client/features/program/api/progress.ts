import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StatusChange, UserFlag } from '@shared/contracts/program';
import type { Status } from '@shared/domain/program';
import { setFlag } from '@shared/contracts/program.endpoints';
import { updateUser } from '@shared/contracts/user.endpoints';
import { call } from '@client/lib/api';
import { queuedWrites, useWaitingWrites, type Queued } from '@client/lib/offline-queue';
import { sessionKey } from '@client/lib/session';
import { completionsQuery, flagsQuery } from './stage-queries';

export { completionsQuery, flagsQuery };

export function useCompletions() {
  return useQuery(completionsQuery);
}

/** POST /api/completion as a queued write (lib/offline-queue.ts): without signal it waits and is kept. */
export function useMarkComplete() {
  return useMutation<unknown, Error, Queued<string>>({ mutationKey: queuedWrites.completeStep });
}

/** Steps completed on this phone that wait for the signal to reach the server. */
export function useWaitingSteps(): ReadonlySet<string> {
  const urls = useWaitingWrites<string>(queuedWrites.completeStep);
  return new Set(urls);
}

export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { status: Status; from?: Status }) =>
      call(updateUser, { body: input }) as Promise<StatusChange>,
    onSuccess: (result) => {
      if (!result.loggedOut) return queryClient.invalidateQueries({ queryKey: sessionKey });
    },
  });
}

export function useFlags() {
  return useQuery(flagsQuery);
}

export function useSetFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (flag: UserFlag) => call(setFlag, { body: { flag } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flagsQuery.queryKey }),
  });
}
