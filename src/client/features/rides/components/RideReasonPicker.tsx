import type { RideOptions } from '@shared/contracts/rides';
import type { RideReason } from '@shared/domain/rides';
import { t } from '@shared/i18n';
import '@shared/messages/rides';

export const ridesLeft = (count: number) =>
  count === 0
    ? t('rides.noRidesLeft')
    : count === 1
      ? t('rides.ridesLeft_one', { count })
      : t('rides.ridesLeft_other', { count });

/** Ride Reason: the ride reasons of the student's rank, each with its rides left; none left means disabled. */
export function RideReasonPicker({
  offered,
  value,
  onChange,
}: {
  offered: RideOptions['reasons'];
  value: RideReason | null;
  onChange: (rideReason: RideReason) => void;
}) {
  return (
    <fieldset className="options">
      <legend>{t('rides.reasonLabel')}</legend>
      {offered.map(({ reason: rideReason, remaining }) => (
        <label key={rideReason} className={`option${remaining === 0 ? ' option-disabled' : ''}`}>
          <input
            type="radio"
            name="ride-reason"
            checked={value === rideReason}
            disabled={remaining === 0}
            onChange={() => onChange(rideReason)}
          />
          <span className="ride-place-name">{t(`rides.reasons.${rideReason}`)}</span>
          <span className="ride-place-address">{ridesLeft(remaining)}</span>
        </label>
      ))}
    </fieldset>
  );
}
