import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  approvePayout,
  listPayouts,
  listStaffPayouts,
  markPayoutPaid,
  quotePayout,
  requestPayout,
  returnPayout,
} from '@shared/contracts/payouts.endpoints';
import type { PayoutReason } from '@shared/domain/payouts';
import { call } from '@client/lib/api';
import { refreshProgress } from '@client/lib/progress';

const payoutsKey = ['paypal'] as const;

export function usePayouts() {
  return useQuery({
    queryKey: payoutsKey,
    queryFn: () => call(listPayouts, {}),
    meta: { handlesError: true },
  });
}

/** The server's amount for a reason, shown on the check-your-answers step (the server records the same). */
export function usePayoutQuote(reason: PayoutReason) {
  return useQuery({
    queryKey: [...payoutsKey, 'quote', reason],
    queryFn: () => call(quotePayout, { params: { reason } }),
    meta: { handlesError: true },
  });
}

/** One request per form: a retry after a lost answer carries the same key and is the same request. */
export function useRequestPayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { reason: PayoutReason; email: string; key: string }) =>
      call(
        requestPayout,
        { body: { reason: input.reason, email: input.email } },
        { idempotencyKey: input.key },
      ),
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: payoutsKey }), refreshProgress(client)]),
  });
}

const staffKey = (status: 'open' | 'completed') => ['admin', 'payouts', status] as const;

export function useStaffPayouts(status: 'open' | 'completed') {
  return useQuery({
    queryKey: staffKey(status),
    queryFn: () => call(listStaffPayouts, { query: { status } }),
  });
}

export function usePayoutDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        | { id: string; verb: 'approve' | 'paid'; amount?: number }
        | { id: string; verb: 'return'; reason: string },
    ) => {
      const params = { id: input.id };
      if (input.verb === 'return') return call(returnPayout, { params, body: { reason: input.reason } });
      if (input.verb === 'paid') return call(markPayoutPaid, { params });
      return call(approvePayout, {
        params,
        body: input.amount === undefined ? undefined : { amount: input.amount },
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'payouts'] }),
  });
}
