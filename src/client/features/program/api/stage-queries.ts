import { queryOptions } from '@tanstack/react-query';
import type { ProgramScreen } from '@shared/contracts/program';
import {
  listActions,
  listCompletions,
  listFlags,
  listProgramSteps,
} from '@shared/contracts/program.endpoints';
import { call } from '@client/lib/api';

/**
 * The queries a stage screen reads, without hooks, so the first download can start them (prefetch-stage)
 * without carrying the screen's code.
 */
export const completionsQuery = queryOptions({
  queryKey: ['completion'],
  queryFn: () => call(listCompletions, {}),
});

export const flagsQuery = queryOptions({
  queryKey: ['user', 'flags'],
  queryFn: () => call(listFlags, {}),
});

export const programStepsQuery = (screen: ProgramScreen) =>
  queryOptions({
    queryKey: ['programSteps', screen],
    queryFn: () => call(listProgramSteps, { params: { screen } }),
    staleTime: 5 * 60_000,
  });

/**
 * What waits on the student ("Action needed"), read again each time the landing screen is opened unless it
 * was read a moment ago (the first download asks for it beside the checklist, prefetch-stage).
 */
export const actionsQuery = queryOptions({
  queryKey: ['actions'],
  queryFn: () => call(listActions, {}),
  staleTime: 15_000,
  refetchOnMount: true,
});
