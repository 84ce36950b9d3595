import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StipendRequestBody } from '@shared/contracts/stipends';
import {
  approveStipend,
  declineStipend,
  getStipends,
  listDeclinedStipends,
  listOpenStipends,
  markStipendPaid,
  reopenStipend,
  requestStipend,
} from '@shared/contracts/stipends.endpoints';
import { call } from '@client/lib/api';
import { refreshProgress } from '@client/lib/progress';

const stipendsKey = ['stipends'] as const;

export function useStipends() {
  return useQuery({
    queryKey: stipendsKey,
    queryFn: () => call(getStipends, {}),
    meta: { handlesError: true },
  });
}

export function useRequestStipend() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StipendRequestBody) => call(requestStipend, { body }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: stipendsKey }),
        // A request completes its week's step.
        refreshProgress(client),
      ]);
    },
  });
}

const staffKey = ['admin', 'stipends'] as const;

export function useStaffStipends() {
  return useQuery({ queryKey: staffKey, queryFn: () => call(listOpenStipends, {}) });
}

const declinedKey = ['admin', 'stipends', 'declined'] as const;

export function useDeclinedStipends() {
  return useQuery({ queryKey: declinedKey, queryFn: () => call(listDeclinedStipends, {}) });
}

/** A coach opens a declined week again; the student may ask for it anew. */
export function useReopenStipend() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(reopenStipend, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: staffKey }),
  });
}

export function useStipendDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { id: string; verb: 'approve' | 'paid' } | { id: string; verb: 'decline'; reason: string },
    ) => {
      const params = { id: input.id };
      if (input.verb === 'decline') return call(declineStipend, { params, body: { reason: input.reason } });
      return call(input.verb === 'approve' ? approveStipend : markStipendPaid, { params });
    },
    onSettled: () => client.invalidateQueries({ queryKey: staffKey }),
  });
}
