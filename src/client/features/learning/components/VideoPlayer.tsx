import { useEffect, useRef, useState } from 'react';
import { allowedSeek, videoSource, type VideoKey } from '@shared/domain/learning';
import { t } from '@shared/i18n';
import { useReportProgress, useVideoProgress } from '../api/videos';
import '../learning.css';
import { useHandlesError } from '@client/lib/error-reporting';

const speeds = [0.75, 1, 1.25, 1.5, 2];
/** Report at most this often while playing, so progress survives a closed tab. */
const REPORT_EVERY_SECONDS = 2;

/**
 * The one video player of the portal (lessons, requirement videos, onboarding): captions, speed, resume
 * where the student stopped; no seeking more than a few seconds ahead of what has been watched until the
 * server says the video counts as watched (its share is the server's: 85 %, 95 % or 99 %).
 */
export function VideoPlayer({ video, title }: { video: VideoKey; title: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const source = videoSource(video);
  const progress = useVideoProgress(video);
  const report = useHandlesError(useReportProgress(video));
  const furthest = useRef(0);
  const lastReport = useRef(0);
  const completed = progress.data?.completed ?? false;
  const [speed, setSpeed] = useState(1);

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
      {/* preload="none": the video costs data only when the student presses play. */}
      <video
        ref={ref}
        controls
        preload="none"
        playsInline
        aria-label={title}
        src={source.src}
        onLoadedMetadata={(e) => {
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
        <track kind="captions" srcLang="en" label={t('learning.captions')} src={source.captions} default />
      </video>
      <div className="video-tools">
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
