import { useState } from 'react';
import { usStates } from '@shared/domain/us-states';
import { t } from '@shared/i18n';
import { ApiError } from '@client/lib/api';
import { Dialog } from '@client/ui/Dialog';
import { useAddressChange } from '../api/locations';
import { useHandlesError } from '@client/lib/error-reporting';

/** The address-change request (spec 000 §8): a coach reaches out; 'Someone should reach out shortly'. */
export function AddressChangeDialog({ onClose }: { onClose: () => void }) {
  const send = useHandlesError(useAddressChange());
  const [form, setForm] = useState({ address: '', city: '', state: '', zip: '', note: '' });
  const field = (name: keyof typeof form, label: string, extra: Record<string, string> = {}) => (
    <div className="field">
      <label htmlFor={`ac-${name}`}>{label}</label>
      <input
        id={`ac-${name}`}
        value={form[name]}
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
        {...extra}
      />
    </div>
  );
  return (
    <Dialog title={t('locations.addressChangeTitle')} onClose={onClose}>
      {send.isSuccess ? (
        <p role="status">{send.data.message}</p>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send.mutate({ ...form, ...(form.note.trim() ? {} : { note: undefined }) } as never);
          }}
        >
          {field('address', t('preEnrollment.street'), { autoComplete: 'street-address' })}
          {field('city', t('preEnrollment.city'), { autoComplete: 'address-level2' })}
          <div className="field">
            <label htmlFor="ac-state">{t('preEnrollment.state')}</label>
            <select
              id="ac-state"
              value={form.state}
              onChange={(e) => setForm({ ...form, state: e.target.value })}
            >
              <option value="">{t('preEnrollment.chooseState')}</option>
              {usStates.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          {field('zip', t('preEnrollment.zip'), { inputMode: 'numeric', autoComplete: 'postal-code' })}
          {field('note', t('locations.note'))}
          {send.isError && (
            <p className="field-error" role="alert">
              {send.error instanceof ApiError ? send.error.message : t('errors.internal')}
            </p>
          )}
          <button type="submit" className="button button-primary button-block" disabled={send.isPending}>
            {t('locations.addressChangeSend')}
          </button>
        </form>
      )}
    </Dialog>
  );
}
