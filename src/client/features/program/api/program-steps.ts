import { useQuery } from '@tanstack/react-query';
import type { ProgramScreen } from '@shared/contracts/program';
import { programStepsQuery } from '@client/lib/progress';

export function useProgramSteps(screen: ProgramScreen) {
  return useQuery(programStepsQuery(screen));
}
