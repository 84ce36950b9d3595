import { queryOptions } from '@tanstack/react-query';
import { listActions, listFlags } from '@shared/contracts/program.endpoints';
import { call } from '@client/lib/api';

/**
 * The queries a stage screen reads, without hooks, so the first download can start them (prefetch-stage)
 * without carrying the screen's code. Its steps and completions are the progress module's
 * (lib/progress.ts).
 */
export const flagsQuery = queryOptions({
  queryKey: ['user', 'flags'],
  queryFn: () => call(listFlags, {}),
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
