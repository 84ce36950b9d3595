import { useQuery } from '@tanstack/react-query';
import { getSuccessCoach } from '@shared/contracts/program.endpoints';
import { call } from '@client/lib/api';

/** The student's Success Coach, or the program line when none is assigned. */
export function useSuccessCoach() {
  return useQuery({
    queryKey: ['program', 'coach'],
    queryFn: () => call(getSuccessCoach, {}),
    staleTime: 5 * 60_000,
  });
}
