import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { rateEmail } from '@shared/contracts/analysis.endpoints';
import { isProfessionalEnough } from '@shared/domain/analysis';
import { PROFESSIONAL_EMAIL_PATH } from '@shared/domain/careers';
import { t } from '@shared/i18n';
import { call } from '@client/lib/api';
import { queryClient } from '@client/lib/query-client';
import { sessionKey, useSession } from '@client/lib/session';
import { EmailRatingResult } from '@client/ui/EmailRatingResult';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { refreshProgress, useCompletions } from '@client/lib/progress';
import '../careers.css';
import '@shared/messages/analysis';
import '@shared/messages/careers';
import { FieldError } from '@client/ui/FieldError';
import { BackToChecklist } from '@client/ui/BackToChecklist';

/**
 * Career services' professional e-mail step: rate the student's own address, then change it or move on. The
 * server completes the step when the address rates professional or semi-professional (spec 001 §2).
 */
export default function ProfessionalEmailPage() {
  const { data: user } = useSession();
  const completed = useCompletions();
  const rate = useMutation({
    meta: { handlesError: true },
    mutationFn: (email: string) => call(rateEmail, { body: { email } }),
    // Rating the student's own address completes the step on the server when it is good enough.
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: sessionKey }), refreshProgress(queryClient)]),
  });
  if (!user) return <LoadingScreen />;
  const isDone = completed.data?.some((c) => c.url === PROFESSIONAL_EMAIL_PATH) ?? false;
  const level = rate.data?.rating ?? user.emailRating;
  return (
    <article className="careers narrow-page">
      <h1>{t('careers.emailPageTitle')}</h1>
      <p>{t('careers.emailPageIntro')}</p>
      <p className="shown">{t('careers.yourEmailIs', { email: user.email })}</p>
      <button
        type="button"
        className="button button-secondary button-block"
        disabled={rate.isPending}
        onClick={() => rate.mutate(user.email)}
      >
        {rate.isPending ? t('analysis.analyzing') : t('careers.checkMyEmail')}
      </button>
      <FieldError error={rate.error?.message} />
      {rate.data && <EmailRatingResult rating={rate.data} />}
      {isProfessionalEnough(level) ? (
        <p role="status">
          {level === 'professional' ? t('careers.emailIsProfessional') : t('careers.emailGoodEnough')}{' '}
          {isDone && <strong>{t('careers.stepDone')}</strong>}
        </p>
      ) : (
        level && <p>{t('careers.emailNotYet')}</p>
      )}
      <Link className="button button-ghost button-block" to="/program/account/email">
        {t('careers.changeEmail')}
      </Link>
      <BackToChecklist to="/postprogram/career_services" />
    </article>
  );
}
