import { useQuery } from '@tanstack/react-query';
import type { ProgramScreen } from '@shared/contracts/program';
import { stageScreens } from '@shared/domain/program';
import { waysOf } from '@shared/domain/progress';
import { programStepsQuery } from './progress';

/** The stage screen a step URL belongs to: /program/<screen>/<step>, /postprogram/…; null outside the stages. */
function screenOfStep(url: string): ProgramScreen | null {
  if (url.startsWith('/postprogram/career_services/')) return 'career_services';
  if (url.startsWith('/postprogram/')) return 'postprogram';
  const screen = /^\/program\/([a-z_]+)\//.exec(url)?.[1];
  return screen && (stageScreens as readonly string[]).includes(screen) ? (screen as ProgramScreen) : null;
}

/**
 * The step's own declaration from GET /api/programSteps/:screen (the checklist's cache), so a step screen
 * offers the action the content declares: a `view` step has a button that completes it.
 */
export function useStepDeclaration(url: string) {
  const screen = screenOfStep(url);
  // A URL outside the stages reads nothing.
  const steps = useQuery({ ...programStepsQuery(screen ?? 'welcome'), enabled: screen !== null });
  const step = steps.data?.find((s) => s.url === url) ?? null;
  const ways = step ? waysOf(step.completes) : [];
  return {
    step,
    isPending: steps.isPending && screen !== null,
    isError: steps.isError,
    retry: () => void steps.refetch(),
    retrying: steps.isFetching,
    byView: ways.includes('view'),
  };
}
