import type { readerVideo } from '@shared/domain/media';
import { CaptionTracks } from './CaptionTracks';
import { videoLengthText } from './video-length';

/** A short clip of the program's inside a dialog or a page, with its captions, then how long it runs. */
export function ClipPlayer({
  clip,
  label,
}: {
  clip: NonNullable<ReturnType<typeof readerVideo>>;
  label: string;
}) {
  return (
    <>
      {/* preload="none": the video costs data only when the student presses play. */}
      <video
        className="slide-video"
        controls
        preload="none"
        aria-label={label}
        {...(clip.poster ? { poster: clip.poster } : {})}
      >
        <source src={clip.src} type={clip.src.endsWith('.mp4') ? 'video/mp4' : 'video/webm'} />
        <CaptionTracks kind="captions" captions={clip.captions} />
      </video>
      <p className="muted">{videoLengthText(clip)}</p>
    </>
  );
}
