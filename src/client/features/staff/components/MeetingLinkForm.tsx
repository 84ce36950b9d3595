import { isMeetingUrl } from '@shared/domain/meetings';
import { t } from '@shared/i18n';
import { OneFieldForm, type Outcome } from './OneFieldForm';
import '@shared/messages/meetings';

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
  return (
    <OneFieldForm
      className="field"
      label={label}
      initial={value ?? ''}
      input={{ type: 'url', inputMode: 'url', autoComplete: 'off', placeholder: 'https://' }}
      problem={(draft) => {
        const url = draft.trim();
        return url && !isMeetingUrl(url) ? t('meetings.badUrl') : null;
      }}
      onSave={(draft, outcome: Outcome) =>
        onSave(draft.trim(), (notice) => outcome.done(notice), outcome.failed)
      }
      saveLabel={saveLabel}
      saving={saving}
    />
  );
}
