import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { usStates } from '@shared/domain/us-states';
import { t } from '@shared/i18n';
import { FieldError, invalidProps } from './FieldError';
import '@shared/messages/pre-enrollment';

interface Props extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/** The one US-state dropdown (spec 001 §2 "Shared UI"): 'Choose a state', then the 50 states and D.C. */
export function StateSelect({ label, error, id, ref, ...select }: Props) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={selectId}>{label}</label>
      <select ref={ref} id={selectId} {...invalidProps(selectId, error)} {...select}>
        <option value="">{t('preEnrollment.chooseState')}</option>
        {usStates.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
      <FieldError id={selectId} error={error} />
    </div>
  );
}
