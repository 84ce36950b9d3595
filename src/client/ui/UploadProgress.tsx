import { uploadProgress } from '@shared/domain/photo-size';
import { t } from '@shared/i18n';
import type { UploadPhase } from '@client/lib/upload';
import '@shared/messages/documents';

/**
 * The state of one photo upload: a bar with the percent and "1.2 of 2.6 MB" and Cancel while it goes; after
 * a dropped connection or a cancel, what happened and "Try again" with the same photo.
 */
export function UploadProgress({
  phase,
  share,
  bytes,
  onCancel,
  onRetry,
}: {
  phase: UploadPhase;
  share: number;
  bytes: number;
  onCancel: () => void;
  onRetry: () => void;
}) {
  if (phase === 'idle') return null;
  if (phase === 'dropped' || phase === 'cancelled') {
    return (
      <div className="alert alert-warning upload-stopped" role="alert">
        <p>{phase === 'dropped' ? t('documents.uploadDropped') : t('documents.uploadCancelled')}</p>
        <button type="button" className="button button-primary button-block" onClick={onRetry}>
          {t('documents.retry')}
        </button>
      </div>
    );
  }
  const { percent, sent, total } = uploadProgress(share, bytes);
  return (
    <div className="upload-progress">
      <label>
        {phase === 'preparing' ? t('documents.preparing') : t('documents.progress')}
        <progress max={100} value={phase === 'preparing' ? undefined : percent} />
      </label>
      {phase === 'sending' && (
        <p className="upload-progress-detail" aria-live="polite">
          {t('documents.progressDetail', { percent, sent, total })}
        </p>
      )}
      <button type="button" className="button button-secondary button-block" onClick={onCancel}>
        {t('documents.cancelUpload')}
      </button>
    </div>
  );
}
