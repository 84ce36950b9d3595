import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactChange, ContactChangeResult } from '@shared/contracts/account';
import type { EmailRating } from '@shared/contracts/analysis';
import { api, call } from '@client/lib/api';
import { updateUser } from '@shared/contracts/user.endpoints';
import { sessionKey } from '@client/lib/session';

/**
 * A change's codes: `current` goes to the address on file (the new address in the body is checked first),
 * `new` goes to the new address and needs the current one's code in the body.
 */
export function useSendCode(kind: 'email' | 'phone', to: 'current' | 'new') {
  return useMutation({
    mutationFn: (body: Record<string, string>) =>
      api<{ sentTo: string }>('POST', `/account/${kind}/${to === 'current' ? 'current-code' : 'code'}`, {
        body,
      }),
  });
}

export function useChangeContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactChange) => call(updateUser, { body }) as Promise<ContactChangeResult>,
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKey }),
  });
}

export function useAnalyzeEmail() {
  return useMutation({
    mutationFn: (email: string) =>
      api<EmailRating>('POST', '/open-ai/analyze-email-professionality', { body: { email } }),
  });
}

/** GET /api/spaces: the current profile photo as a data URL; stale after 5 minutes (spec 001 §7). */
export const photoQuery = (path: string) =>
  queryOptions({
    queryKey: ['spaces', path],
    queryFn: async () => {
      const file = await api<{ content: string; contentType: string }>(
        'GET',
        `/spaces?path=${encodeURIComponent(path)}`,
      );
      return `data:${file.contentType};base64,${file.content}`;
    },
    staleTime: 5 * 60_000,
  });
