import { t } from '@shared/i18n';
import { Dialog } from '@client/ui/Dialog';
import '@shared/messages/journey';

/** The one-time 'Click on the green boxes' tip; dismissing it is remembered on the server. */
export function FirstTimeTip({ onDone }: { onDone: () => void }) {
  return (
    <Dialog title={t('journey.firstTipTitle')} onClose={onDone}>
      <p>{t('journey.firstTipBody')}</p>
      <button type="button" className="button button-primary button-block" onClick={onDone}>
        {t('journey.gotIt')}
      </button>
    </Dialog>
  );
}
