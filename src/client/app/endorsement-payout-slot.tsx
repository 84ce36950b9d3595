import { lazy, Suspense } from 'react';
import { withLanguage } from '@client/lib/locale';

// The payouts area's part of the endorsements screen plugs in here, so the documents area need not know it.
const EndorsementPayout = lazy(() =>
  withLanguage(import('../features/payouts/components/EndorsementPayout')),
);

/** Where the endorsement payout stands, or the button to ask for it once an endorsement is approved. */
export function endorsementPayout(ready: boolean) {
  return (
    <Suspense fallback={null}>
      <EndorsementPayout ready={ready} />
    </Suspense>
  );
}
