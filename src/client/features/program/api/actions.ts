import { useQuery } from '@tanstack/react-query';
import { listActions } from '@shared/contracts/program.endpoints';
import { call } from '@client/lib/api';

/** What waits on the student now; read again each time the landing screen is opened. */
export function useActions() {
  return useQuery({
    queryKey: ['actions'],
    queryFn: () => call(listActions, {}),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
