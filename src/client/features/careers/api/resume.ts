import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResumeAnswers } from '@shared/contracts/careers';
import { getResume, saveResume } from '@shared/contracts/careers.endpoints';
import { call } from '@client/lib/api';

const key = ['resume'] as const;

export function useResume() {
  return useQuery({ queryKey: key, queryFn: () => call(getResume, {}) });
}

export function useSaveResume() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ResumeAnswers) => call(saveResume, { body }),
    onSuccess: async (data) => {
      client.setQueryData(key, data);
      await client.invalidateQueries({ queryKey: ['completion'] });
    },
  });
}
