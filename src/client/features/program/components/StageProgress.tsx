import type { StageProgress as Progress } from '@shared/domain/stage-progress';
import { t } from '@shared/i18n';
import '@shared/messages/stage';

/** "Stage 3 of 5: Physical and Permit" and "N of M steps done" with a native progress bar. */
export function StageProgress({
  position,
  name,
  progress,
}: {
  position: { number: number; total: number };
  name: string;
  progress: Progress | null;
}) {
  return (
    <div className="stage-progress">
      <p className="stage-position">{t('stage.position', { ...position, name })}</p>
      {progress && progress.total > 0 && (
        <>
          <label className="progress-label" htmlFor="stage-progress-bar">
            {t('stage.progress', { done: progress.done, total: progress.total })}
          </label>
          <progress
            id="stage-progress-bar"
            className="progress-bar"
            max={progress.total}
            value={progress.done}
          >
            {t('stage.progress', { done: progress.done, total: progress.total })}
          </progress>
          {progress.recommendedTotal > 0 && (
            <p className="hint">
              {t('stage.recommendedProgress', {
                done: progress.recommendedDone,
                total: progress.recommendedTotal,
              })}
            </p>
          )}
        </>
      )}
    </div>
  );
}
