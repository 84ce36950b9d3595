import { useQuery } from '@tanstack/react-query';
import { actionsQuery } from './stage-queries';

/** What waits on the student now, on the landing screen only (`enabled`). */
export function useActions(enabled: boolean) {
  return useQuery({ ...actionsQuery, enabled });
}
