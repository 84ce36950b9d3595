import { isRideOver } from '@shared/domain/rides';
import { t } from '@shared/i18n';
import { useCancelTrip, useTrip } from '../api/rides';
import { useHandlesError } from '@client/lib/error-reporting';
import '@shared/messages/rides';
import { FieldError } from '@client/ui/FieldError';

/** Uber Ride In Progress: the live status (polled), the driver, and Cancel (spec 001 §4). */
export function InProgress({
  tripId,
  minutes,
  onClose,
}: {
  tripId: string;
  minutes: number | null;
  onClose: () => void;
}) {
  const trip = useTrip(tripId);
  const cancel = useHandlesError(useCancelTrip());
  const data = trip.data;
  if (!data) return <p role="status">{t('rides.status.ordering')}</p>;
  const state = data.rideState ?? 'ordering';
  const over = isRideOver(state) || data.status === 'CANCELLED';
  const eta = data.driver?.etaMinutes;
  return (
    <div className="ride-progress">
      <p role="status" aria-live="polite" className="ride-status" data-state={state}>
        {t(`rides.status.${state}`, { place: data.dropoffName })}
      </p>
      {data.driver && (
        <p>
          {t('rides.driver', { name: data.driver.name, car: data.driver.car, plate: data.driver.plate })}
          {eta != null && (
            <>
              <br />
              {eta === 1 ? t('rides.eta_one', { count: eta }) : t('rides.eta_other', { count: eta })}
            </>
          )}
        </p>
      )}
      <dl className="ride-summary">
        <div>
          <dt>{t('rides.reasonLabel')}</dt>
          <dd>{t(`rides.reasons.${data.rideReason}`)}</dd>
        </div>
        <div>
          <dt>{t('rides.pickup')}</dt>
          <dd>
            <span className="ride-place-name">{data.pickupName}</span>
            <span className="ride-place-address">{data.pickupAddress}</span>
          </dd>
        </div>
        <div>
          <dt>{t('rides.dropoff')}</dt>
          <dd>
            <span className="ride-place-name">{data.dropoffName}</span>
            <span className="ride-place-address">{data.dropoffAddress}</span>
          </dd>
        </div>
      </dl>
      {data.estimate != null && !over && (
        <p className="muted">
          {t('rides.estimate', { amount: `$${data.estimate.toFixed(2)}`, minutes: minutes ?? '—' })}
        </p>
      )}
      <FieldError error={cancel.error?.message} />
      {over ? (
        <button type="button" className="button button-primary button-block" onClick={onClose}>
          {t('rides.close')}
        </button>
      ) : (
        <button
          type="button"
          className="button button-secondary button-block"
          disabled={cancel.isPending || state === 'ordering'}
          onClick={() => cancel.mutate(tripId, { onSuccess: onClose })}
        >
          {cancel.isPending ? t('rides.cancelling') : t('rides.cancelRide')}
        </button>
      )}
    </div>
  );
}
