import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { ScriptForm } from '@client/ui/ScriptForm';

export interface Outcome {
  /** Saved: `notice` says so; `clear` empties the box for the next entry. */
  done(notice: string, clear?: boolean): void;
  failed(error: string): void;
}

/**
 * A form of one value on a student's or a coach's page: its label and hint, the refusal (the form's own
 * check, then the server's), the box with its save button, then what was saved.
 */
export function OneFieldForm({
  formId,
  className,
  label,
  hint,
  initial = '',
  input,
  problem,
  onSave,
  saveLabel,
  saving,
  canSave = () => true,
}: {
  formId?: string;
  className: string;
  label: ReactNode;
  hint?: ReactNode;
  initial?: string;
  input: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;
  /** The form's own check of the typed value: the message that refuses it, or null. */
  problem?: (draft: string) => string | null;
  onSave: (draft: string, outcome: Outcome) => void;
  saveLabel: string;
  saving: boolean;
  canSave?: (draft: string) => boolean;
}) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <ScriptForm
      id={formId}
      className={className}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const refused = problem?.(draft);
        if (refused) {
          setError(refused);
          return;
        }
        setError('');
        onSave(draft, {
          done: (message, clear) => {
            setNotice(message);
            if (clear) setDraft('');
          },
          failed: setError,
        });
      }}
    >
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="birth-date-row">
        <input
          {...input}
          id={id}
          value={draft}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            setNotice('');
          }}
        />
        <button type="submit" className="button button-secondary" disabled={saving || !canSave(draft)}>
          {saveLabel}
        </button>
      </div>
      <p role="status" className="field-hint">
        {notice}
      </p>
    </ScriptForm>
  );
}
