import { useState } from 'react';
import type { StaffStipend } from '@shared/contracts/stipends';
import { t } from '@shared/i18n';
import { DecisionCard } from '@client/ui/DecisionCard';
import { ReviewList } from '@client/ui/ReviewList';
import { useStaffStipends, useStipendDecision } from '../api/stipends';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Staff: stipend requests to approve and pay, mark paid, or decline with a reason. */
export default function StaffStipendsPage() {
  const list = useStaffStipends();
  const [done, setDone] = useState('');
  return (
    <ReviewList
      title={t('stipends.staffTitle')}
      notice={done}
      pending={list.isPending}
      sections={[
        {
          empty: t('stipends.staffEmpty'),
          cards: (list.data ?? []).map((item) => ({
            key: item.id,
            card: <StipendCard item={item} onDone={setDone} />,
          })),
        },
      ]}
    />
  );
}

function StipendCard({ item, onDone }: { item: StaffStipend; onDone: (m: string) => void }) {
  const decide = useStipendDecision();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const student = `${item.student.firstName} ${item.student.lastName}`;
  const approved = item.status === 'approved';
  return (
    <DecisionCard
      id={`stipend-${item.id}`}
      heading={`${t('stipends.staffWeek', { week: item.week })} · ${student}`}
      details={`${item.email} · ${when.format(new Date(item.createdAt))} · ${t('stipends.staffAttendance', { attendance: item.attendance })}`}
      busy={decide.isPending}
      actions={[
        approved
          ? {
              label: t('stipends.status.paid', { email: item.email }),
              onClick: () =>
                decide.mutate(
                  { id: item.id, verb: 'paid' },
                  { onSuccess: () => onDone(t('stipends.paidNotice')) },
                ),
            }
          : {
              label: t('stipends.approveAndPay'),
              onClick: () =>
                decide.mutate(
                  { id: item.id, verb: 'approve' },
                  { onSuccess: () => onDone(t('stipends.paidNotice')) },
                ),
            },
      ]}
      reason={
        approved
          ? undefined
          : {
              label: t('stipends.decline'),
              confirmLabel: t('stipends.decline'),
              onConfirm: () => {
                if (!reason.trim()) return setError(t('stipends.declineReasonRequired'));
                decide.mutate(
                  { id: item.id, verb: 'decline', reason: reason.trim() },
                  { onSuccess: () => onDone(t('stipends.declinedNotice')) },
                );
              },
              form: (
                <>
                  <label htmlFor={`decline-${item.id}`}>{t('stipends.declineReason')}</label>
                  <textarea
                    id={`decline-${item.id}`}
                    value={reason}
                    maxLength={300}
                    onChange={(e) => setReason(e.target.value)}
                  />
                  {error && <p className="field-error">{error}</p>}
                </>
              ),
            }
      }
    >
      <pre className="answers">{JSON.stringify(item.answers, null, 2)}</pre>
    </DecisionCard>
  );
}
