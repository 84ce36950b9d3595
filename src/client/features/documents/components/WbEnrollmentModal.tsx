import { readerVideo } from '@shared/domain/media';
import { t } from '@shared/i18n';
import { useAlerts } from '@client/ui/alerts';
import { Dialog } from '@client/ui/Dialog';
import { useWbOptIn } from '../api/documents';
import '@shared/messages/documents';
import { ClipPlayer } from '@client/ui/ClipPlayer';

/** Work-board enrolment modal (spec 001 §2): consent text, Accept and Decline, saved with PATCH /api/document. */
export function WbEnrollmentModal({
  userId,
  boardName,
  onClose,
}: {
  userId: string;
  boardName: string | null;
  onClose: () => void;
}) {
  const optIn = useWbOptIn();
  // The program's clip, in the reader's language when there is one; none: the consent text stands alone.
  const clip = readerVideo('media', 'wb-enrollment');
  const { notify } = useAlerts();
  const answer = (yes: boolean) =>
    optIn.mutate(
      { userFK: userId, wbReverseReferralOptIn: yes },
      {
        onSuccess: () => {
          if (yes) notify(t('documents.wbThanks'), 'info');
          onClose();
        },
      },
    );
  return (
    <Dialog title={t('documents.wbTitle')} onClose={onClose}>
      {boardName && <p className="muted">{boardName}</p>}
      <p>{t('documents.wbExplainer')}</p>
      {clip && <ClipPlayer clip={clip} label={t('documents.wbVideoCaption')} />}
      <p>{t('documents.wbConsent', { product: t('product.name') })}</p>
      <div className="upload-actions">
        <button
          type="button"
          className="button button-primary button-block"
          disabled={optIn.isPending}
          onClick={() => answer(true)}
        >
          {t('documents.wbAccept')}
        </button>
        <button
          type="button"
          className="button button-ghost button-block"
          disabled={optIn.isPending}
          onClick={() => answer(false)}
        >
          {t('documents.wbDecline')}
        </button>
      </div>
    </Dialog>
  );
}
