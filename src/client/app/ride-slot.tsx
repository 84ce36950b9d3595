import { lazy, Suspense } from 'react';

// The rides area plugs its Ride button into checklist items here, so the program area need not know it.
const RideButton = lazy(() => import('../features/rides/components/RideButton'));

/** The Ride button of a checklist item that offers a ride (spec 001 §2 "Ride button"). */
export function RideSlot({ url }: { url: string }) {
  return (
    <Suspense fallback={null}>
      <RideButton url={url} />
    </Suspense>
  );
}
