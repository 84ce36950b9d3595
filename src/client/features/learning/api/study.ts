import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getPretripStudy } from '@shared/contracts/learning.endpoints';
import { completeStep } from '@shared/contracts/program.endpoints';
import { call } from '@client/lib/api';

export const pretripKey = ['learning', 'pretrip'] as const;

export function usePretripState() {
  return useQuery({ queryKey: pretripKey, queryFn: () => call(getPretripStudy, {}) });
}

/** Marks a checklist item done through the checklist's own call (the server decides what it allows). */
export function useMarkItemDone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => call(completeStep, { body: { url } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['completion'] }),
  });
}
