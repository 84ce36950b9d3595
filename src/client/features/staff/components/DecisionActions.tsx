import { useId, useState } from 'react';
import type { StudentDetail } from '@shared/contracts/staff';
import { t, type MessageKey } from '@shared/i18n';
import { useRenewAgreement, useSetPaymentEmail } from '../api/decisions';
import '@shared/messages/decision-notices';
import { ScriptForm } from '@client/ui/ScriptForm';

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
      <PaymentEmailForm
        studentId={id}
        of="stipends"
        now={
          detail.paymentEmails.stipends
            ? t('decisionNotices.paymentEmailNow', { email: detail.paymentEmails.stipends })
            : t('decisionNotices.paymentEmailSignIn', { email: detail.profile.email })
        }
      />
      {detail.profile.status === '5_PostProgram' && (
        <PaymentEmailForm
          studentId={id}
          of="payouts"
          now={
            detail.paymentEmails.payouts
              ? t('decisionNotices.paymentEmailNow', { email: detail.paymentEmails.payouts })
              : t('decisionNotices.payoutEmailNone')
          }
        />
      )}
    </>
  );
}

const words = {
  stipends: {
    label: 'decisionNotices.paymentEmailStaff',
    save: 'decisionNotices.savePaymentEmail',
    saved: 'decisionNotices.paymentEmailSaved',
  },
  payouts: {
    label: 'decisionNotices.payoutEmailStaff',
    save: 'decisionNotices.savePayoutEmail',
    saved: 'decisionNotices.payoutEmailSaved',
  },
} as const satisfies Record<string, Record<string, MessageKey>>;

/** Where stipends or payouts are paid: the address now, and the coach's change of it. */
function PaymentEmailForm({
  studentId,
  of,
  now,
}: {
  studentId: string;
  of: keyof typeof words;
  now: string;
}) {
  const save = useSetPaymentEmail(studentId, of);
  const w = words[of];
  const [draft, setDraft] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const id = useId();
  return (
    <ScriptForm
      className="field staff-action"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(draft.trim(), {
          onSuccess: (r) => {
            setError('');
            setDraft('');
            setNotice(`${t(w.saved)} ${r.paymentEmail}`);
          },
          onError: (err) => setError(err.message),
        });
      }}
    >
      <label htmlFor={id}>{t(w.label)}</label>
      <p id={`${id}-now`} className="field-hint">
        {now}
      </p>
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
          aria-describedby={error ? `${id}-error ${id}-now` : `${id}-now`}
          onChange={(e) => {
            setDraft(e.target.value);
            setNotice('');
          }}
        />
        <button type="submit" className="button button-secondary" disabled={save.isPending || !draft.trim()}>
          {t(w.save)}
        </button>
      </div>
      <p role="status" className="field-hint">
        {notice}
      </p>
    </ScriptForm>
  );
}
