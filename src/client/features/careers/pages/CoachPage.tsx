import { t } from '@shared/i18n';
import { useSession } from '@client/lib/session';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { useCoach } from '../api/careers';
import { Scheduler } from '../components/Scheduler';
import '../careers.css';
import '@shared/messages/careers';
import { BackToChecklist } from '@client/ui/BackToChecklist';

/** 'know_career_coach': who the career coach is, and a call with them (spec 000 §6, §8). */
export default function CoachPage() {
  const { data: user } = useSession();
  const coachId = user?.grads?.careerServiceCoachFK ?? null;
  const coach = useCoach(coachId);
  if (!user) return <LoadingScreen />;
  return (
    <article className="careers narrow-page">
      <h1>{t('careers.coachTitle')}</h1>
      <p>{t('careers.coachIntro')}</p>
      <section className="card coach-card" aria-live="polite">
        {coachId && coach.isPending ? (
          <LoadingScreen label={t('common.loading')} />
        ) : coach.data ? (
          <>
            <p className="coach-name">{t('careers.coachName', coach.data)}</p>
            <p>
              <a href={`mailto:${coach.data.email}`}>{t('careers.coachEmail')}</a>
            </p>
          </>
        ) : (
          <p>{t('careers.coachUnavailable')}</p>
        )}
      </section>
      {coach.data && (
        <section className="card" aria-labelledby="book-coach">
          <h2 id="book-coach">{t('careers.bookCoachTitle')}</h2>
          <p>{t('careers.bookCoachIntro')}</p>
          <Scheduler eventType="Career Coaching Call" user={user} />
        </section>
      )}
      <BackToChecklist to="/postprogram/career_services" />
    </article>
  );
}
