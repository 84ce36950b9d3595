import type { StudentDetail } from '@shared/contracts/staff';
import { t, type MessageKey } from '@shared/i18n';
import { useRenewAgreement, useSetPaymentEmail } from '../api/decisions';
import { ActionButton } from './ActionButton';
import { OneFieldForm } from './OneFieldForm';
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
          <ActionButton
            action={renew}
            label={t('decisionNotices.renewAgreement')}
            done={t('decisionNotices.renewedNotice')}
            onDone={onDone}
          />
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
  return (
    <OneFieldForm
      className="field staff-action"
      label={t(w.label)}
      hint={now}
      input={{ type: 'email', autoComplete: 'off' }}
      onSave={(draft, outcome) =>
        save.mutate(draft.trim(), {
          onSuccess: (r) => outcome.done(`${t(w.saved)} ${r.paymentEmail}`, true),
          onError: (err) => outcome.failed(err.message),
        })
      }
      saveLabel={t(w.save)}
      saving={save.isPending}
      canSave={(draft) => Boolean(draft.trim())}
    />
  );
}
