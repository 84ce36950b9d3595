import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { rateEmail } from '@shared/contracts/analysis.endpoints';
import { PROFESSIONAL_EMAIL_PATH } from '@shared/domain/careers';
import { t } from '@shared/i18n';
import { call } from '@client/lib/api';
import { queryClient } from '@client/lib/query-client';
import { sessionKey, useSession } from '@client/lib/session';
import { EmailRatingResult } from '@client/ui/EmailRatingResult';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { useCompleted, useMarkDone } from '../api/careers';
import '../careers.css';
import { useHandlesError } from '@client/lib/error-reporting';
import '@shared/messages/analysis';
import '@shared/messages/careers';

/** Career services' professional e-mail step: rate the student's own address, then change it or move on. */
export default function ProfessionalEmailPage() {
  const { data: user } = useSession();
  const completed = useCompleted();
  const done = useHandlesError(useMarkDone());
  const rate = useMutation({
    meta: { handlesError: true },
    mutationFn: (email: string) => call(rateEmail, { body: { email } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKey }),
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
      {rate.isError && (
        <p className="field-error" role="alert">
          {rate.error.message}
        </p>
      )}
      {rate.data && <EmailRatingResult rating={rate.data} />}
      {level === 'professional' ? (
        <>
          <p>{t('careers.emailIsProfessional')}</p>
          <button
            type="button"
            className="button button-primary button-block"
            disabled={isDone || done.isPending}
            onClick={() => done.mutate(PROFESSIONAL_EMAIL_PATH)}
          >
            {isDone ? t('careers.done') : t('careers.markDone')}
          </button>
        </>
      ) : (
        level && <p>{t('careers.emailNotYet')}</p>
      )}
      <Link className="button button-ghost button-block" to="/program/account/email">
        {t('careers.changeEmail')}
      </Link>
      <Link className="button button-ghost button-block" to="/postprogram/career_services">
        {t('common.backToChecklist')}
      </Link>
    </article>
  );
}
