import { useParams, useSearchParams } from 'react-router';
import { t } from '@shared/i18n';
import { eventTypeOf, type EventTypeName } from '@shared/domain/careers';
import { useSession } from '@client/lib/session';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { useFutureAttendance } from '../api/careers';
import { Scheduler, type SchedulerAction } from '../components/Scheduler';
import '../careers.css';
import '@shared/messages/careers';
import { BackToChecklist } from '@client/ui/BackToChecklist';

/** Where a booking's own reschedule and cancel links lead (from the reminders and confirmations). */
export default function BookingPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const { data: user } = useSession();
  const future = useFutureAttendance(user?.uuid ?? '');
  if (!user || future.isPending) return <LoadingScreen />;
  const booking = future.data?.find((a) => a.inviteeUrl?.endsWith(`/invitees/${id}`));
  const action = search.get('action');
  const name = booking && eventTypeOf(booking.name) ? (booking.name as EventTypeName) : null;
  return (
    <article className="careers narrow-page">
      <h1>{name ?? t('careers.bookingNotFound')}</h1>
      {name ? (
        <section className="card">
          <Scheduler
            eventType={name}
            user={user}
            initialAction={
              action === 'cancel' || action === 'reschedule' ? (action as SchedulerAction) : null
            }
          />
        </section>
      ) : (
        <p>{t('careers.bookingGone')}</p>
      )}
      <BackToChecklist to="/postprogram/career_services" />
    </article>
  );
}
