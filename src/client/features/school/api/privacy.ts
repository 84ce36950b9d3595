import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrivacyAcceptance } from '@shared/contracts/school';
import { api } from '@client/lib/api';

const privacyKey = ['document', 'confirmPrivacyPolicy'] as const;

export function usePrivacyAcceptance() {
  return useQuery({
    queryKey: privacyKey,
    queryFn: () => api<PrivacyAcceptance>('GET', '/document/confirmPrivacyPolicy'),
  });
}

/** PATCH /api/document/confirmPrivacyPolicy: recorded by the server, which also completes the step. */
export function useAcceptPrivacy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) =>
      api<PrivacyAcceptance>('PATCH', '/document/confirmPrivacyPolicy', { body: { uuid } }),
    onSuccess: async (data) => {
      client.setQueryData(privacyKey, data);
      await client.invalidateQueries({ queryKey: ['completion'] });
    },
  });
}
