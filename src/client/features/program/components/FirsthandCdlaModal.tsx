import { readerVideo } from '@shared/domain/media';
import { t } from '@shared/i18n';
import { Dialog } from '@client/ui/Dialog';
import '@shared/messages/firsthand';
import { ClipPlayer } from '@client/ui/ClipPlayer';

export type FirsthandVideo = 1 | 2;

/**
 * The first-hand CDL-A video modal: the permit-test-day video in permit training, the trucking-school video
 * in school. The stage page opens each once (remembered on the server) and offers it again on request.
 */
export function FirsthandCdlaModal({ video, onClose }: { video: FirsthandVideo; onClose: () => void }) {
  const title = video === 1 ? t('firsthand.title1') : t('firsthand.title2');
  // The program's clip, in the reader's language when there is one; none: the words stand alone.
  const clip = readerVideo('media', `firsthand-cdla-${video}`);
  return (
    <Dialog title={title} onClose={onClose}>
      <p>{video === 1 ? t('firsthand.intro1') : t('firsthand.intro2')}</p>
      {clip && <ClipPlayer clip={clip} label={title} />}
      <button type="button" className="button button-primary button-block" onClick={onClose}>
        {t('firsthand.close')}
      </button>
    </Dialog>
  );
}
