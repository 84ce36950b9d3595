import { useQuery } from '@tanstack/react-query';
import type { ActionItem } from '@shared/contracts/actions';
import { api } from '@client/lib/api';

/** What waits on the student now; read again each time the landing screen is opened. */
export function useActions() {
  return useQuery({
    queryKey: ['actions'],
    queryFn: () => api<ActionItem[]>('GET', '/actions'),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
