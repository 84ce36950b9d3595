import { useEffect, useRef, useState } from 'react';
import { CaptionTracks } from '@client/ui/CaptionTracks';
import { otherLanguageNote } from '@client/ui/video-length';
import { allowedSeek, videoFacts, videoSource, type VideoKey } from '@shared/domain/learning';
import { clockTime } from '@shared/domain/media';
import { megabytes } from '@shared/domain/photo-size';
import { t } from '@shared/i18n';
import { useReportProgress, useVideoProgress } from '../api/videos';
import '../learning.css';
import { useBrowserValue } from '@client/lib/browser-value';
import { useHandlesError } from '@client/lib/error-reporting';
import { useTickedBeforeScript } from '@client/lib/typed-before-script';
import '@shared/messages/learning';

const speeds = [0.75, 1, 1.25, 1.5, 2];

/**
 * Captions show by default (the track is `default`); a muted or silent video shows them again even if the
 * student turned them off, since a phone on mute cannot be heard.
 */
function captionsIfMuted(el: HTMLVideoElement) {
  if (!el.muted && el.volume > 0) return;
  for (const track of Array.from(el.textTracks)) {
    if (track.kind === 'captions' || track.kind === 'subtitles') track.mode = 'showing';
  }
}

const LOW_DATA_KEY = 'portal.video.lowData';

/** The student's own choice, else the phone's data saver (Save-Data), else full quality. */
function initialLowData(): boolean {
  try {
    const saved = localStorage.getItem(LOW_DATA_KEY);
    if (saved !== null) return saved === '1';
  } catch {
    // Storage refused (private mode): fall through to the phone's setting.
  }
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}
/** Report at most this often while playing, so progress survives a closed tab. */
const REPORT_EVERY_SECONDS = 2;

/**
 * The one video player of the portal (lessons, requirement videos, onboarding): captions, speed, resume
 * where the student stopped; no seeking more than a few seconds ahead of what has been watched until the
 * server says the video counts as watched (its share is the server's: 85 %, 95 % or 99 %). A video the
 * program has not put in shows nothing: the class's text stands on its own.
 */
export function VideoPlayer({ video, title }: { video: VideoKey; title: string }) {
  const source = videoSource(video);
  return source ? <Player video={video} title={title} source={source} /> : null;
}

function Player({
  video,
  title,
  source,
}: {
  video: VideoKey;
  title: string;
  source: NonNullable<ReturnType<typeof videoSource>>;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const progress = useVideoProgress(video);
  const report = useHandlesError(useReportProgress(video));
  const furthest = useRef(0);
  const lastReport = useRef(0);
  const completed = progress.data?.completed ?? false;
  const [speed, setSpeed] = useState(1);
  const savedLowData = useBrowserValue(initialLowData, false);
  const [chosenLowData, setLowData] = useState<boolean | null>(null);
  const lowData = chosenLowData ?? savedLowData;
  const [started, setStarted] = useState(false);
  const facts = videoFacts(video, lowData);
  const lowDataBox = useRef<HTMLInputElement>(null);
  const chooseLowData = (on: boolean) => {
    setLowData(on);
    try {
      localStorage.setItem(LOW_DATA_KEY, on ? '1' : '0');
    } catch {
      // Not kept across visits; this visit still uses it.
    }
  };
  useTickedBeforeScript(lowDataBox, chooseLowData);

  useEffect(() => {
    if (progress.data) furthest.current = Math.max(furthest.current, progress.data.furthest);
  }, [progress.data]);

  const send = () => {
    const el = ref.current;
    if (!el) return;
    lastReport.current = el.currentTime;
    report.mutate({ position: el.currentTime, furthest: furthest.current });
  };

  return (
    <div className="video-lesson">
      {/* preload="none": the video costs data only when the student presses play; the poster is a few KB. */}
      <video
        ref={ref}
        controls
        preload="none"
        playsInline
        aria-label={title}
        src={lowData && source.low ? source.low : source.src}
        {...(source.poster ? { poster: source.poster } : {})}
        onVolumeChange={(e) => captionsIfMuted(e.currentTarget)}
        onPlay={(e) => {
          setStarted(true);
          captionsIfMuted(e.currentTarget);
        }}
        onLoadedMetadata={(e) => {
          captionsIfMuted(e.currentTarget);
          const start = progress.data?.position ?? 0;
          if (start > 0 && start < e.currentTarget.duration - 1) e.currentTarget.currentTime = start;
        }}
        onSeeking={(e) => {
          const el = e.currentTarget;
          const target = allowedSeek(el.currentTime, furthest.current, completed);
          if (target !== el.currentTime) el.currentTime = target;
        }}
        onTimeUpdate={(e) => {
          const now = e.currentTarget.currentTime;
          if (!e.currentTarget.seeking && now <= furthest.current + 1.5)
            furthest.current = Math.max(furthest.current, now);
          if (Math.abs(now - lastReport.current) >= REPORT_EVERY_SECONDS) send();
        }}
        onPause={send}
        onEnded={(e) => {
          furthest.current = Math.max(furthest.current, e.currentTarget.duration);
          send();
        }}
      >
        <CaptionTracks kind="captions" captions={source.captions} label={t('learning.captions')} />
      </video>
      {facts && (
        <p className="video-facts">
          {t('learning.videoFacts', { length: clockTime(facts.seconds), size: megabytes(facts.bytes) })}
          {otherLanguageNote(source.lang)}
        </p>
      )}
      <div className="video-tools">
        {source.low && (
          <label className="video-low-data">
            <input
              ref={lowDataBox}
              type="checkbox"
              checked={lowData}
              // Switching while playing would restart the download; the choice applies before play.
              disabled={started}
              onChange={(e) => chooseLowData(e.target.checked)}
            />{' '}
            {t('learning.lowData')}
          </label>
        )}
        <label>
          {t('learning.speed')}{' '}
          <select
            value={speed}
            onChange={(e) => {
              const value = Number(e.target.value);
              setSpeed(value);
              if (ref.current) ref.current.playbackRate = value;
            }}
          >
            {speeds.map((s) => (
              <option key={s} value={s}>
                {s}×
              </option>
            ))}
          </select>
        </label>
        <p className="video-state" role="status">
          {completed ? t('learning.watched') : t('learning.watchToEnd')}
        </p>
      </div>
    </div>
  );
}
