import { useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import type { ContactChangeResult } from '@shared/contracts/account';
import { ApiError } from '@client/lib/api';
import { useHandlesError } from '@client/lib/error-reporting';
import { Field } from '@client/ui/Field';
import { useChangeContact, useSendCode } from '../api/account';
import { CodeStep, type CodeStage } from './CodeStep';
import '@shared/messages/account';

/** What differs between changing the e-mail address and the phone number (spec 001 §4, §5). */
export interface ContactChannel {
  kind: 'email' | 'phone';
  /** The typed value as it is sent (an e-mail address without its surrounding spaces). */
  clean(value: string): string;
  /** The form's own checks of the new value and its confirmation. */
  errors(value: string, confirm: string): { value?: string | undefined; confirm?: string | undefined };
  /** The new value's field: its label, hint and input kind. */
  field: { label: string; hint?: string } & Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'inputMode' | 'autoComplete'
  >;
  confirmLabel: string;
  /** The code steps' messages, naming where the code went. */
  currentCodeSent(to: string): string;
  codeSent(to: string): string;
}

const confirmField = { email: 'confirmEmail', phone: 'confirmPhone' } as const;

/**
 * A change of contact: the form, a code from the address on file, then a code from the new one; the change
 * is saved with the second code. A taken address is refused only once its code is proven (issue 38): the
 * form comes back, saying so.
 */
export function useContactChange(
  channel: ContactChannel,
  onChanged: (result: ContactChangeResult) => void,
  otherBusy = false,
) {
  const { kind } = channel;
  const [value, setValue] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState({ value: false, confirm: false });
  const [step, setStep] = useState<CodeStage>({ step: 'form' });
  const askCurrent = useHandlesError(useSendCode(kind, 'current'));
  const askNew = useHandlesError(useSendCode(kind, 'new'));
  const change = useHandlesError(useChangeContact());

  const errors = channel.errors(value, confirm);
  const busy = askCurrent.isPending || askNew.isPending || change.isPending || otherBusy;
  const taken = change.error instanceof ApiError && change.error.status === 409 ? change.error : null;
  const serverError = askCurrent.error instanceof ApiError ? askCurrent.error : taken;

  const entered = { [kind]: channel.clean(value), [confirmField[kind]]: channel.clean(confirm) };
  const sendCurrent = () =>
    askCurrent.mutate(entered, { onSuccess: (res) => setStep({ step: 'current', sentTo: res.sentTo }) });
  const sendNew = (currentCode: string) =>
    askNew.mutate(
      { ...entered, currentCode },
      { onSuccess: (res) => setStep({ step: 'new', sentTo: res.sentTo, currentCode }) },
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched({ value: true, confirm: true });
    if (errors.value || errors.confirm || busy) return;
    sendCurrent();
  };
  const save = (code: string) =>
    change.mutate(
      kind === 'email' ? { email: channel.clean(value), code } : { phone: channel.clean(value), code },
      {
        onSuccess: onChanged,
        onError: (err) => {
          if (err instanceof ApiError && err.status === 409) setStep({ step: 'form' });
        },
      },
    );

  const codeStep: ReactNode =
    step.step === 'current' ? (
      <CodeStep
        key="current"
        message={channel.currentCodeSent(step.sentTo)}
        busy={busy}
        error={askNew.error?.message}
        onSubmit={sendNew}
        onResend={sendCurrent}
      />
    ) : step.step === 'new' ? (
      <CodeStep
        key="new"
        message={channel.codeSent(step.sentTo)}
        busy={busy}
        error={change.error?.message}
        onSubmit={save}
        onResend={() => sendNew(step.currentCode)}
      />
    ) : null;

  /** The new value and its confirmation; `belowValue` stands under the first (the e-mail typo hint). */
  const fields = (belowValue?: ReactNode) => (
    <>
      <Field
        {...channel.field}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          change.reset();
        }}
        onBlur={() => setTouched((s) => ({ ...s, value: true }))}
        error={
          (touched.value ? errors.value : undefined) ??
          (serverError?.field === kind ? serverError.message : undefined)
        }
      />
      {belowValue}
      <Field
        label={channel.confirmLabel}
        type={channel.field.type}
        inputMode={channel.field.inputMode}
        autoComplete="off"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        onBlur={() => setTouched((s) => ({ ...s, confirm: true }))}
        error={touched.confirm ? errors.confirm : undefined}
      />
      {serverError && serverError.field !== kind && (
        <p className="field-error" role="alert">
          {serverError.message}
        </p>
      )}
    </>
  );

  return { value, setValue, busy, sending: askCurrent.isPending, submit, codeStep, fields };
}

/** The page around a contact change: its title, then the code step or the form. */
export function ContactChangeSection({
  title,
  codeStep,
  children,
}: {
  title: string;
  codeStep: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="account">
      <h1>{title}</h1>
      {codeStep ?? children}
    </section>
  );
}
