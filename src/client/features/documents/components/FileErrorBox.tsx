import { t } from '@shared/i18n';
import { IconX } from '@client/ui/icons';
import '@shared/messages/documents';

/** Spec 000 §8: a dismissible 'File Error' box with the size or type message. */
export function FileErrorBox({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div className="alert alert-error" role="alert">
      <div>
        <strong>{t('documents.fileErrorTitle')}</strong>
        <p>{message}</p>
      </div>
      <button type="button" className="alert-close" onClick={onDismiss} aria-label={t('documents.dismiss')}>
        <IconX aria-hidden="true" />
      </button>
    </div>
  );
}
