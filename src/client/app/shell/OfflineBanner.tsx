import { t } from '@shared/i18n-core';
import { useOnline } from '@client/lib/offline';
import { useWaitingCount } from '@client/lib/offline-queue';

/**
 * Without signal the screen keeps the last state; this says so, and how many changes wait to be sent.
 * Changes still waiting once the signal is back are on their way: the count stays until they are sent.
 */
export function OfflineBanner() {
  const online = useOnline();
  const waiting = useWaitingCount();
  if (online && waiting === 0) return null;
  return (
    <div className="offline-banner" role="status">
      {!online && <p>{t('shell.offline')}</p>}
      {waiting > 0 && (
        <p>{waiting === 1 ? t('shell.waitingOne') : t('shell.waitingMany', { count: waiting })}</p>
      )}
    </div>
  );
}

/** Signed-in screens opened without signal on a phone that kept nothing: say so, and offer to try again. */
export function OfflineScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="loading-screen offline-screen" role="alert">
      <h1>{t('shell.offlineNoCopy')}</h1>
      <p>{t('shell.offlineNoCopyBody')}</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        {t('shell.tryAgain')}
      </button>
    </div>
  );
}
