import { Link } from 'react-router';
import { t } from '../../../../shared/i18n';
import { useSession } from '../../../lib/session';
import { LoadingScreen } from '../../../ui/LoadingScreen';
import { Scheduler } from '../components/Scheduler';
import '../careers.css';

/** The Interview Workshop class: sign up through the booking service. */
export default function WorkshopPage() {
  const { data: user } = useSession();
  if (!user) return <LoadingScreen />;
  return (
    <article className="careers narrow-page">
      <h1>{t('careers.workshopTitle')}</h1>
      <p>{t('careers.workshopIntro')}</p>
      <section className="card">
        <Scheduler eventType="Interview Workshop" user={user} />
      </section>
      <Link className="button button-ghost button-block" to="/postprogram/career_services">
        {t('common.backToChecklist')}
      </Link>
    </article>
  );
}
