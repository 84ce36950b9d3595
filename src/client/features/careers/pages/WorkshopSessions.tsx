import { t } from '@shared/i18n';
import { useSession } from '@client/lib/session';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { Scheduler } from '../components/Scheduler';
import '../careers.css';
import '@shared/messages/careers';

/** The Interview Workshop's live sessions, shown under its lesson video: sign up through the booking service. */
export default function WorkshopSessions() {
  const { data: user } = useSession();
  if (!user) return <LoadingScreen />;
  return (
    <section className="card careers">
      <h2>{t('careers.workshopTitle')}</h2>
      <p>{t('careers.workshopIntro')}</p>
      <Scheduler eventType="Interview Workshop" user={user} />
    </section>
  );
}
