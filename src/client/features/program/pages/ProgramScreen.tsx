import { useParams } from 'react-router';
import { defaultPath, stageScreens, type StageScreen } from '@shared/domain/program';
import { useSession } from '@client/lib/session';
import { YourSchool } from '../components/YourSchool';
import InterstitialPage from './InterstitialPage';
import NotFoundPage from './NotFoundPage';

/** Screens inside a stage that no area owns: the interstitial, the school card; anything else is not found. */
export default function ProgramScreen() {
  const { screen, subscreen } = useParams();
  const { data: user } = useSession();
  if (!user) return null;
  if (subscreen === 'interstitial' && (stageScreens as readonly string[]).includes(screen ?? '')) {
    return <InterstitialPage screen={screen as StageScreen} user={user} />;
  }
  if (screen === 'school' && subscreen === 'your_school') return <YourSchool user={user} />;
  const home = user.status ? defaultPath({ role: 'student', status: user.status }) : '/';
  const stage = (stageScreens as readonly string[]).includes(screen ?? '') ? `/program/${screen}` : null;
  return <NotFoundPage backTo={stage ?? home} />;
}
