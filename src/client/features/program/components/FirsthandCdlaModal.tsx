import { readerVideo } from '@shared/domain/media';
import { t } from '@shared/i18n';
import { CaptionTracks } from '@client/ui/CaptionTracks';
import { videoLengthText } from '@client/ui/video-length';
import { Dialog } from '@client/ui/Dialog';
import '@shared/messages/firsthand';

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
      {clip && (
        <>
          {/* preload="none": the video costs data only when the student presses play. */}
          <video
            className="slide-video"
            controls
            preload="none"
            aria-label={title}
            {...(clip.poster ? { poster: clip.poster } : {})}
          >
            <source src={clip.src} type={clip.src.endsWith('.mp4') ? 'video/mp4' : 'video/webm'} />
            <CaptionTracks kind="captions" captions={clip.captions} />
          </video>
          <p className="muted">{videoLengthText(clip)}</p>
        </>
      )}
      <button type="button" className="button button-primary button-block" onClick={onClose}>
        {t('firsthand.close')}
      </button>
    </Dialog>
  );
}
