import { useEffect } from 'react';
import type { ProgramStep } from '@shared/contracts/program';
import { stagePosition, stageProgress } from '@shared/domain/stage-progress';
import CareerServicesPage from '../features/careers/pages/CareerServicesPage';
import { useFlags, useSetFlag } from '../features/program/api/progress';
import { useChecklist } from '../lib/checklist';
import { ActionNeeded } from '../features/program/components/ActionNeeded';
import { Checklist } from '../features/program/components/Checklist';
import { rideButton } from './ride-slot';
import { FirstTimeTip } from '../features/program/components/FirstTimeTip';
import { StageProgress } from '../features/program/components/StageProgress';
import { useModals } from '../lib/modals';
import { useSession } from '../lib/session';
import { t } from '@shared/i18n';
import { LoadingScreen } from '../ui/LoadingScreen';
import { useHandlesError } from '@client/lib/error-reporting';
import '@shared/messages/stage';

/**
 * Career services composed from two areas: the careers page (title, filters, scheduler) with the
 * program area's checklist. On /postprogram it is the post-program homepage, with the first-time tip.
 */
export default function CareerServicesRoute({ home }: { home: boolean }) {
  const flags = useFlags();
  const setFlag = useHandlesError(useSetFlag());
  const showTip = home && flags.data !== undefined && !flags.data.includes('checklistTip');
  const { current, close, offer, withdraw } = useModals();
  // The tip is a first-visit dialog: it waits for any other dialog to close.
  useEffect(() => {
    if (!showTip) return;
    offer('checklistTip');
    return () => withdraw('checklistTip');
  }, [showTip, offer, withdraw]);
  return (
    <>
      <CareerServicesPage
        home={home}
        renderChecklist={(steps) => <CareerChecklist steps={steps} home={home} />}
      />
      {showTip && current === 'checklistTip' && (
        <FirstTimeTip
          onDone={() => {
            close();
            setFlag.mutate('checklistTip');
          }}
        />
      )}
    </>
  );
}

function CareerChecklist({ steps, home }: { steps: ProgramStep[]; home: boolean }) {
  const { data: user } = useSession();
  const { completions, completed, items } = useChecklist(steps, user);
  if (completions.isPending) return <LoadingScreen label={t('common.loading')} />;
  if (!home) return <Checklist items={items} completed={completed} rideButton={rideButton} />;
  // The post-program homepage is the graduate's landing screen: where they are, and what waits on them.
  return (
    <>
      <StageProgress
        position={stagePosition('postprogram')}
        name={t('stage.postprogram')}
        progress={stageProgress(items, completed)}
      />
      <ActionNeeded state={user?.state ?? null} />
      <Checklist items={items} completed={completed} rideButton={rideButton} />
    </>
  );
}
