import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PretripState } from '@shared/contracts/learning';
import { api } from '@client/lib/api';

export const pretripKey = ['learning', 'pretrip'] as const;

export function usePretripState() {
  return useQuery({ queryKey: pretripKey, queryFn: () => api<PretripState>('GET', '/learning/pretrip') });
}

/** Marks a checklist item done through the checklist's own call (the server decides what it allows). */
export function useMarkItemDone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => api('POST', '/completion', { body: { url } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['completion'] }),
  });
}
