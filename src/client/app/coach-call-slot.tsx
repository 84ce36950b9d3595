import { lazy, Suspense } from 'react';
import { withLanguage } from '@client/lib/locale';
import { useSession } from '../lib/session';

// The careers area's scheduler plugs in here, so the program area's coach step need not know it.
const CoachCallScheduler = lazy(() =>
  withLanguage(import('../features/careers/components/CoachCallScheduler')),
);

/** "Schedule a call" with the Success Coach through the scheduling port. */
export function CoachCallSlot() {
  const { data: user } = useSession();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <CoachCallScheduler user={user} />
    </Suspense>
  );
}
