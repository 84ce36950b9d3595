import { useState } from 'react';
import type { StudentDetail } from '@shared/contracts/staff';
import { canMarkAgreementSigned, canReturnToSchool } from '@shared/domain/staff';
import { t } from '@shared/i18n';
import { DecisionActions } from './DecisionActions';
import { when } from './format';
import { useLiftSignInLock, useMarkAgreementSigned, useReturnToSchool } from '../api/staff';
import '@shared/messages/staff';

/** What a coach can change for this student from their page; each change is audited on the server. */
export function StudentActions({ detail }: { detail: StudentDetail }) {
  const id = detail.profile.id;
  const back = useReturnToSchool(id);
  const signed = useMarkAgreementSigned(id);
  const unlock = useLiftSignInLock(id);
  const lockedUntil = detail.signIn.lockedUntil;
  const [done, setDone] = useState('');
  const agreement = detail.agreementStatus;
  return (
    <section aria-labelledby="actions-title" className="card">
      <h2 id="actions-title">{t('staff.actions')}</h2>
      <p className="visually-hidden" role="status">
        {done}
      </p>
      {canReturnToSchool(detail.profile.status) && (
        <div className="staff-action">
          <p>{t('staff.onHoldHelp')}</p>
          <button
            type="button"
            className="button button-primary"
            disabled={back.isPending}
            onClick={() =>
              back.mutate(undefined, {
                onSuccess: () => setDone(t('staff.returnedToSchool')),
              })
            }
          >
            {t('staff.returnToSchool')}
          </button>
        </div>
      )}
      {lockedUntil && (
        <div className="staff-action">
          <p>
            {t('staff.signInLocked', {
              time: when.format(new Date(lockedUntil)),
              failures: detail.signIn.failures,
            })}
          </p>
          <button
            type="button"
            className="button button-primary"
            disabled={unlock.isPending}
            onClick={() =>
              unlock.mutate(undefined, {
                onSuccess: () => setDone(t('staff.signInUnlocked')),
              })
            }
          >
            {t('staff.liftSignInLock')}
          </button>
        </div>
      )}
      <div className="staff-action">
        <p>
          <strong>{t('staff.agreement')}:</strong>{' '}
          {agreement ? t(`staff.agreementStatus.${agreement}`) : t('staff.agreementStatus.incomplete')}
        </p>
        {canMarkAgreementSigned(agreement) && (
          <>
            <p className="hint">{t('staff.agreementSignedHelp')}</p>
            <button
              type="button"
              className="button button-secondary"
              disabled={signed.isPending}
              onClick={() =>
                signed.mutate(undefined, {
                  onSuccess: () => setDone(t('staff.agreementMarked')),
                })
              }
            >
              {t('staff.markAgreementSigned')}
            </button>
          </>
        )}
      </div>
      <DecisionActions detail={detail} onDone={setDone} />
    </section>
  );
}
