import { lazy, Suspense } from 'react';
import type { RideReason } from '@shared/domain/rides';
import { withLanguage } from '@client/lib/locale';

// The app hands the rides area's Ride button to checklists (a render prop), so the program area need not know it.
const RideButton = lazy(() => withLanguage(import('../features/rides/components/RideButton')));

/** The Ride button of a checklist item that offers a ride (spec 001 §2 "Ride button"). */
function RideSlot({ reason }: { reason: RideReason }) {
  return (
    <Suspense fallback={null}>
      <RideButton reason={reason} />
    </Suspense>
  );
}

/** The render prop checklists take for their ride items. */
export const rideButton = (reason: RideReason) => <RideSlot reason={reason} />;
