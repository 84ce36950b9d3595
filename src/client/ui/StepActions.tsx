import { Link, useNavigate } from 'react-router';
import { t } from '@shared/i18n';
import { onlineManager } from '@tanstack/react-query';
import { useCompleteStep } from '../lib/progress';
import { useStepDeclaration } from '../lib/step';
import '@shared/messages/steps';

/**
 * The action at the foot of a step screen. A `view` step is done when the student presses the button:
 * it is recorded, then the checklist opens. Any other step was done by opening it, or is done by the
 * server when the work happens, so the student just goes back.
 */
export function StepActions({ url, backTo, label }: { url: string; backTo: string; label?: string }) {
  const { byView, isPending } = useStepDeclaration(url);
  const complete = useCompleteStep();
  const navigate = useNavigate();
  if (isPending) return null;
  return (
    <p className="step-actions">
      {byView ? (
        <button
          type="button"
          className="button button-primary button-block"
          disabled={complete.isPending}
          onClick={() => {
            complete.mutate(url, { onSuccess: () => void navigate(backTo) });
            // Without signal the step waits to be sent (the checklist says so): no reason to wait here.
            if (!onlineManager.isOnline()) void navigate(backTo);
          }}
        >
          {complete.isPending ? t('steps.saving') : (label ?? t('steps.markDone'))}
        </button>
      ) : (
        <Link className="button button-secondary button-block" to={backTo}>
          {t('common.backToChecklist')}
        </Link>
      )}
    </p>
  );
}
