import { useState } from 'react';
import { supportPhoneLabel } from '@shared/domain/program-settings';
import type { StaffPayout } from '@shared/contracts/payouts';
import {
  estimatedPermitFee,
  formatDollars,
  MAX_PAYOUT_RETURN_REASON,
  payoutReturnReasons,
} from '@shared/domain/payouts';
import { t } from '@shared/i18n';
import { DecisionCard } from '@client/ui/DecisionCard';
import { ReviewList } from '@client/ui/ReviewList';
import { useReasonChoice } from '@client/ui/ReasonChoice';
import { usePayoutDecision, useStaffPayouts } from '../api/payouts';
import { zonedTime } from '@client/lib/zoned-time';
import { decideAndTell } from '@client/lib/decide-and-tell';
import '@shared/messages/endorsements';
import '@shared/messages/payouts';

/** Staff times always carry their zone. */
const when = zonedTime;

/** Staff: payout requests to approve (the payment is sent) and to mark paid once it arrived. */
export default function StaffPayoutsPage() {
  const [status, setStatus] = useState<'open' | 'completed'>('open');
  const list = useStaffPayouts(status);
  const [done, setDone] = useState('');
  return (
    <ReviewList
      title={t('payouts.staffTitle')}
      notice={done}
      toolbar={
        <div className="segmented" role="group" aria-label={t('payouts.staffTitle')}>
          {(['open', 'completed'] as const).map((s) => (
            <button
              key={s}
              type="button"
              className={`segment${status === s ? ' segment-on' : ''}`}
              aria-pressed={status === s}
              onClick={() => setStatus(s)}
            >
              {s === 'open' ? t('payouts.staffOpen') : t('payouts.staffCompleted')}
            </button>
          ))}
        </div>
      }
      pending={list.isPending}
      sections={[
        {
          empty: t('payouts.staffEmpty'),
          cards: (list.data ?? []).map((item) => ({
            key: item.uuid,
            title: `${item.student.firstName} ${item.student.lastName} · ${t(`payouts.reasons.${item.reason}`)}`,
            meta: `${when.format(new Date(item.createdAt))}${item.amount === null ? '' : ` · ${formatDollars(Math.round(item.amount * 100))}`}`,
            card: <PayoutCard item={item} onDone={setDone} />,
          })),
        },
      ]}
    />
  );
}

function PayoutCard({ item, onDone }: { item: StaffPayout; onDone: (m: string) => void }) {
  const decide = usePayoutDecision();
  const reasons = useReasonChoice(
    item.uuid,
    payoutReturnReasons.map((key) => t(`payouts.returnReasons.${key}`, { phone: supportPhoneLabel() })),
    MAX_PAYOUT_RETURN_REASON,
  );
  const [amount, setAmount] = useState('');
  const student = `${item.student.firstName} ${item.student.lastName}`;
  const open = item.status !== 'completed';
  const estimate = estimatedPermitFee(item.reason, item.state);
  return (
    <DecisionCard
      id={`payout-${item.uuid}`}
      heading={`${student} · ${t(`payouts.reasons.${item.reason}`)}`}
      details={`${item.email} · ${when.format(new Date(item.createdAt))}`}
      busy={decide.isPending}
      actions={
        !open
          ? []
          : item.approved
            ? [
                {
                  label: t('payouts.staffMarkPaid'),
                  onClick: () =>
                    decideAndTell(decide, { id: item.uuid, verb: 'paid' }, () =>
                      onDone(t('payouts.staffPaidNotice')),
                    ),
                },
              ]
            : [
                {
                  label: t('payouts.staffApprove'),
                  onClick: () =>
                    decideAndTell(
                      decide,
                      {
                        id: item.uuid,
                        verb: 'approve',
                        ...(item.amount === null ? { amount: Number(amount) } : {}),
                      },
                      () => onDone(t('payouts.staffApprovedNotice')),
                    ),
                },
              ]
      }
      reason={
        open && !item.approved
          ? {
              label: t('payouts.staffReturn'),
              confirmLabel: t('payouts.staffReturn'),
              legend: t('payouts.staffReturnLegend'),
              onConfirm: () =>
                reasons.confirm(
                  {
                    required: t('payouts.returnReasonRequired'),
                    tooLong: t('payouts.returnReasonTooLong', { max: MAX_PAYOUT_RETURN_REASON }),
                  },
                  (reason) =>
                    decideAndTell(decide, { id: item.uuid, verb: 'return', reason }, () =>
                      onDone(t('payouts.staffReturnedNotice')),
                    ),
                ),
              form: reasons.form,
            }
          : undefined
      }
    >
      <p>
        {item.amount !== null
          ? t('payouts.staffAmount', { amount: formatDollars(Math.round(item.amount * 100)) })
          : item.reason === 'endorsement'
            ? t('payouts.staffAmountEndorsement')
            : t('payouts.staffAmountUnknown', { state: item.state ?? '?' })}
      </p>
      {item.reason === 'endorsement' && (
        <p>
          {item.approvedEndorsements.length > 0
            ? t('payouts.staffEndorsements', {
                names: item.approvedEndorsements.map((k) => t(`endorsements.names.${k}`)).join(', '),
              })
            : t('payouts.staffNoEndorsement')}
        </p>
      )}
      {item.history.length > 0 && (
        <details className="payout-history">
          <summary>{t('payouts.historyTitle')}</summary>
          <ul>
            {item.history.map((h) => (
              <li key={h.createdAt}>
                {t(`payouts.reasons.${h.reason}`)} · {t(`payouts.historyStatus.${h.status}`)} ·{' '}
                {h.amount === null ? '—' : formatDollars(Math.round(h.amount * 100))} · {h.email} ·{' '}
                {when.format(new Date(h.createdAt))}
              </li>
            ))}
          </ul>
        </details>
      )}
      {open && estimate && (
        <p className="check-warning">
          {t('payouts.staffFeeEstimate', {
            state: item.state ?? '',
            fee: formatDollars(Math.round(estimate.permit * 100)),
          })}
        </p>
      )}
      {!open ? (
        <p>
          {t('payouts.completedText', {
            amount: formatDollars(Math.round((item.amount ?? 0) * 100)),
            email: item.email,
            date: when.format(new Date(item.completedAt ?? item.createdAt)),
          })}
        </p>
      ) : item.approved ? (
        <p>{t('payouts.staffSent')}</p>
      ) : (
        item.amount === null && (
          <div className="field">
            <label htmlFor={`amount-${item.uuid}`}>{t('payouts.staffAmountLabel')}</label>
            <input
              id={`amount-${item.uuid}`}
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </div>
        )
      )}
    </DecisionCard>
  );
}
