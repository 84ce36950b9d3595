import { useIsMutating, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getStaffCounts } from '@shared/contracts/staff.endpoints';
import { call } from '@client/lib/api';

const countsKey = ['admin', 'counts'] as const;

/**
 * The queues' counts for the console's tabs: refreshed every minute, on focus, and after any decision
 * a coach makes anywhere in the console (the queues live in other areas with their own query keys).
 */
export function useStaffCounts() {
  const client = useQueryClient();
  const mutating = useIsMutating();
  const wasMutating = useRef(false);
  useEffect(() => {
    if (mutating > 0) wasMutating.current = true;
    else if (wasMutating.current) {
      wasMutating.current = false;
      void client.invalidateQueries({ queryKey: countsKey });
    }
  }, [mutating, client]);
  return useQuery({
    queryKey: countsKey,
    queryFn: () => call(getStaffCounts, {}),
    refetchInterval: 60_000,
    meta: { handlesError: true },
  });
}
