import type { QueryClient } from '@tanstack/react-query';
import type { ProgramScreen, ProgramStep } from '@shared/contracts/program';
import { stageScreens } from '@shared/domain/program';
import { api } from '@client/lib/api';
import { completionsQuery, flagsQuery, programStepsQuery } from './stage-queries';

/**
 * Opening a stage screen directly (the usual way back into the portal) asks for its checklist data while
 * the screen's code is still loading, instead of after it: one round trip less on a slow connection.
 * Quiet on a 401, since the session probe runs at the same time and decides about signing in.
 */
export function prefetchStage(queryClient: QueryClient, pathname: string): void {
  const screen = /^\/program\/([a-z]+)\/?$/.exec(pathname)?.[1];
  if (!screen || !(stageScreens as readonly string[]).includes(screen)) return;
  const quiet = { quiet401: true };
  void queryClient.prefetchQuery({
    ...programStepsQuery(screen as ProgramScreen),
    queryFn: () => api<ProgramStep[]>('GET', `/programSteps/${screen}`, quiet),
  });
  void queryClient.prefetchQuery({
    ...completionsQuery,
    queryFn: () => api<{ url: string; createdAt: string }[]>('GET', '/completion', quiet),
  });
  void queryClient.prefetchQuery({
    ...flagsQuery,
    queryFn: () => api<string[]>('GET', '/user/flags', quiet),
  });
}
