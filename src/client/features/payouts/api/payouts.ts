import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Payout, StaffPayout } from '@shared/contracts/payouts';
import type { PayoutReason } from '@shared/domain/payouts';
import { api } from '@client/lib/api';

const payoutsKey = ['paypal'] as const;

export function usePayouts() {
  return useQuery({ queryKey: payoutsKey, queryFn: () => api<Payout[]>('GET', '/paypal') });
}

/** One request per form: a retry after a lost answer carries the same key and is the same request. */
export function useRequestPayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { reason: PayoutReason; email: string; key: string }) =>
      api<Payout>('POST', '/paypal/requestBonusPayout', {
        body: { reason: input.reason, email: input.email },
        idempotencyKey: input.key,
      }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: payoutsKey }),
        client.invalidateQueries({ queryKey: ['completion'] }),
      ]),
  });
}

const staffKey = (status: 'open' | 'completed') => ['admin', 'payouts', status] as const;

export function useStaffPayouts(status: 'open' | 'completed') {
  return useQuery({
    queryKey: staffKey(status),
    queryFn: () => api<StaffPayout[]>('GET', `/admin/payouts?status=${status}`),
  });
}

export function usePayoutDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; verb: 'approve' | 'paid'; amount?: number }) =>
      api<Payout>(
        'POST',
        `/admin/payouts/${input.id}/${input.verb}`,
        input.amount === undefined ? {} : { body: { amount: input.amount } },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'payouts'] }),
  });
}
