import '../rides.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { t } from '@shared/i18n';
import { ApiError } from '@client/lib/api';
import { serverFieldOf, setServerFieldError } from '@client/lib/forms';
import { Field } from '@client/ui/Field';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { StateSelect } from '@client/ui/StateSelect';
import { useLocationRequests, useRequestLocation } from '../api/rides';
import { useHandlesError } from '@client/lib/error-reporting';
import '@shared/messages/rides';
import { ScriptForm } from '@client/ui/ScriptForm';

const labels = {
  name: () => t('rides.locationName'),
  address: () => t('rides.locationAddress'),
  city: () => t('rides.locationCity'),
  state: () => t('rides.locationState'),
  zip: () => t('rides.locationZip'),
  reason: () => t('rides.locationReason'),
};
type Key = keyof typeof labels;
const fields = Object.keys(labels) as Key[];

/** Every field is required, named by its label; the ZIP code has 5 digits. */
const need = (key: Key) =>
  z
    .string()
    .trim()
    .min(1, t('rides.fieldRequired', { field: labels[key]() }));
const schema = z.object({
  name: need('name'),
  address: need('address'),
  city: need('city'),
  state: need('state'),
  zip: need('zip').regex(/^\d{5}$/, t('rides.zipInvalid')),
  reason: need('reason'),
});
type Form = z.infer<typeof schema>;
const empty: Form = { name: '', address: '', city: '', state: '', zip: '', reason: '' };

/**
 * requestApprovedLocation (spec 000 §2, §5, §9): every field required; success says approval takes up to
 * 2 days; within a day of the last request the success shows instead of the form.
 */
export function RequestLocationForm() {
  const state = useLocationRequests();
  const send = useHandlesError(useRequestLocation());
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Form>({ resolver: zodResolver(schema), defaultValues: empty });

  if (state.isPending) return <LoadingScreen label={t('common.loading')} />;
  const throttled = send.error instanceof ApiError && send.error.status === 429;
  if (send.isSuccess || throttled || state.data?.throttled) {
    return (
      <p role="status" className="ride-success">
        {t('rides.locationSent')}
      </p>
    );
  }

  const submit = handleSubmit((form) =>
    send.mutate(form, { onError: (err) => setServerFieldError(err, setError, fields) }),
  );
  const field = (name: Exclude<Key, 'state'>, extra: Record<string, string> = {}) => (
    <Field
      id={`rl-${name}`}
      label={labels[name]()}
      error={errors[name]?.message}
      {...extra}
      {...register(name)}
    />
  );

  const last = state.data?.requests[0];
  return (
    <ScriptForm noValidate className="ride-location-form" onSubmit={(e) => void submit(e)}>
      {last?.status === 'declined' && last.declineReason && (
        <p className="check-warning">
          {t('rides.placeDeclined', { name: last.name, reason: last.declineReason })}
        </p>
      )}
      <p>{t('rides.locationIntro')}</p>
      {field('name')}
      {field('address', { autoComplete: 'street-address' })}
      {field('city', { autoComplete: 'address-level2' })}
      <StateSelect
        id="rl-state"
        label={labels.state()}
        error={errors.state?.message}
        {...register('state')}
      />
      {field('zip', { inputMode: 'numeric', autoComplete: 'postal-code' })}
      {field('reason')}
      {send.isError && !serverFieldOf(send.error, fields) && (
        <p className="field-error" role="alert">
          {send.error instanceof ApiError && send.error.status < 500
            ? send.error.message
            : t('rides.requestFailed')}
        </p>
      )}
      <button type="submit" className="button button-primary button-block" disabled={send.isPending}>
        {t('rides.locationSubmit')}
      </button>
    </ScriptForm>
  );
}
