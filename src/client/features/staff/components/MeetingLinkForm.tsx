import { useId, useState } from 'react';
import { isMeetingUrl } from '@shared/domain/meetings';
import { t } from '@shared/i18n';
import '@shared/messages/meetings';
import { ScriptForm } from '@client/ui/ScriptForm';

/**
 * One meeting address: a coach's room or a booking's own link. Empty removes it; anything else must be a
 * full https:// address (the server checks it again).
 */
export function MeetingLinkForm({
  label,
  value,
  saveLabel,
  saving,
  onSave,
}: {
  label: string;
  value: string | null;
  saveLabel: string;
  saving: boolean;
  onSave: (url: string, done: (notice: string) => void, failed: (error: string) => void) => void;
}) {
  const [draft, setDraft] = useState(value ?? '');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const id = useId();
  return (
    <ScriptForm
      className="field"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const url = draft.trim();
        if (url && !isMeetingUrl(url)) {
          setError(t('meetings.badUrl'));
          return;
        }
        setError('');
        onSave(url, setNotice, setError);
      }}
    >
      <label htmlFor={id}>{label}</label>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="birth-date-row">
        <input
          id={id}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          value={draft}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            setNotice('');
          }}
        />
        <button type="submit" className="button button-secondary" disabled={saving}>
          {saveLabel}
        </button>
      </div>
      <p role="status" className="field-hint">
        {notice}
      </p>
    </ScriptForm>
  );
}
