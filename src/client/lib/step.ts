import { useMutation, useQuery } from '@tanstack/react-query';
import type { ProgramScreen } from '@shared/contracts/program';
import { listProgramSteps } from '@shared/contracts/program.endpoints';
import { waysOf } from '@shared/domain/progress';
import { call } from './api';
import { queuedWrites, type Queued } from './offline-queue';

/** The stage screen a step URL belongs to: /program/<screen>/<step>, /postprogram/…. */
export function screenOfStep(url: string): ProgramScreen | null {
  if (url.startsWith('/postprogram/career_services/')) return 'career_services';
  if (url.startsWith('/postprogram/')) return 'postprogram';
  const m = /^\/program\/([a-z_]+)\//.exec(url);
  return (m?.[1] as ProgramScreen | undefined) ?? null;
}

/**
 * The step's own declaration from GET /api/programSteps/:screen (the checklist's cache), so a step screen
 * offers the action the content declares: a `view` step has a button that completes it.
 */
export function useStepDeclaration(url: string) {
  const screen = screenOfStep(url);
  const steps = useQuery({
    queryKey: ['programSteps', screen],
    queryFn: () => call(listProgramSteps, { params: { screen: screen! } }),
    staleTime: 5 * 60_000,
    enabled: screen !== null,
  });
  const step = steps.data?.find((s) => s.url === url) ?? null;
  const ways = step ? waysOf(step.completes) : [];
  return { step, isPending: steps.isPending && screen !== null, byView: ways.includes('view') };
}

/**
 * POST /api/completion for a `click` or `view` step, as a queued write (lib/offline-queue.ts): the
 * checklist shows it done at once, and without signal it waits and goes out when the signal is back.
 */
export function useCompleteStep() {
  return useMutation<unknown, Error, Queued<string>>({ mutationKey: queuedWrites.completeStep });
}
