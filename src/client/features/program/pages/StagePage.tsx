import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import englishStages from '@content/stages.json';
import spanishStages from '@content/stages.es.json';
import { localizedContent } from '@client/lib/locale';
import type { ProgramScreen } from '@shared/contracts/program';
import type { SessionUser } from '@shared/contracts/user';
import { isChecklistComplete } from '@shared/domain/checklist';
import {
  defaultPath,
  firsthandVideoOf,
  rankOf,
  stageScreens,
  type StageScreen,
} from '@shared/domain/program';
import { stagePosition, stageProgress } from '@shared/domain/stage-progress';
import { t } from '@shared/i18n';
import { useModals } from '@client/lib/modals';
import { useSession } from '@client/lib/session';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { useActions } from '../api/actions';
import { useFlags, useSetFlag } from '../api/progress';
import { useProgramSteps } from '../api/program-steps';
import { useChecklist } from '@client/lib/checklist';
import { ActionNeeded } from '../components/ActionNeeded';
import { Checklist, type RideButtonSlot } from '../components/Checklist';
import { FirsthandCdlaModal } from '../components/FirsthandCdlaModal';
import { FirstTimeTip } from '../components/FirstTimeTip';
import { HelpfulResources } from '../components/HelpfulResources';
import { StageProgress } from '../components/StageProgress';
import NotFoundPage from './NotFoundPage';
import { useHandlesError } from '@client/lib/error-reporting';
import '@shared/messages/firsthand';
import '@shared/messages/school';
import '@shared/messages/stage';

/**
 * The stages' words in the reader's language (content/stages.es.json beside the English file), chosen at
 * each render: the server renders this page for readers of both languages (decision 039).
 */
const stagesText = () => localizedContent(englishStages, spanishStages);

interface StageText {
  title: string;
  instructions: string[];
  completionText: string;
  nextScreen: string | null;
}

/** A stage landing screen: title, instructions, the checklist and what comes after (spec 000 §2). */
export default function StagePage({
  screenOverride,
  rideButton,
}: {
  screenOverride?: StageScreen;
  rideButton?: RideButtonSlot;
}) {
  const params = useParams();
  const { data: user } = useSession();
  const screen = (screenOverride ?? params.screen) as StageScreen;
  if (!user) return <LoadingScreen />;
  if (!(stageScreens as readonly string[]).includes(screen)) {
    return (
      <NotFoundPage backTo={user.status ? defaultPath({ role: 'student', status: user.status }) : '/'} />
    );
  }
  return <Stage screen={screen} user={user} rideButton={rideButton} />;
}

function Stage({
  screen,
  user,
  rideButton,
}: {
  screen: StageScreen;
  user: SessionUser;
  rideButton: RideButtonSlot | undefined;
}) {
  const text = (stagesText() as Record<string, StageText>)[screen]!;
  const steps = useProgramSteps(screen as ProgramScreen);
  const flags = useFlags();
  const setFlag = useHandlesError(useSetFlag());
  const modals = useModals();

  const { completions, completed, items } = useChecklist(steps.data, user);
  const loaded = steps.isSuccess && completions.isSuccess;
  const progress = useMemo(
    () => (loaded ? stageProgress(items, completed) : null),
    [loaded, items, completed],
  );
  const isLanding =
    user.status !== null && defaultPath({ role: 'student', status: user.status }) === `/program/${screen}`;
  const actions = useActions(isLanding);
  const rank = user.status ? rankOf[user.status] : 0;
  const showTip = flags.data !== undefined && !flags.data.includes('checklistTip');
  const firsthand = firsthandVideoOf(screen);
  const { current: openModal, close: closeModal, offer, withdraw } = modals;
  // Closed once on this visit: do not reopen while the flag is still being saved on the server.
  const [firsthandClosed, setFirsthandClosed] = useState(false);
  const firsthandDue = Boolean(
    firsthand && flags.data && !firsthandClosed && !flags.data.includes(firsthand.flag),
  );
  // First-visit dialogs wait in line: the checklist tip, then the first-hand video, one at a time.
  useEffect(() => {
    if (!showTip) return;
    offer('checklistTip');
    return () => withdraw('checklistTip');
  }, [showTip, offer, withdraw]);
  useEffect(() => {
    if (!firsthandDue) return;
    offer('firsthandCdla');
    return () => withdraw('firsthandCdla');
  }, [firsthandDue, offer, withdraw]);
  const watching = openModal === 'firsthandCdla';
  const closeFirsthand = () => {
    closeModal();
    setFirsthandClosed(true);
    if (firsthand && firsthandDue) setFlag.mutate(firsthand.flag);
  };
  const closeTip = () => {
    closeModal();
    setFlag.mutate('checklistTip');
  };

  // The screen shows once its answers are in (they were asked for beside its code, prefetch-stage), so the
  // progress bar and the "Action needed" card never push the checklist down as they arrive. Without
  // signal a query that has nothing kept waits ("paused") and the screen shows what it has.
  const waiting = (q: { isPending: boolean; fetchStatus: string }) =>
    q.isPending && q.fetchStatus !== 'paused';
  if (waiting(steps) || waiting(completions) || (isLanding && waiting(actions))) {
    return (
      <article className="stage">
        <h1>{text.title}</h1>
        <LoadingScreen label={t('common.loading')} />
      </article>
    );
  }

  return (
    <article className="stage">
      <h1>{text.title}</h1>
      <StageProgress position={stagePosition(screen)} name={text.title} progress={progress} />
      <ul className="instructions">
        {text.instructions.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {screen === 'school' && user.school && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => modals.open('schoolDirections')}
        >
          {t('school.directions')}: {user.school.name}
        </button>
      )}
      {firsthand && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => modals.open('firsthandCdla')}
        >
          {firsthand.video === 1 ? t('firsthand.watch1') : t('firsthand.watch2')}
        </button>
      )}
      {isLanding && <ActionNeeded state={user.state} />}
      <section aria-labelledby="checklist-title" className="card">
        <h2 id="checklist-title">{t('stage.yourChecklist')}</h2>
        <p className="hint">{t('stage.checklistHint')}</p>
        {steps.isPending || completions.isPending ? (
          <LoadingScreen label={t('common.loading')} />
        ) : steps.isError || completions.isError ? (
          <p role="alert">{t('errors.internal')}</p>
        ) : (
          <>
            <Checklist items={items} completed={completed} rideButton={rideButton} />
            {isChecklistComplete(items) && <p className="completion">{text.completionText}</p>}
          </>
        )}
      </section>
      {text.nextScreen && <p className="after-this">{t('stage.afterThis', { next: text.nextScreen })}</p>}
      {steps.isSuccess && completions.isSuccess && rank > 2 && rank < 100 && screen !== 'postprogram' && (
        <HelpfulResources
          inSchool={user.status === '4_School'}
          onTrivia={() => modals.open('truckingTrivia')}
        />
      )}
      {showTip && openModal === 'checklistTip' && <FirstTimeTip onDone={closeTip} />}
      {watching && firsthand && <FirsthandCdlaModal video={firsthand.video} onClose={closeFirsthand} />}
    </article>
  );
}
