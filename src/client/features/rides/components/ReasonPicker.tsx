import type { RideOptions } from '@shared/contracts/rides';
import type { RideReason } from '@shared/domain/rides';
import { t } from '@shared/i18n';

export const ridesLeft = (count: number) =>
  count === 0
    ? t('rides.noRidesLeft')
    : count === 1
      ? t('rides.ridesLeft_one', { count })
      : t('rides.ridesLeft_other', { count });

/** Ride Reason: the reasons of the student's rank, each with its rides left; none left means disabled. */
export function ReasonPicker({
  reasons,
  value,
  onChange,
}: {
  reasons: RideOptions['reasons'];
  value: RideReason | null;
  onChange: (reason: RideReason) => void;
}) {
  return (
    <fieldset className="options">
      <legend>{t('rides.reasonLabel')}</legend>
      {reasons.map((r) => (
        <label key={r.reason} className={`option${r.remaining === 0 ? ' option-disabled' : ''}`}>
          <input
            type="radio"
            name="ride-reason"
            checked={value === r.reason}
            disabled={r.remaining === 0}
            onChange={() => onChange(r.reason)}
          />
          <span className="ride-place-name">{t(`rides.reasons.${r.reason}`)}</span>
          <span className="ride-place-address">{ridesLeft(r.remaining)}</span>
        </label>
      ))}
    </fieldset>
  );
}
