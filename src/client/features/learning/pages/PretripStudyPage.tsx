import { Link } from 'react-router';
import { PRETRIP_VIDEOS, quizPlans, videoSource } from '@shared/domain/learning';
import { t } from '@shared/i18n';
import { IconCheck, IconLock } from '@client/ui/icons';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { usePretripState } from '../api/study';
import { ClassNotes } from '../components/ClassNotes';
import { VideoPlayer } from '../components/VideoPlayer';
import '../learning.css';
import { LoadError } from '@client/ui/LoadError';
import '@shared/messages/learning';

/**
 * Pre-trip inspection study (recommended, not required): two videos; the slides and the parts-of-the-truck
 * guide once both count as watched (the server refuses their notes and PDFs before that); practice and the test, whose
 * kept score marks step 3 done.
 */
export default function PretripStudyPage({ backTo = '/program/school' }: { backTo?: string }) {
  const state = usePretripState();
  if (state.isPending) return <LoadingScreen />;
  if (state.isError)
    return <LoadError message={state.error.message || t('learning.loadFailed')} query={state} />;
  const { videos, unlocked, testScore, testPassed } = state.data;
  const bothWatched = videos.pretrip_video_1 && videos.pretrip_video_2;
  return (
    <section className="learning">
      <h1>{t('learning.pretripTitle')}</h1>
      <p className="learning-lead">{t('learning.pretripRecommended')}</p>
      <ol className="study-steps">
        <li className="study-step">
          <h2 className={bothWatched ? 'step-done' : undefined}>
            <Done done={Boolean(bothWatched)} />
            {t('learning.pretripStep1')}
          </h2>
          {/* A video the program has not put in has no heading and no player. */}
          {PRETRIP_VIDEOS.filter((key) => videoSource(key)).map((key, i) => (
            <div key={key}>
              <h3 className={videos[key] ? 'step-done' : undefined}>
                <Done done={videos[key]} />
                {t('learning.pretripVideo', { n: i + 1 })}
              </h3>
              <VideoPlayer video={key} title={t('learning.pretripVideo', { n: i + 1 })} />
            </div>
          ))}
        </li>
        <li className="study-step">
          <h2>{t('learning.pretripStep2')}</h2>
          {unlocked ? (
            <>
              <ClassNotes name="pretrip_slides" headingLevel={3} />
              <ClassNotes name="pretrip_parts" headingLevel={3} />
            </>
          ) : (
            <p className="locked-note" role="status">
              <IconLock aria-hidden="true" className="icon-inline" />
              {t('learning.pretripLocked')}
            </p>
          )}
        </li>
        <li className="study-step">
          <h2 className={testPassed ? 'step-done' : undefined}>
            <Done done={testPassed} />
            {t('learning.pretripStep3')}
          </h2>
          {testScore !== null && (
            <p role="status">
              {testPassed
                ? t('learning.pretripPassed', { score: testScore })
                : t('learning.pretripScore', { score: testScore })}
            </p>
          )}
          <div className="learning-actions">
            <Link className="button button-secondary" to="/program/school/pretrip_practice">
              {t('learning.startPractice')}
            </Link>
            <Link className="button button-primary" to={quizPlans.pretrip.testPath}>
              {t('learning.takeTest')}
            </Link>
          </div>
        </li>
      </ol>
      <Link className="button button-ghost" to={backTo}>
        {t('learning.backToChecklist')}
      </Link>
    </section>
  );
}

/**
 * The check before a finished step. Screen readers still hear the "✓" the page showed before it was an
 * icon, so a finished step says so without sight.
 */
function Done({ done }: { done: boolean }) {
  if (!done) return null;
  return (
    <>
      <IconCheck aria-hidden="true" className="icon-inline" strokeWidth={3} />
      <span className="visually-hidden">✓ </span>
    </>
  );
}
