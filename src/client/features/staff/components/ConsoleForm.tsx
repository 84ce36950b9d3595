import { useState, type ReactNode } from 'react';
import { t } from '@shared/i18n';
import { ScriptForm } from '@client/ui/ScriptForm';
import { FieldError } from '@client/ui/FieldError';
import '@shared/messages/job-listings';
import '@shared/messages/staff-facts';

interface Save<Input> {
  mutate(input: Input, handlers: { onSuccess: () => void; onError: (e: Error) => void }): void;
  isPending: boolean;
}

/**
 * The save of a console form that adds or changes a record: one idempotency key for as long as the form is
 * open (a retried add makes one record), the server's refusal kept to show, `onDone` told what was saved.
 */
export function useConsoleSave<Input extends { key: string }>(
  save: Save<Input>,
  onDone: (message: string) => void,
) {
  const [error, setError] = useState('');
  const [key] = useState(() => crypto.randomUUID());
  const submit = (input: Omit<Input, 'key'>, savedMessage: string) => {
    setError('');
    save.mutate({ ...input, key } as Input, {
      onSuccess: () => onDone(savedMessage),
      onError: (e) => setError(e.message),
    });
  };
  return { error, pending: save.isPending, submit, cancel: () => onDone('') };
}

/** The words of a console form's buttons, read when the form shows, in the language of the moment. */
export const formLabels = (of: 'staffFacts.boards' | 'staffFacts.schools' | 'jobListings.form') => ({
  save: t(`${of}.save`),
  saving: t(`${of}.saving`),
  cancel: t(`${of}.cancel`),
});

/** A console form: its fields, the server's message if it refused, then save and cancel (saving nothing). */
export function ConsoleForm({
  className,
  label,
  saving,
  onSubmit,
  labels,
  children,
}: {
  className: string;
  /** The form's accessible name, where its heading does not give one. */
  label?: string;
  saving: { error: string; pending: boolean; cancel: () => void };
  onSubmit: () => void;
  labels: { save: string; saving: string; cancel: string };
  children: ReactNode;
}) {
  return (
    <ScriptForm className={className} aria-label={label} noValidate onSend={onSubmit}>
      {children}
      <FieldError error={saving.error} />
      <div className="school-actions">
        <button type="submit" className="button button-primary" disabled={saving.pending}>
          {saving.pending ? labels.saving : labels.save}
        </button>
        <button type="button" className="button button-secondary" onClick={saving.cancel}>
          {labels.cancel}
        </button>
      </div>
    </ScriptForm>
  );
}
