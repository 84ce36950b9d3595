import type { ReactNode } from 'react';
import { t } from '@shared/i18n';
import '@shared/messages/pre-enrollment';
import { ScriptForm } from '@client/ui/ScriptForm';

interface Option<T> {
  value: T;
  label: string;
}

/** One pre-enrollment question: 'Question N of 5', the choices, what a choice reveals, and Continue. */
export function Question<T extends string | boolean>({
  n,
  title,
  shown,
  options,
  value,
  onChange,
  children,
  onBack,
  onContinue,
  busy,
  continueLabel,
}: {
  n: number;
  title: string;
  shown?: ReactNode;
  options: Option<T>[];
  value: T | null;
  onChange: (v: T) => void;
  children?: ReactNode;
  onBack: () => void;
  onContinue: () => void;
  busy?: boolean;
  continueLabel?: string;
}) {
  return (
    <ScriptForm className="card question" noValidate onSend={onContinue}>
      <p className="muted">{t('preEnrollment.questionOf', { n })}</p>
      <fieldset className="options">
        <legend>
          <h1>{title}</h1>
        </legend>
        {shown}
        {options.map((o) => (
          <label key={String(o.value)} className="option">
            <input
              type="radio"
              name={`q${n}`}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
            {o.label}
          </label>
        ))}
      </fieldset>
      {children}
      <div className="upload-actions">
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={value === null || busy}
        >
          {continueLabel ?? t('preEnrollment.continue')}
        </button>
        <button type="button" className="button button-ghost button-block" onClick={onBack}>
          {t('preEnrollment.back')}
        </button>
      </div>
    </ScriptForm>
  );
}
