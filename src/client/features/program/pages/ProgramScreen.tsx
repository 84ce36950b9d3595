import { Link, useParams } from 'react-router';
import { defaultPath, stageScreens, type StageScreen } from '../../../../shared/domain/program';
import { useSession } from '../../../lib/session';
import { ComingSoon } from '../../../ui/ComingSoon';
import { t } from '../../../../shared/i18n';
import { SchoolCard } from '../components/SchoolCard';
import InterstitialPage from './InterstitialPage';

/** Screens inside a stage. Areas replace the "coming" state as they are built. */
export default function ProgramScreen() {
  const { screen, subscreen } = useParams();
  const { data: user } = useSession();
  if (!user) return null;
  if (subscreen === 'interstitial' && (stageScreens as readonly string[]).includes(screen ?? '')) {
    return <InterstitialPage screen={screen as StageScreen} user={user} />;
  }
  if (screen === 'school' && subscreen === 'your_school') {
    return (
      <section>
        <h1>{t('school.title')}</h1>
        <SchoolCard school={user.school} />
        <Link className="button button-ghost" to="/program/school">
          {t('common.backToChecklist')}
        </Link>
      </section>
    );
  }
  const backTo = user.status ? `/program/${screen ?? ''}` : '/';
  const stage = (stageScreens as readonly string[]).includes(screen ?? '') ? backTo : null;
  return (
    <ComingSoon
      backTo={stage ?? (user.status ? defaultPath({ role: 'student', status: user.status }) : '/')}
    />
  );
}
