import { useId, useState } from 'react';
import type { StudentDetail } from '@shared/contracts/staff';
import { t } from '@shared/i18n';
import { useRenewAgreement, useSetPaymentEmail } from '../api/decisions';
import '@shared/messages/decision-notices';

/**
 * Moves that keep a student from a dead end (issue 37): send the agreement anew while it waits for a
 * signature, and change where stipends are paid. The server checks, audits and tells the student.
 */
export function DecisionActions({ detail, onDone }: { detail: StudentDetail; onDone: (m: string) => void }) {
  const id = detail.profile.id;
  const renew = useRenewAgreement(id);
  return (
    <>
      {detail.agreementStatus === 'pending' && (
        <div className="staff-action">
          <button
            type="button"
            className="button button-secondary"
            disabled={renew.isPending}
            onClick={() =>
              renew.mutate(undefined, { onSuccess: () => onDone(t('decisionNotices.renewedNotice')) })
            }
          >
            {t('decisionNotices.renewAgreement')}
          </button>
        </div>
      )}
      <PaymentEmailForm studentId={id} />
    </>
  );
}

function PaymentEmailForm({ studentId }: { studentId: string }) {
  const save = useSetPaymentEmail(studentId);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const id = useId();
  return (
    <form
      className="field staff-action"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(draft.trim(), {
          onSuccess: (r) => {
            setError('');
            setNotice(`${t('decisionNotices.paymentEmailSaved')} ${r.paymentEmail}`);
          },
          onError: (err) => setError(err.message),
        });
      }}
    >
      <label htmlFor={id}>{t('decisionNotices.paymentEmailStaff')}</label>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="birth-date-row">
        <input
          id={id}
          type="email"
          autoComplete="off"
          value={draft}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            setNotice('');
          }}
        />
        <button type="submit" className="button button-secondary" disabled={save.isPending || !draft.trim()}>
          {t('decisionNotices.savePaymentEmail')}
        </button>
      </div>
      <p role="status" className="field-hint">
        {notice}
      </p>
    </form>
  );
}
