import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OutcomesQuery } from '@shared/contracts/staff-outcomes';
import { getOutcomes } from '@shared/contracts/staff-outcomes.endpoints';
import { call } from '@client/lib/api';

/** The program's outcomes over the students the filters choose. */
export function useOutcomes(query: OutcomesQuery) {
  return useQuery({
    queryKey: ['admin', 'outcomes', query],
    queryFn: () => call(getOutcomes, { query }),
    placeholderData: keepPreviousData,
  });
}
