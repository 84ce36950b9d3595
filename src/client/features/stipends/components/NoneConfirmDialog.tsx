import { t } from '@shared/i18n';
import { Dialog } from '@client/ui/Dialog';
import '@shared/messages/decision-notices';

/**
 * "I did not go this week" uses the week up for good: the student confirms it first (issue 37). Cancel is
 * the first button, so a quick double tap never confirms by accident.
 */
export function NoneConfirmDialog({
  week,
  busy,
  onCancel,
  onConfirm,
}: {
  week: number;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog title={t('decisionNotices.noneConfirmTitle', { week })} onClose={onCancel}>
      <p>{t('decisionNotices.noneConfirmBody', { week })}</p>
      <div className="dialog-actions">
        <button type="button" className="button button-secondary button-block" onClick={onCancel}>
          {t('decisionNotices.noneCancel')}
        </button>
        <button
          type="button"
          className="button button-primary button-block"
          disabled={busy}
          onClick={onConfirm}
        >
          {t('decisionNotices.noneConfirm')}
        </button>
      </div>
    </Dialog>
  );
}
