import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import { sessionKey } from '@client/lib/session';

export function useRequestAgreement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ fwAgreementStatus: 'pending' }>('POST', '/hellosign/sendSignatureRequest'),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: sessionKey }),
        // The checklist's completions (program area): the request completes the contract step.
        client.invalidateQueries({ queryKey: ['completion'] }),
      ]);
    },
  });
}

export interface SigningView {
  firstName: string;
  title: string;
  version: string;
  paragraphs: string[];
}

export function useSigningView(token: string) {
  return useQuery({
    queryKey: ['signing', token],
    queryFn: () =>
      api<SigningView>('GET', `/hellosign/signing/${encodeURIComponent(token)}`, { quiet401: true }),
    retry: false,
  });
}

export function useSign(token: string) {
  return useMutation({
    mutationFn: (body: { legalName: string; consent: boolean; typed: boolean; signature?: string }) =>
      api<{ fwAgreementStatus: 'complete' }>('POST', `/hellosign/signing/${encodeURIComponent(token)}`, {
        body,
        quiet401: true,
      }),
  });
}
