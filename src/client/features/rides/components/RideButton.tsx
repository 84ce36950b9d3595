import '../rides.css';
import { useEffect, useState } from 'react';
import type { RideReason } from '@shared/domain/rides';
import { t } from '@shared/i18n';
import { useAlerts } from '@client/ui/alerts';
import { useRideOptions, useRideSpendingFlag, useTotalSpending } from '../api/rides';
import { ridesLeft } from './RideReasonPicker';
import { UberModal } from './UberModal';
import '@shared/messages/rides';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * The Ride button of a checklist item (spec 001 §2): a ride to or from the place of the ride reason the
 * item declares, the rides left for that reason, and what rides cost so far when the spending flag is on
 * (a failure there is a warning).
 */
export function RideButton({ reason: rideReason }: { reason: RideReason }) {
  const options = useRideOptions();
  const spendingFlag = useRideSpendingFlag();
  const spending = useTotalSpending(spendingFlag.data?.rideSpending === true);
  const { notify } = useAlerts();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (spending.isError) notify(t('rides.spendingFailed'), 'warning');
  }, [spending.isError, notify]);

  if (!options.data?.uberAccessEnabled) return null;
  const offered = options.data.reasons.find((r) => r.reason === rideReason);
  if (!offered) return null;
  const place = rideReason === 'Flexible' ? null : (options.data.destinations[rideReason]?.[0] ?? null);
  return (
    <div className="ride-button">
      <button
        type="button"
        className="button button-primary"
        disabled={offered.remaining === 0}
        onClick={() => setOpen(true)}
      >
        {place ? t('rides.rideButtonTo', { place: place.name }) : t('rides.rideButton')}
      </button>
      <p className="ride-meta">
        <span>{ridesLeft(offered.remaining)}</span>
        {spending.data && (
          <span>{t('rides.totalSpent', { amount: money.format(spending.data.totalSpending) })}</span>
        )}
      </p>
      {open && <UberModal entry={{ rideReason, place }} onClose={() => setOpen(false)} />}
    </div>
  );
}

export default RideButton;
