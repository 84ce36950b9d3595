import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StatusChange, UserFlag } from '@shared/contracts/program';
import type { Status } from '@shared/domain/program';
import { setFlag } from '@shared/contracts/program.endpoints';
import { updateUser } from '@shared/contracts/user.endpoints';
import { call } from '@client/lib/api';
import { sessionKey } from '@client/lib/session';
import { flagsQuery } from './stage-queries';

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
    // The server kept the flag: add it to the list we hold instead of downloading the list again.
    onSuccess: (_, flag) =>
      queryClient.setQueryData(flagsQuery.queryKey, (flags) =>
        flags && !flags.includes(flag) ? [...flags, flag] : flags,
      ),
  });
}
