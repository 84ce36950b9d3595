import { useMemo } from 'react';
import type { SessionUser } from '@shared/contracts/user';
import { buildChecklist, type SourceStep } from '@shared/domain/checklist';
import { useCompletions } from './progress';

// Its own module, not lib/progress.ts: the checklist's rules come with the screens that show a checklist,
// never in the sign-in page's download.

/**
 * A checklist of these steps for this student: the completions answer, the URLs of the steps done, and the
 * items as the student sees them (none until the student is known).
 */
export function useChecklist(steps: SourceStep[] | undefined, user: SessionUser | null | undefined) {
  const completions = useCompletions();
  const completed = useMemo(() => new Set((completions.data ?? []).map((c) => c.url)), [completions.data]);
  const items = useMemo(
    () =>
      user
        ? buildChecklist(
            steps ?? [],
            {
              waitlistBoard: user.waitlistWFB?.slug ?? null,
              hasFundingRecord: Boolean(user.userWfb?.workforceFundingStatus),
              wfp: user.wfp,
              uberAccessEnabled: user.uberAccessEnabled,
              stipendSp: user.stipendSp,
            },
            completed,
          )
        : [],
    [steps, completed, user],
  );
  return { completions, completed, items };
}
