import { useState } from 'react';
import { t } from '@shared/i18n';
import { Dialog } from '@client/ui/Dialog';
import { useChangeStatus } from '../api/progress';
import { CallUsLink } from '@client/ui/CallUsLink';
import '@shared/messages/journey';

/** 'leaveProgram' (spec 001 §2): first suggests a coach, then 'Are you sure?'; confirming signs out. */
export function LeaveProgramModal({ onClose, onLeft }: { onClose: () => void; onLeft: () => void }) {
  const [step, setStep] = useState<'talk' | 'confirm'>('talk');
  const change = useChangeStatus();
  return (
    <Dialog title={step === 'talk' ? t('journey.leaveTitle') : t('journey.leaveSure')} onClose={onClose}>
      {step === 'talk' ? (
        <>
          <p>{t('journey.leaveTalkFirst')}</p>
          <p>
            <CallUsLink className="button button-primary button-block" />
          </p>
          <button
            type="button"
            className="button button-ghost button-block"
            onClick={() => setStep('confirm')}
          >
            {t('journey.leaveContinue')}
          </button>
        </>
      ) : (
        <>
          <button
            type="button"
            className="button button-danger button-block"
            disabled={change.isPending}
            onClick={() => change.mutate({ status: '99_Withdrew' }, { onSuccess: onLeft })}
          >
            {t('journey.leaveConfirm')}
          </button>
          <p />
          <button type="button" className="button button-ghost button-block" onClick={onClose}>
            {t('journey.leaveCancel')}
          </button>
        </>
      )}
    </Dialog>
  );
}
