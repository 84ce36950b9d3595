import { localizedZodResolver as zodResolver } from '@client/lib/form-resolver';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { addressChangeBody } from '@shared/contracts/locations';
import { usStateCodes } from '@shared/domain/us-states';
import { t } from '@shared/i18n';
import { ApiError } from '@client/lib/api';
import { serverFieldOf, setServerFieldError } from '@client/lib/forms';
import { Dialog } from '@client/ui/Dialog';
import { Field } from '@client/ui/Field';
import { StateSelect } from '@client/ui/StateSelect';
import { useAddressChange } from '../api/locations';
import { useHandlesError } from '@client/lib/error-reporting';
import '@shared/messages/locations';
import '@shared/messages/pre-enrollment';
import { ScriptForm } from '@client/ui/ScriptForm';

/** The request's own checks, with 'Required' when no state is chosen. */
const schema = addressChangeBody.extend({
  state: z.enum(usStateCodes as [string, ...string[]], { error: t('preEnrollment.required') }),
});
type Form = z.input<typeof schema>;
const fields = ['address', 'city', 'state', 'zip', 'note'] as const;

/** The address-change request (spec 000 §8): a coach reaches out; 'Someone should reach out shortly'. */
export function AddressChangeDialog({ onClose }: { onClose: () => void }) {
  const send = useHandlesError(useAddressChange());
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Form, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { address: '', city: '', state: '', zip: '', note: '' },
  });
  const submit = handleSubmit(({ note, ...rest }) =>
    send.mutate(
      { ...rest, ...(note ? { note } : {}) },
      { onError: (err) => setServerFieldError(err, setError, fields) },
    ),
  );
  return (
    <Dialog title={t('locations.addressChangeTitle')} onClose={onClose}>
      {send.isSuccess ? (
        <p role="status">{send.data.message}</p>
      ) : (
        <ScriptForm noValidate onSubmit={(e) => void submit(e)}>
          <Field
            id="ac-address"
            label={t('preEnrollment.street')}
            autoComplete="street-address"
            error={errors.address?.message}
            {...register('address')}
          />
          <Field
            id="ac-city"
            label={t('preEnrollment.city')}
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register('city')}
          />
          <StateSelect
            id="ac-state"
            label={t('preEnrollment.state')}
            error={errors.state?.message}
            {...register('state')}
          />
          <Field
            id="ac-zip"
            label={t('preEnrollment.zip')}
            inputMode="numeric"
            autoComplete="postal-code"
            error={errors.zip?.message}
            {...register('zip')}
          />
          <Field
            id="ac-note"
            label={t('locations.note')}
            error={errors.note?.message}
            {...register('note')}
          />
          {send.isError && !serverFieldOf(send.error, fields) && (
            <p className="field-error" role="alert">
              {send.error instanceof ApiError ? send.error.message : t('errors.internal')}
            </p>
          )}
          <button type="submit" className="button button-primary button-block" disabled={send.isPending}>
            {t('locations.addressChangeSend')}
          </button>
        </ScriptForm>
      )}
    </Dialog>
  );
}
