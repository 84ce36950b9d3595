import { localizedVideoSrc } from '@shared/domain/slide-videos';
import { t } from '@shared/i18n';
import { CaptionTracks } from '@client/ui/CaptionTracks';
import { Dialog } from '@client/ui/Dialog';
import '@shared/messages/firsthand';

export type FirsthandVideo = 1 | 2;

/**
 * The first-hand CDL-A video modal: the permit-test-day video in permit training, the trucking-school video
 * in school. The stage page opens each once (remembered on the server) and offers it again on request.
 */
export function FirsthandCdlaModal({ video, onClose }: { video: FirsthandVideo; onClose: () => void }) {
  const title = video === 1 ? t('firsthand.title1') : t('firsthand.title2');
  return (
    <Dialog title={title} onClose={onClose}>
      <p>{video === 1 ? t('firsthand.intro1') : t('firsthand.intro2')}</p>
      {/* preload="none": the video costs data only when the student presses play; Spanish slides for a
          Spanish reader. */}
      <video className="slide-video" controls preload="none" aria-label={title}>
        <source src={localizedVideoSrc(`/media/firsthand-cdla-${video}.webm`)} type="video/webm" />
        <CaptionTracks kind="captions" src={`/media/firsthand-cdla-${video}.en.vtt`} />
      </video>
      <button type="button" className="button button-primary button-block" onClick={onClose}>
        {t('firsthand.close')}
      </button>
    </Dialog>
  );
}
