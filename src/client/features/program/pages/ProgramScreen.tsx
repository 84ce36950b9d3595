import { useParams } from 'react-router';
import { defaultPath, stageScreens, type StageScreen } from '../../../../shared/domain/program';
import { useSession } from '../../../lib/session';
import { ComingSoon } from '../../../ui/ComingSoon';
import InterstitialPage from './InterstitialPage';

/** Screens inside a stage. Areas replace the "coming" state as they are built. */
export default function ProgramScreen() {
  const { screen, subscreen } = useParams();
  const { data: user } = useSession();
  if (!user) return null;
  if (subscreen === 'interstitial' && (stageScreens as readonly string[]).includes(screen ?? '')) {
    return <InterstitialPage screen={screen as StageScreen} user={user} />;
  }
  const backTo = user.status ? `/program/${screen ?? ''}` : '/';
  const stage = (stageScreens as readonly string[]).includes(screen ?? '') ? backTo : null;
  return (
    <ComingSoon
      backTo={stage ?? (user.status ? defaultPath({ role: 'student', status: user.status }) : '/')}
    />
  );
}
