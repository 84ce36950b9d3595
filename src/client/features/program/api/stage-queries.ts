import { queryOptions } from '@tanstack/react-query';
import type { ProgramScreen, ProgramStep } from '@shared/contracts/program';
import { api } from '@client/lib/api';

/**
 * The queries a stage screen reads, without hooks, so the first download can start them (prefetch-stage)
 * without carrying the screen's code.
 */
export const completionsQuery = queryOptions({
  queryKey: ['completion'],
  queryFn: () => api<{ url: string; createdAt: string }[]>('GET', '/completion'),
});

export const flagsQuery = queryOptions({
  queryKey: ['user', 'flags'],
  queryFn: () => api<string[]>('GET', '/user/flags'),
});

export const programStepsQuery = (screen: ProgramScreen) =>
  queryOptions({
    queryKey: ['programSteps', screen],
    queryFn: () => api<ProgramStep[]>('GET', `/programSteps/${screen}`),
    staleTime: 5 * 60_000,
  });
