import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as e from '@shared/contracts/agreement.endpoints';
import type { SignInput } from '@shared/contracts/agreement';
import { call, urlOf } from '@client/lib/api';
import { sessionKey } from '@client/lib/session';
import { refreshProgress } from '@client/lib/progress';

const signatureRequestKey = ['signatureRequest'] as const;

/** Where the student's signature request stands, and whether an expired link may be renewed. */
export function useSignatureRequest(enabled: boolean) {
  return useQuery({
    queryKey: signatureRequestKey,
    queryFn: () => call(e.getSignatureRequest, {}),
    enabled,
  });
}

export function useRequestAgreement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(e.requestAgreement, {}),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: sessionKey }),
        // The checklist's completions (program area): the request completes the contract step.
        refreshProgress(client),
        client.invalidateQueries({ queryKey: signatureRequestKey }),
      ]);
    },
  });
}

export function useSigningView(token: string) {
  return useQuery({
    queryKey: ['signing', token],
    queryFn: () => call(e.getSigningView, { params: { token } }, { quiet401: true }),
    retry: false,
  });
}

export function useSign(token: string) {
  return useMutation({
    mutationFn: (body: SignInput) => call(e.signAgreement, { params: { token }, body }, { quiet401: true }),
  });
}

/** The signed copy's download address (the student's own). */
export const signedAgreementUrl = () => urlOf(e.downloadSignedAgreement, { query: {} });
