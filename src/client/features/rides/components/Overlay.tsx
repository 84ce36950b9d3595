import { useState } from 'react';
import type { RideBody } from '@shared/contracts/rides';
import type { RideOverlay } from '@shared/domain/rides';
import { t } from '@shared/i18n';
import { useAskCoach } from '../api/rides';
import { useHandlesError } from '@client/lib/error-reporting';
import '@shared/messages/rides';

/** The failure, too-expensive and 'We got your request' overlays of the ride flow (spec 001 §4, §8). */
export function Overlay({
  kind,
  ride,
  fare,
  onDismiss,
  onCoachAsked,
  onClose,
}: {
  kind: NonNullable<RideOverlay>;
  ride: RideBody | null;
  fare: number | null;
  onDismiss: () => void;
  onCoachAsked: () => void;
  onClose: () => void;
}) {
  const ask = useHandlesError(useAskCoach());
  const [key] = useState(() => crypto.randomUUID());
  if (kind === 'failure') {
    return (
      <div className="ride-overlay">
        <p role="alert">
          <strong>{t('rides.somethingWrong')}</strong>
        </p>
        <button type="button" className="button button-primary button-block" onClick={onDismiss}>
          {t('rides.tryAgain')}
        </button>
      </div>
    );
  }
  if (kind === 'coachAsked') {
    return (
      <div className="ride-overlay">
        <p role="status">
          <strong>{t('rides.coachAsked')}</strong>
        </p>
        <p>{t('rides.coachAskedBody')}</p>
        <button type="button" className="button button-primary button-block" onClick={onClose}>
          {t('rides.close')}
        </button>
      </div>
    );
  }
  return (
    <div className="ride-overlay">
      <p role="alert">
        <strong>{t('rides.tooExpensive')}</strong>
      </p>
      {ask.isError && (
        <p className="field-error" role="alert">
          {t('rides.somethingWrong')}
        </p>
      )}
      <div className="ride-choices">
        <button
          type="button"
          className="button button-primary button-block"
          disabled={ask.isPending || !ride}
          onClick={() => ride && ask.mutate({ body: { ...ride, fare }, key }, { onSuccess: onCoachAsked })}
        >
          {t('rides.askCoach')}
        </button>
        <button type="button" className="button button-ghost button-block" onClick={onClose}>
          {t('rides.findAnotherWay')}
        </button>
      </div>
    </div>
  );
}
