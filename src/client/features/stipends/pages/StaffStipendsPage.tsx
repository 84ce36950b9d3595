import { useState } from 'react';
import type { StaffStipend } from '@shared/contracts/stipends';
import { declineReasons } from '@shared/domain/stipends';
import { t } from '@shared/i18n';
import { DecisionCard } from '@client/ui/DecisionCard';
import { useReasonChoice } from '@client/ui/ReasonChoice';
import { ReviewList } from '@client/ui/ReviewList';
import { useDeclinedStipends, useReopenStipend, useStaffStipends, useStipendDecision } from '../api/stipends';
import { SurveyAnswers } from '../components/SurveyAnswers';
import { zonedTime } from '@client/lib/zoned-time';
import { decideAndTell } from '@client/lib/decide-and-tell';
import '@shared/messages/decision-notices';
import '@shared/messages/stipends';

/** Staff times always carry their zone. */
const when = zonedTime;

/** Staff: stipend requests to approve and pay, mark paid, or decline with a reason. */
export default function StaffStipendsPage() {
  const list = useStaffStipends();
  const declined = useDeclinedStipends();
  const [done, setDone] = useState('');
  return (
    <ReviewList
      title={t('stipends.staffTitle')}
      notice={done}
      pending={list.isPending}
      sections={[
        {
          heading: t('decisionNotices.openHeading'),
          empty: t('stipends.staffEmpty'),
          cards: (list.data ?? []).map((item) => ({
            key: item.id,
            title: `${t('stipends.staffWeek', { week: item.week })} · ${item.student.firstName} ${item.student.lastName}`,
            meta: `${when.format(new Date(item.createdAt))} · ${t(`stipends.staffStatus.${item.status === 'approved' ? 'approved' : 'requested'}`)}`,
            card: <StipendCard item={item} onDone={setDone} />,
          })),
        },
        {
          heading: t('decisionNotices.declinedHeading'),
          empty: t('decisionNotices.declinedEmpty'),
          cards: (declined.data ?? []).map((item) => ({
            key: item.id,
            title: `${t('stipends.staffWeek', { week: item.week })} · ${item.student.firstName} ${item.student.lastName}`,
            meta: when.format(new Date(item.createdAt)),
            card: <DeclinedCard item={item} onDone={setDone} />,
          })),
        },
      ]}
    />
  );
}

function StipendCard({ item, onDone }: { item: StaffStipend; onDone: (m: string) => void }) {
  const decide = useStipendDecision();
  const reasons = useReasonChoice(
    item.id,
    declineReasons.map((key) => t(`stipends.declineReasons.${key}`)),
  );
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
              label: t('decisionNotices.markAsPaid'),
              onClick: () =>
                decideAndTell(decide, { id: item.id, verb: 'paid' }, () => onDone(t('stipends.paidNotice'))),
            }
          : {
              label: t('decisionNotices.approve'),
              onClick: () =>
                decideAndTell(decide, { id: item.id, verb: 'approve' }, () =>
                  onDone(t('stipends.paidNotice')),
                ),
            },
      ]}
      reason={
        approved
          ? undefined
          : {
              label: t('decisionNotices.decline'),
              confirmLabel: t('decisionNotices.decline'),
              legend: t('stipends.declineReason'),
              onConfirm: () =>
                reasons.confirm({ required: t('stipends.declineReasonRequired') }, (reason) =>
                  decideAndTell(decide, { id: item.id, verb: 'decline', reason }, () =>
                    onDone(t('stipends.declinedNotice')),
                  ),
                ),
              form: reasons.form,
            }
      }
    >
      <SurveyAnswers answers={item.answers} />
    </DecisionCard>
  );
}

/** A declined week: the coach can open it again so the student may ask anew (issue 37). */
function DeclinedCard({ item, onDone }: { item: StaffStipend; onDone: (m: string) => void }) {
  const reopen = useReopenStipend();
  const student = `${item.student.firstName} ${item.student.lastName}`;
  return (
    <DecisionCard
      id={`stipend-declined-${item.id}`}
      heading={`${t('stipends.staffWeek', { week: item.week })} · ${student}`}
      details={`${item.email} · ${t('stipends.staffAttendance', { attendance: item.attendance })}`}
      busy={reopen.isPending}
      actions={[
        {
          label: t('decisionNotices.reopenWeek'),
          onClick: () =>
            reopen.mutate(item.id, {
              onSuccess: (r) => onDone(t('decisionNotices.reopenedNotice', { week: r.week })),
            }),
        },
      ]}
    >
      <SurveyAnswers answers={item.answers} />
    </DecisionCard>
  );
}
