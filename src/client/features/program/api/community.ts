import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getCommunity, joinCommunity } from '@shared/contracts/program.endpoints';
import { call } from '@client/lib/api';
import { refreshProgress } from '@client/lib/progress';

const key = ['program', 'community'] as const;

export function useCommunity() {
  return useQuery({ queryKey: key, queryFn: () => call(getCommunity, {}) });
}

export function useJoinCommunity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(joinCommunity, {}),
    onSuccess: async (data) => {
      client.setQueryData(key, data);
      await refreshProgress(client);
    },
  });
}
