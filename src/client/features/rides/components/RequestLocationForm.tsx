import '../rides.css';
import { useState } from 'react';
import { usStates } from '@shared/domain/us-states';
import { t } from '@shared/i18n';
import { ApiError } from '@client/lib/api';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { useLocationRequests, useRequestLocation } from '../api/rides';
import { useHandlesError } from '@client/lib/error-reporting';

type Form = { name: string; address: string; city: string; state: string; zip: string; reason: string };
const empty: Form = { name: '', address: '', city: '', state: '', zip: '', reason: '' };

const labels: Record<keyof Form, () => string> = {
  name: () => t('rides.locationName'),
  address: () => t('rides.locationAddress'),
  city: () => t('rides.locationCity'),
  state: () => t('rides.locationState'),
  zip: () => t('rides.locationZip'),
  reason: () => t('rides.locationReason'),
};

/**
 * requestApprovedLocation (spec 000 §2, §5, §9): every field required; success says approval takes up to
 * 2 days; within a day of the last request the success shows instead of the form.
 */
export function RequestLocationForm() {
  const state = useLocationRequests();
  const send = useHandlesError(useRequestLocation());
  const [form, setForm] = useState<Form>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});

  if (state.isPending) return <LoadingScreen label={t('common.loading')} />;
  const throttled = send.error instanceof ApiError && send.error.status === 429;
  if (send.isSuccess || throttled || state.data?.throttled) {
    return (
      <p role="status" className="ride-success">
        {t('rides.locationSent')}
      </p>
    );
  }

  const submit = () => {
    const found: Partial<Record<keyof Form, string>> = {};
    for (const key of Object.keys(empty) as (keyof Form)[]) {
      if (!form[key].trim()) found[key] = t('rides.fieldRequired', { field: labels[key]() });
    }
    if (!found.zip && !/^\d{5}$/.test(form.zip.trim())) found.zip = t('rides.zipInvalid');
    setErrors(found);
    if (Object.keys(found).length === 0) send.mutate(form);
  };

  const field = (name: keyof Form, extra: Record<string, string> = {}) => (
    <div className={`field${errors[name] ? ' field-invalid' : ''}`}>
      <label htmlFor={`rl-${name}`}>{labels[name]()}</label>
      {name === 'state' ? (
        <select
          id="rl-state"
          value={form.state}
          aria-invalid={errors.state ? true : undefined}
          aria-describedby={errors.state ? 'rl-state-error' : undefined}
          onChange={(e) => setForm({ ...form, state: e.target.value })}
        >
          <option value="">{t('preEnrollment.chooseState')}</option>
          {usStates.map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={`rl-${name}`}
          value={form[name]}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `rl-${name}-error` : undefined}
          onChange={(e) => setForm({ ...form, [name]: e.target.value })}
          {...extra}
        />
      )}
      {errors[name] && (
        <p id={`rl-${name}-error`} className="field-error">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form
      noValidate
      className="ride-location-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <p>{t('rides.locationIntro')}</p>
      {field('name')}
      {field('address', { autoComplete: 'street-address' })}
      {field('city', { autoComplete: 'address-level2' })}
      {field('state')}
      {field('zip', { inputMode: 'numeric', autoComplete: 'postal-code' })}
      {field('reason')}
      {send.isError && (
        <p className="field-error" role="alert">
          {send.error instanceof ApiError && send.error.status < 500
            ? send.error.message
            : t('rides.requestFailed')}
        </p>
      )}
      <button type="submit" className="button button-primary button-block" disabled={send.isPending}>
        {t('rides.locationSubmit')}
      </button>
    </form>
  );
}
