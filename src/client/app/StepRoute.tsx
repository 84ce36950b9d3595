import { useParams } from 'react-router';
import { pageOf, rideOf } from '@shared/domain/step-conditions';
import { t } from '@shared/i18n';
import { useStepDeclaration } from '../lib/step';
import { LoadError } from '../ui/LoadError';
import { LoadingScreen } from '../ui/LoadingScreen';
import { screen } from './lazy-screen';

const ProgramScreen = screen(() => import('../features/program/pages/ProgramScreen'));
const StepInfoPage = screen(() => import('../features/content/pages/StepInfoPage'));
const RideStepPage = screen(() => import('../features/rides/pages/RideStepPage'));
const PretripStudyPage = screen(() => import('../features/learning/pages/PretripStudyPage'));
const PermitStudyPage = screen(() => import('../features/learning/pages/PermitStudyPage'));

/**
 * /program/:screen/:step for a step whose screen is shared with other steps: the page its content declares
 * (`conditions.page`, decision 017), found in the stage's steps (the checklist's cache). Anything else
 * inside a stage (the interstitial, the school card, an unknown address) is the program area's.
 */
export default function StepRoute() {
  const { screen: stage, subscreen, microscreen } = useParams();
  const url = `/program/${stage}/${subscreen}`;
  const declared = useStepDeclaration(microscreen ? '' : url);
  if (declared.isPending) return <LoadingScreen />;
  if (declared.isError)
    return <LoadError message={t('errors.internal')} onRetry={declared.retry} retrying={declared.retrying} />;
  const step = declared.step;
  const backTo = `/program/${stage}`;
  const ride = step && rideOf(step);
  switch (step && pageOf(step)) {
    case 'info':
      return <StepInfoPage key={url} backTo={backTo} />;
    case 'ride':
      if (ride) return <RideStepPage key={url} url={url} reason={ride} backTo={backTo} />;
      break;
    case 'pretripStudy':
      return <PretripStudyPage backTo={backTo} />;
    case 'permitStudy':
      return <PermitStudyPage key={url} url={url} backTo={backTo} />;
  }
  return <ProgramScreen />;
}
