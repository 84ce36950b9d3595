import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  StaffStipend,
  StipendRequestBody,
  StipendsOverview,
} from '@shared/contracts/stipends';
import { api } from '@client/lib/api';

const stipendsKey = ['stipends'] as const;
/** The checklist's completions (program area): a request completes its week's step. */
const completionKey = ['completion'] as const;

export function useStipends() {
  return useQuery({ queryKey: stipendsKey, queryFn: () => api<StipendsOverview>('GET', '/stipends') });
}

export function useRequestStipend() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StipendRequestBody) =>
      api<{ week: number; status: string }>('POST', '/paypal/requestStipend', { body }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: stipendsKey }),
        client.invalidateQueries({ queryKey: completionKey }),
      ]);
    },
  });
}

const staffKey = ['admin', 'stipends'] as const;

export function useStaffStipends() {
  return useQuery({ queryKey: staffKey, queryFn: () => api<StaffStipend[]>('GET', '/admin/stipends') });
}

export function useStipendDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { id: string; verb: 'approve' | 'paid' } | { id: string; verb: 'decline'; reason: string },
    ) =>
      api<{ id: string; status: string }>(
        'POST',
        `/admin/stipends/${input.id}/${input.verb}`,
        input.verb === 'decline' ? { body: { reason: input.reason } } : {},
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: staffKey }),
  });
}
