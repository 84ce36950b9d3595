import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommunityState } from '@shared/contracts/program';
import { api } from '@client/lib/api';

const key = ['program', 'community'] as const;

export function useCommunity() {
  return useQuery({ queryKey: key, queryFn: () => api<CommunityState>('GET', '/program/community') });
}

export function useJoinCommunity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<CommunityState>('POST', '/program/community'),
    onSuccess: async (data) => {
      client.setQueryData(key, data);
      await client.invalidateQueries({ queryKey: ['completion'] });
    },
  });
}
