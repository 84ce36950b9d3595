import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { acceptPrivacyPolicy, getPrivacyAcceptance } from '@shared/contracts/school.endpoints';
import { call } from '@client/lib/api';
import { refreshProgress } from '@client/lib/progress';

const privacyKey = ['document', 'confirmPrivacyPolicy'] as const;

export function usePrivacyAcceptance() {
  return useQuery({
    queryKey: privacyKey,
    queryFn: () => call(getPrivacyAcceptance, {}),
  });
}

/** PATCH /api/document/confirmPrivacyPolicy: recorded by the server, which also completes the step. */
export function useAcceptPrivacy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => call(acceptPrivacyPolicy, { body: { uuid } }),
    onSuccess: async (data) => {
      client.setQueryData(privacyKey, data);
      await refreshProgress(client);
    },
  });
}
