import { t } from '@shared/i18n';
import { eventTypeOf } from '@shared/domain/careers';
import { useSession } from '@client/lib/session';
import { LoadError } from '@client/ui/LoadError';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { useFutureAttendance } from '../api/careers';
import { Scheduler } from '../components/Scheduler';
import '../careers.css';
import '@shared/messages/careers';
import { BackToChecklist } from '@client/ui/BackToChecklist';

/** The student's upcoming bookings, each with Join, Reschedule and Cancel: where booking texts lead. */
export default function BookingsPage() {
  const { data: user } = useSession();
  const future = useFutureAttendance(user?.uuid ?? '');
  if (!user || future.isPending) return <LoadingScreen />;
  if (future.isError) return <LoadError message={t('careers.loadFailed')} query={future} />;
  const types = [...new Set(future.data.map((a) => a.name))].flatMap((name) => eventTypeOf(name) ?? []);
  return (
    <article className="careers narrow-page">
      <h1>{t('careers.bookingsTitle')}</h1>
      {types.length === 0 && <p>{t('careers.noBookings')}</p>}
      {types.map(({ slug, name }) => (
        <section key={slug} className="card" aria-labelledby={`booking-${slug}`}>
          <h2 id={`booking-${slug}`}>{name}</h2>
          <Scheduler eventType={name} user={user} />
        </section>
      ))}
      <BackToChecklist to="/postprogram/career_services" />
    </article>
  );
}
