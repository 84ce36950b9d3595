import { t } from '@shared/i18n-core';
import { CallUsLink } from './CallUsLink';

/** A screen's part that could not load: what happened, a Retry button and the program's phone. */
export function LoadError({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div className="load-error" role="alert">
      <p>{message}</p>
      <div className="thumb-actions">
        <button type="button" className="button button-primary" onClick={onRetry} disabled={retrying}>
          {t('shell.tryAgain')}
        </button>
        <CallUsLink />
      </div>
    </div>
  );
}
