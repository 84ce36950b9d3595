import { useState } from 'react';
import type { StaffPayout } from '@shared/contracts/payouts';
import { formatDollars } from '@shared/domain/payouts';
import { t } from '@shared/i18n';
import { useAlerts } from '@client/lib/alerts';
import { usePayoutDecision, useStaffPayouts } from '../api/payouts';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Staff: payout requests to approve (the payment is sent) and to mark paid once it arrived. */
export default function StaffPayoutsPage() {
  const [status, setStatus] = useState<'open' | 'completed'>('open');
  const list = useStaffPayouts(status);
  const [done, setDone] = useState('');
  return (
    <section className="review">
      <h1>{t('payouts.staffTitle')}</h1>
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
      <p className="visually-hidden" role="status">
        {done}
      </p>
      {list.isPending ? (
        <p>{t('common.loading')}</p>
      ) : list.data?.length ? (
        <ul className="review-list">
          {list.data.map((item) => (
            <li key={item.uuid}>
              <PayoutCard item={item} onDone={setDone} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('payouts.staffEmpty')}</p>
      )}
    </section>
  );
}

function PayoutCard({ item, onDone }: { item: StaffPayout; onDone: (m: string) => void }) {
  const decide = usePayoutDecision();
  const { notifyError } = useAlerts();
  const [amount, setAmount] = useState('');
  const headingId = `payout-${item.uuid}`;
  const student = `${item.student.firstName} ${item.student.lastName}`;
  return (
    <article className="card review-card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {student} · {t(`payouts.reasons.${item.reason}`)}
      </h2>
      <p className="muted">
        {item.email} · {when.format(new Date(item.createdAt))}
      </p>
      <p>
        {item.amount === null
          ? t('payouts.staffAmountUnknown', { state: item.state ?? '?' })
          : t('payouts.staffAmount', { amount: formatDollars(Math.round(item.amount * 100)) })}
      </p>
      {item.status === 'completed' ? (
        <p>
          {t('payouts.completedText', {
            amount: formatDollars(Math.round((item.amount ?? 0) * 100)),
            email: item.email,
            date: when.format(new Date(item.completedAt ?? item.createdAt)),
          })}
        </p>
      ) : item.approved ? (
        <>
          <p>{t('payouts.staffSent')}</p>
          <button
            type="button"
            className="button button-primary"
            disabled={decide.isPending}
            onClick={() =>
              decide.mutate(
                { id: item.uuid, verb: 'paid' },
                { onSuccess: () => onDone(t('payouts.staffPaidNotice')), onError: notifyError },
              )
            }
          >
            {t('payouts.staffMarkPaid')}
          </button>
        </>
      ) : (
        <div className="review-actions">
          {item.amount === null && (
            <div className="field">
              <label htmlFor={`amount-${item.uuid}`}>{t('payouts.staffAmountLabel')}</label>
              <input
                id={`amount-${item.uuid}`}
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
            </div>
          )}
          <button
            type="button"
            className="button button-primary"
            disabled={decide.isPending}
            onClick={() =>
              decide.mutate(
                {
                  id: item.uuid,
                  verb: 'approve',
                  ...(item.amount === null ? { amount: Number(amount) } : {}),
                },
                { onSuccess: () => onDone(t('payouts.staffApprovedNotice')), onError: notifyError },
              )
            }
          >
            {t('payouts.staffApprove')}
          </button>
        </div>
      )}
    </article>
  );
}
