import { t } from '@shared/i18n-core';
import { CallUsLink } from './CallUsLink';

/** What loads again on Retry: a query, or the caller's own retry and whether it is under way. */
type Retry =
  { query: { refetch: () => unknown; isFetching: boolean } } | { onRetry: () => void; retrying?: boolean };

/** A screen's part that could not load: what happened, a Retry button and the program's phone. */
export function LoadError({ message, ...retry }: { message: string } & Retry) {
  const onRetry = 'query' in retry ? () => void retry.query.refetch() : retry.onRetry;
  const retrying = 'query' in retry ? retry.query.isFetching : (retry.retrying ?? false);
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
