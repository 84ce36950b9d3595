import type { ReactNode } from 'react';
import { officeHours, programSettings } from '@shared/domain/program-settings';
import { t } from '@shared/i18n';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { StepActions } from '@client/ui/StepActions';
import { useSuccessCoach } from '../api/coach';
import '@shared/messages/steps';

/** "+13125550109" → "(312) 555-0109"; anything else as it is. */
function phoneLabel(e164: string): string {
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : e164;
}

/**
 * The welcome step "Meet your Success Coach" and the on-hold step "Talk with your Success Coach": who the
 * coach is, one tap to call or text them (the program line until a coach is assigned), and a call to book.
 */
export default function CoachStepPage({
  variant,
  scheduler,
}: {
  variant: 'meet' | 'talk';
  /** The careers area's call scheduler, composed in by the app. */
  scheduler: ReactNode;
}) {
  const coach = useSuccessCoach();
  const url = variant === 'meet' ? '/program/welcome/meet_your_coach' : '/program/onhold/talk_to_coach';
  const backTo = variant === 'meet' ? '/program/welcome' : '/program/onhold';
  // Until a coach is assigned, texts go to the program's text number (README "Program settings").
  const texts = coach.data && (coach.data.assigned ? coach.data.phone : programSettings().textNumber);
  return (
    <article className="step-page">
      <h1>{variant === 'meet' ? t('steps.coachTitle') : t('steps.talkTitle')}</h1>
      <p>{t('steps.coachLead')}</p>
      {variant === 'talk' && <p>{t('steps.talkAsk')}</p>}
      {coach.isPending ? (
        <LoadingScreen label={t('common.loading')} />
      ) : coach.isError ? (
        <p role="alert">{t('errors.internal')}</p>
      ) : (
        <section className="card" aria-labelledby="coach-name">
          <h2 id="coach-name">
            {coach.data.assigned
              ? t('steps.coachName', { name: `${coach.data.firstName} ${coach.data.lastName}` })
              : t('steps.teamTitle')}
          </h2>
          {!coach.data.assigned && <p>{t('steps.noCoachYet')}</p>}
          <p className="hint">{t('steps.coachHours', { hours: officeHours() })}</p>
          <p className="button-row">
            <a className="button button-primary" href={`tel:${coach.data.phone}`}>
              {t('steps.call', { phone: phoneLabel(coach.data.phone) })}
            </a>
            {texts && (
              <a className="button button-secondary" href={`sms:${texts}`}>
                {t('steps.text', { phone: phoneLabel(texts) })}
              </a>
            )}
          </p>
          {coach.data.email && (
            <p>
              <a href={`mailto:${coach.data.email}`}>{t('steps.email', { email: coach.data.email })}</a>
            </p>
          )}
        </section>
      )}
      <section className="card" aria-labelledby="coach-call">
        <h2 id="coach-call">{t('steps.scheduleCall')}</h2>
        <p>{t('steps.scheduleCallLead')}</p>
        {scheduler}
      </section>
      <StepActions
        url={url}
        backTo={backTo}
        label={variant === 'meet' ? t('steps.metCoach') : t('steps.calledCoach')}
      />
    </article>
  );
}
