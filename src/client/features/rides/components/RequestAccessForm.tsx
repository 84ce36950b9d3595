import '../rides.css';
import { useId, useState } from 'react';
import { t } from '@shared/i18n';
import { FieldError, invalidProps } from '@client/ui/FieldError';
import { useRequestAccess, useRideOptions } from '../api/rides';
import { useHandlesError } from '@client/lib/error-reporting';
import '@shared/messages/rides';
import { ScriptForm } from '@client/ui/ScriptForm';

/** requestUberAccess (spec 000 §2, §5, §8): a justification required; success or 'Request Failed…' with Try Again. */
export function RequestAccessForm() {
  // The ride options are what every caller already loaded: read from the cache, not fetched again.
  const request = useRideOptions().data?.accessRequest ?? null;
  const pending = request?.status === 'open';
  const send = useHandlesError(useRequestAccess());
  const [justification, setJustification] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  if (send.isSuccess || pending) {
    return (
      <p role="status" className="ride-success">
        {t('rides.accessSent')}
      </p>
    );
  }
  if (send.isError) {
    return (
      <div role="alert" className="ride-overlay">
        <p>
          <strong>{t('rides.requestFailedTitle')}</strong>
        </p>
        <p>{t('rides.requestFailed')}</p>
        <button type="button" className="button button-primary button-block" onClick={() => send.reset()}>
          {t('rides.tryAgain')}
        </button>
      </div>
    );
  }
  return (
    <ScriptForm
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!justification.trim()) {
          setError(t('rides.reasonRequired'));
          return;
        }
        setError(null);
        send.mutate(justification.trim());
      }}
    >
      {request?.status === 'declined' && request.declineReason && (
        <p className="check-warning">{t('rides.accessDeclined', { reason: request.declineReason })}</p>
      )}
      <p>{t('rides.accessIntro')}</p>
      <div className={`field${error ? ' field-invalid' : ''}`}>
        <label htmlFor={id}>{t('rides.accessReason')}</label>
        <textarea
          id={id}
          rows={3}
          value={justification}
          maxLength={1000}
          {...invalidProps(id, error ?? undefined)}
          onChange={(e) => setJustification(e.target.value)}
        />
        <FieldError id={id} error={error ?? undefined} />
      </div>
      <button type="submit" className="button button-primary button-block" disabled={send.isPending}>
        {t('rides.accessSubmit')}
      </button>
    </ScriptForm>
  );
}
