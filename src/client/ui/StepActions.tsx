import { useNavigate } from 'react-router';
import { t } from '@shared/i18n';
import { onlineManager } from '@tanstack/react-query';
import { PROGRESS_FORM } from '@shared/page-data';
import { useCompleteStep } from '../lib/progress';
import { useStepDeclaration } from '../lib/step';
import '@shared/messages/steps';
import { BackToChecklist } from './BackToChecklist';

/**
 * The action at the foot of a step screen. A `view` step is done when the student presses the button:
 * it is recorded, then the checklist opens. Any other step was done by opening it, or is done by the
 * server when the work happens, so the student just goes back. The button is a plain form too: on a page
 * the server rendered, it works before and without the script (decision 039).
 */
export function StepActions({ url, backTo, label }: { url: string; backTo: string; label?: string }) {
  const { byView, isPending } = useStepDeclaration(url);
  const complete = useCompleteStep();
  const navigate = useNavigate();
  if (isPending) return null;
  if (!byView) {
    return (
      <p className="step-actions">
        <BackToChecklist to={backTo} className="button button-secondary button-block" />
      </p>
    );
  }
  return (
    <form
      className="step-actions"
      method="post"
      action={PROGRESS_FORM}
      onSubmit={(event) => {
        event.preventDefault();
        complete.mutate(url, { onSuccess: () => void navigate(backTo) });
        // Without signal the step waits to be sent (the checklist says so): no reason to wait here.
        if (!onlineManager.isOnline()) void navigate(backTo);
      }}
    >
      <input type="hidden" name="url" value={url} />
      <input type="hidden" name="next" value={backTo} />
      <button type="submit" className="button button-primary button-block" disabled={complete.isPending}>
        {complete.isPending ? t('steps.saving') : (label ?? t('steps.markDone'))}
      </button>
    </form>
  );
}
