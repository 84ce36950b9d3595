import { useState } from 'react';
import type { StudentDetail } from '@shared/contracts/staff';
import { canMarkAgreementSigned, canReturnToSchool } from '@shared/domain/staff';
import { t } from '@shared/i18n';
import { ActionButton } from './ActionButton';
import { DecisionActions } from './DecisionActions';
import { when } from './format';
import { useLiftSignInLock, useMarkAgreementSigned, useReturnToSchool } from '../api/staff';
import '@shared/messages/staff';
import { StudentCard } from './StudentCard';

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
    <StudentCard name="actions" title={t('staff.actions')}>
      <p className="visually-hidden" role="status">
        {done}
      </p>
      {canReturnToSchool(detail.profile.status) && (
        <div className="staff-action">
          <p>{t('staff.onHoldHelp')}</p>
          <ActionButton
            primary
            action={back}
            label={t('staff.returnToSchool')}
            done={t('staff.returnedToSchool')}
            onDone={setDone}
          />
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
          <ActionButton
            primary
            action={unlock}
            label={t('staff.liftSignInLock')}
            done={t('staff.signInUnlocked')}
            onDone={setDone}
          />
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
            <ActionButton
              action={signed}
              label={t('staff.markAgreementSigned')}
              done={t('staff.agreementMarked')}
              onDone={setDone}
            />
          </>
        )}
      </div>
      <DecisionActions detail={detail} onDone={setDone} />
    </StudentCard>
  );
}
