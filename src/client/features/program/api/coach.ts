import { useQuery } from '@tanstack/react-query';
import type { SuccessCoach } from '@shared/contracts/program';
import { api } from '@client/lib/api';

/** GET /api/program/coach: the student's Success Coach, or the program line when none is assigned. */
export function useSuccessCoach() {
  return useQuery({
    queryKey: ['program', 'coach'],
    queryFn: () => api<SuccessCoach>('GET', '/program/coach'),
    staleTime: 5 * 60_000,
  });
}
