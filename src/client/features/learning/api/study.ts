import { useQuery } from '@tanstack/react-query';
import { getPretripStudy } from '@shared/contracts/learning.endpoints';
import { call } from '@client/lib/api';

const pretripKey = ['learning', 'pretrip'] as const;

export function usePretripState() {
  return useQuery({ queryKey: pretripKey, queryFn: () => call(getPretripStudy, {}) });
}
