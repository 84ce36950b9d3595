import { useState, type FormEvent } from 'react';
import { t } from '@shared/i18n';
import { Field } from '@client/ui/Field';
import '@shared/messages/account';
import { ScriptForm } from '@client/ui/ScriptForm';

/** Where a change stands: the form, the code from the address on file, then the code from the new one. */
export type CodeStage =
  | { step: 'form' }
  | { step: 'current'; sentTo: string }
  | { step: 'new'; sentTo: string; currentCode: string };

interface Props {
  message: string;
  busy: boolean;
  error: string | undefined;
  onSubmit(code: string): void;
  onResend(): void;
}

/** A 6-digit code sent to the current address (it is the student asking) or the new one (it is theirs). */
export function CodeStep({ message, busy, error, onSubmit, onResend }: Props) {
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const local = !code
    ? t('account.codeRequired')
    : /^\d{6}$/.test(code)
      ? undefined
      : t('account.codeFormat');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!local && !busy) onSubmit(code);
  };
  return (
    <ScriptForm className="account-form" onSubmit={submit} noValidate>
      <p role="status">{message}</p>
      <Field
        label={t('account.codeLabel')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className="code-input"
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
        error={(touched ? local : undefined) ?? error}
      />
      <button type="submit" className="button button-primary button-block" disabled={busy}>
        {busy ? t('account.saving') : t('account.confirmCode')}
      </button>
      <button type="button" className="link-button" onClick={onResend} disabled={busy}>
        {t('account.resend')}
      </button>
    </ScriptForm>
  );
}
