import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { onboardingDueLine, PASS_SCORE, quizPlans } from '@shared/domain/learning';
import { t } from '@shared/i18n';
import { useCompleteStep } from '@client/lib/progress';
import '@shared/messages/learning';
import { BackToChecklist } from '@client/ui/BackToChecklist';

const ENROLLMENT_PATH = '/program/school/enrollment';

/**
 * The onboarding class screen, at /program/school/onboarding and as the enrollment variant at
 * /program/school/enrollment (spec 001 §2 "Onboarding"). The quiz opens only once the server counts the
 * video as watched (99 %); the enrollment variant's back button marks its checklist item done.
 */
export default function OnboardingPage(props: {
  variant: 'enrollment' | 'onboarding';
  player: ReactNode;
  watched: boolean;
  quizPassed: boolean;
  now?: Date;
}) {
  const navigate = useNavigate();
  const markDone = useCompleteStep();
  const { variant, watched, quizPassed } = props;
  return (
    <section className="learning onboarding">
      <h1>{t(variant === 'enrollment' ? 'learning.enrollmentTitle' : 'learning.onboardingTitle')}</h1>
      <p className="learning-lead">{t('learning.onboardingLead')}</p>
      <ol className="onboarding-steps">
        <li className={watched ? 'step-done' : undefined}>{t('learning.onboardingStepVideo')}</li>
        <li className={quizPassed ? 'step-done' : undefined}>
          {t('learning.onboardingStepQuiz', { pass: PASS_SCORE })}
        </li>
      </ol>
      <p>
        <strong>{t('learning.onboardingDue', { when: onboardingDueLine(props.now ?? new Date()) })}</strong>
      </p>
      {props.player}
      {quizPassed && (
        <p className="feedback feedback-right" role="status">
          {t('learning.onboardingDone')}
        </p>
      )}
      <div className="learning-actions">
        <button
          type="button"
          className="button button-primary button-block"
          disabled={!watched}
          onClick={() => void navigate(quizPlans.onboarding.testPath)}
        >
          {watched ? t('learning.takeOnboardingQuiz') : t('learning.watchFirst')}
        </button>
        {variant === 'enrollment' ? (
          <button
            type="button"
            className="button button-ghost button-block"
            disabled={markDone.isPending}
            onClick={() =>
              markDone.mutate(ENROLLMENT_PATH, {
                onSuccess: () => void navigate('/program/school'),
              })
            }
          >
            {t('common.backToChecklist')}
          </button>
        ) : (
          <BackToChecklist to="/program/school" />
        )}
      </div>
    </section>
  );
}
