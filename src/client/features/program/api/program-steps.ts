import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgramScreen, ProgramStep } from '../../../../shared/contracts/program';
import { api } from '../../../lib/api';

export const programStepsQuery = (screen: ProgramScreen) =>
  queryOptions({
    queryKey: ['programSteps', screen],
    queryFn: () => api<ProgramStep[]>('GET', `/programSteps/${screen}`),
    staleTime: 5 * 60_000,
  });

export function useProgramSteps(screen: ProgramScreen) {
  return useQuery(programStepsQuery(screen));
}
