import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResumeAnswers, ResumeView } from '@shared/contracts/careers';
import { api } from '@client/lib/api';

const key = ['resume'] as const;

export function useResume() {
  return useQuery({ queryKey: key, queryFn: () => api<ResumeView>('GET', '/resume') });
}

export function useSaveResume() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ResumeAnswers) => api<ResumeView>('PUT', '/resume', { body }),
    onSuccess: async (data) => {
      client.setQueryData(key, data);
      await client.invalidateQueries({ queryKey: ['completion'] });
    },
  });
}
