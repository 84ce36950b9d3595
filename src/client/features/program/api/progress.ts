import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Status } from '@shared/domain/program';
import { api } from '@client/lib/api';
import { sessionKey } from '@client/lib/session';
import { completionsQuery, flagsQuery } from './stage-queries';

export { completionsQuery, flagsQuery };

export function useCompletions() {
  return useQuery(completionsQuery);
}

export function useMarkComplete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => api('POST', '/completion', { body: { url } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: completionsQuery.queryKey }),
  });
}

export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { status: Status; from?: Status }) =>
      api<{ status: Status; loggedOut: boolean }>('PATCH', '/user', { body: input }),
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
    mutationFn: (flag: 'checklistTip' | 'firsthandCdla1' | 'firsthandCdla2') =>
      api('POST', '/user/flags', { body: { flag } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flagsQuery.queryKey }),
  });
}
