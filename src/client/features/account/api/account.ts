import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as account from '@shared/contracts/account.endpoints';
import type { ContactChange, ContactChangeResult } from '@shared/contracts/account';
import { rateEmail } from '@shared/contracts/analysis.endpoints';
import { updateUser } from '@shared/contracts/user.endpoints';
import { call } from '@client/lib/api';
import { sessionKey } from '@client/lib/session';

const codeEndpoints = {
  email: { current: account.sendCurrentEmailCode, new: account.sendNewEmailCode },
  phone: { current: account.sendCurrentPhoneCode, new: account.sendNewPhoneCode },
} as const;

/**
 * A change's codes: `current` goes to the address on file (the new address in the body is checked first),
 * `new` goes to the new address and needs the current one's code in the body.
 */
export function useSendCode(kind: 'email' | 'phone', to: 'current' | 'new') {
  return useMutation({
    mutationFn: (body: Record<string, string>) =>
      // The body carries the fields of its kind; the server checks them.
      call(codeEndpoints[kind][to] as typeof account.sendNewEmailCode, { body }),
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
    mutationFn: (email: string) => call(rateEmail, { body: { email } }),
  });
}
